import { beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../db/seed';
import { MockState } from '../state';
import { CATEGORY_ICONS, iconBody, NEAR_STAND_INS } from './icons';
import { renderImage } from './render';
import { BRAND, MATERIALS } from './svg';

const seeded = async (seed: number): Promise<MockState> => {
  const state = new MockState({ seed, products: 120 });
  await state.reset(seed);
  return state;
};

/** Every image path the seed stores, plus the ones the mock makes later (accounts, Facebook, unknown paths). */
const seedPaths = (seed: number): string[] => {
  const json = JSON.stringify(generateSeed({ seed, products: 120 }));
  const paths = new Set<string>();
  for (const match of json.matchAll(/\/mock-images\/([A-Za-z0-9_/.-]+\.svg)/g)) if (match[1]) paths.add(match[1]);
  for (const extra of ['avatar/u3.svg', 'avatar/fb-42.svg', 'p/renamed.svg', 'zz/unknown.svg', 'misc/other.svg']) paths.add(extra);
  return [...paths];
};

const textsOf = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');

describe('generated images', () => {
  let state: MockState;
  let paths: string[];
  beforeAll(async () => {
    state = await seeded(7);
    paths = seedPaths(7);
  });

  it('covers every kind of image the seed stores', () => {
    const kinds = new Set(paths.map((p) => p.split('/')[0]));
    expect([...kinds].sort()).toEqual(
      ['activity', 'avatar', 'banner', 'cat', 'g', 'm', 'menu', 'misc', 'missing.svg', 'p', 'review', 'sku', 'zz'].sort(),
    );
  });

  it('draws the same bytes for the same seed, in a fresh state', async () => {
    const other = await seeded(7);
    for (const path of paths) expect(renderImage(path, other).svg, path).toBe(renderImage(path, state).svg);
  });

  it('shows no placeholder word in any image: only headlines, shop and user initials and the site name', () => {
    const placeholder =
      /\b(product|sku|shop|banner|avatar|photo|category|guarantee|activity|menu|logo|misc|street|placeholder|image|licen[cs]e|back|detail)\b|\d/i;
    for (const path of paths) {
      const { svg } = renderImage(path, state);
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
      expect(svg, path).not.toMatch(/aria-label|<title/);
      for (const words of textsOf(svg)) expect(words, path).not.toMatch(placeholder);
    }
  });

  it("draws a product with its category's illustration, in the colour of each SKU", () => {
    const product = state.db.byId('products', 2);
    const category = product && state.db.byId('categories', product.categoryId);
    const icon = category && CATEGORY_ICONS[category.name];
    expect(icon).toBeDefined();
    if (!icon) return;
    expect(renderImage('p/2.svg', state).svg).toContain(iconBody(icon));
    const skus = state.db.filter('skus', (s) => s.productId === 1);
    const colours = skus.map((s) => (JSON.parse(s.attrValue ?? '{}') as { Color?: string }).Color);
    const first = skus[0];
    const otherColour = skus.find((s, i) => colours[i] !== colours[0]);
    expect(first && otherColour).toBeTruthy();
    if (!first || !otherColour) return;
    const a = renderImage(`sku/${first.id}.svg`, state).svg;
    const b = renderImage(`sku/${otherColour.id}.svg`, state).svg;
    expect(a).not.toBe(b);
    expect(a).toContain(MATERIALS[colours[0] ?? ''] ?? '#none');
  });

  it('draws every product with a picture of its own goods (docs/image-art.md): never scissors for jeans', async () => {
    const { readFile } = await import('node:fs/promises');
    const tags = JSON.parse(await readFile(new URL('../../../node_modules/lucide-static/tags.json', import.meta.url), 'utf8')) as Record<
      string,
      string[] | undefined
    >;
    // A word and its singular: "Dresses" and "dress" meet at "dress", "Boots" and "boot" at "boot".
    const forms = (word: string) => {
      const w = word.toLowerCase();
      return [w, w.replace(/es$/, ''), w.replace(/s$/, '')];
    };
    const wrong: string[] = [];
    const standIns = new Set<string>();
    for (const product of state.db.filter('products', () => true)) {
      const category = state.db.byId('categories', product.categoryId);
      const icon = category && CATEGORY_ICONS[category.name];
      if (!category || !icon) {
        wrong.push(`${product.storeName}: no picture for category ${product.categoryId}`);
        continue;
      }
      if (category.name in NEAR_STAND_INS) {
        standIns.add(category.name);
        continue;
      }
      // What the picture shows: its name and, for the package's icons, their tags; what the product is: its leaf
      // category and the noun in its name (brand and adjective first, a code last).
      const shows = new Set([icon, ...icon.split('-'), ...(tags[icon] ?? [])].flatMap(forms));
      const goods = [...category.name.split(' '), ...product.storeName.split(' ').slice(2, -1)].flatMap(forms).filter((w) => w.length >= 3);
      if (!goods.some((w) => shows.has(w))) wrong.push(`${product.storeName} (${category.name}): ${icon}`);
    }
    expect(wrong).toEqual([]);
    // The stand-in list names only leaves the seed has.
    expect([...standIns].sort()).toEqual(Object.keys(NEAR_STAND_INS).sort());
  });

  it('gives the shop logo its initials and the banners their headlines', () => {
    const merchant = state.db.byId('merchants', 3);
    expect(textsOf(renderImage('m/3.svg', state).svg)).toEqual([
      merchant?.name
        .split(' ')
        .map((w) => w[0])
        .join('')
        .slice(0, 2),
    ]);
    const banner = state.db.find('banners', (b) => b.kind === 'home');
    expect(textsOf(renderImage(banner?.pic.replace('/mock-images/', '') ?? '', state).svg)).toEqual([banner?.name]);
    expect(textsOf(renderImage('misc/logo.svg', state).svg)).toEqual([state.db.byId('settings', 1)?.siteName]);
    expect(textsOf(renderImage('avatar/u1.svg', state).svg)).toEqual(['DS']);
  });
});

describe('icon licence', () => {
  it('keeps the icon package licence in docs/ as installed', async () => {
    const { readFile } = await import('node:fs/promises');
    const kept = await readFile(new URL('../../../docs/licenses/lucide-static-1.62.0.txt', import.meta.url), 'utf8');
    const installed = await readFile(new URL('../../../node_modules/lucide-static/LICENSE', import.meta.url), 'utf8');
    expect(kept).toBe(installed);
  });
});

describe('brand colours', () => {
  it('paints with the colours of the web theme (docs/brand.md)', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(new URL('../../../web/src/theme.css', import.meta.url), 'utf8');
    expect(css).toContain(`--color-primary: ${BRAND.primary};`);
    expect(css).toContain(`--color-secondary: ${BRAND.secondary};`);
    expect(css).toContain(`--color-accent: ${BRAND.accent};`);
    expect(css).toContain(`--color-neutral: ${BRAND.ink};`);
    expect(css).toContain(`--color-base-200: ${BRAND.paper};`);
  });
});
