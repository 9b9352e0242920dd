import { type RecordOf } from '../db/schema';
import { type MockState } from '../state';
import { CATEGORY_ICONS, GUARANTEE_ICONS, MENU_ICONS, type IconName } from './icons';
import { licence, shopColour, shopFront, shopLogo } from './shops';
import {
  BRAND,
  MATERIALS,
  PLAIN_MATERIALS,
  SHOP_COLOURS,
  hash,
  iconArt,
  initials,
  luminanceOf,
  mix,
  pick,
  svgDocument,
  text,
  type Picture,
} from './svg';

/**
 * The pictures behind /mock-images/<kind>/<name>.svg, drawn from what the seeded records say: a product shows its
 * category's illustration in its colour, a SKU in the SKU's colour, a shop its initials and colours, a banner its
 * headline and the goods it promotes. Pure for a given db: the same seed always gives the same bytes, and no picture
 * carries a placeholder word (docs/image-art.md).
 */

const FALLBACK_ICON: IconName = 'shopping-bag';
/** Banner colour pairs: brand teal, coral, ink, amber. */
const BANNER_GROUNDS: readonly [string, string][] = [
  [BRAND.primary, BRAND.primaryDeep],
  [BRAND.secondary, '#a33a1c'],
  ['#2c3e50', BRAND.ink],
  ['#c98a12', '#8a5a00'],
];

const num = (text: string | undefined): number => Number.parseInt(text ?? '', 10);

function categoryIcon(state: MockState, categoryId: number): IconName {
  const category = state.db.byId('categories', categoryId);
  return (category && CATEGORY_ICONS[category.name]) ?? FALLBACK_ICON;
}

function skuMaterial(sku: RecordOf<'skus'> | undefined, productId: number): string {
  if (sku) {
    try {
      const values = JSON.parse(sku.attrValue ?? '{}') as Record<string, unknown>;
      const colour = typeof values.Color === 'string' ? MATERIALS[values.Color] : undefined;
      if (colour) return colour;
    } catch {
      // A hand-edited attrValue that is not JSON falls back to the product's material.
    }
  }
  return MATERIALS[pick(PLAIN_MATERIALS, hash(`material-${productId}`))] ?? BRAND.primary;
}

function productLook(state: MockState, productId: number): { icon: IconName; material: string; materials: string[] } {
  const product = state.db.byId('products', productId);
  const skus = state.db.filter('skus', (s) => s.productId === productId);
  const materials = [...new Set(skus.map((s) => skuMaterial(s, productId)))];
  return {
    icon: product ? categoryIcon(state, product.categoryId) : pick(Object.values(CATEGORY_ICONS), hash(`p${productId}`)),
    material: skuMaterial(skus[0], productId),
    materials: materials.length > 0 ? materials : [skuMaterial(undefined, productId)],
  };
}

function backdrop(width: number, height: number, material: string, id: string): { defs: string; body: string } {
  const light = mix(material, BRAND.white, 0.86);
  return {
    defs: `<radialGradient id="${id}" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${BRAND.white}"/><stop offset="1" stop-color="${light}"/></radialGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}

/** A product on a studio backdrop; `view` turns and frames it differently for the gallery's other pictures. */
function productPicture(
  look: { icon: IconName; material: string; materials: string[] },
  view: 'front' | 'turned' | 'close' | 'photo',
): Picture {
  const w = 600;
  const h = 600;
  const ground = backdrop(w, h, look.material, 'bg');
  // A near-white product would vanish on its own tint: light paint stands on the brand's tint instead.
  const halo = mix(luminanceOf(look.material) > 0.7 ? BRAND.primary : look.material, BRAND.white, 0.72);
  const shadow = `<ellipse cx="300" cy="520" rx="170" ry="20" fill="${BRAND.ink}" fill-opacity="0.12"/>`;
  const swatches = look.materials
    .slice(0, 4)
    .map(
      (m, i, all) =>
        `<circle cx="${300 + (i - (all.length - 1) / 2) * 44}" cy="566" r="14" fill="${m}" stroke="${BRAND.white}" stroke-width="4"/>`,
    )
    .join('');
  const brandBar = `<rect x="0" y="0" width="${w}" height="10" fill="${BRAND.primary}"/>`;
  let art: string;
  if (view === 'front') {
    art = `<circle cx="300" cy="285" r="215" fill="${halo}"/>${shadow}${iconArt(look.icon, { cx: 300, cy: 285, size: 330, material: look.material })}`;
  } else if (view === 'turned') {
    art = `<rect x="70" y="70" width="460" height="430" rx="48" fill="${halo}"/>${shadow}${iconArt(look.icon, { cx: 300, cy: 280, size: 340, material: look.material, rotate: -14 })}`;
  } else if (view === 'close') {
    // Closer than the front view, but whole: a picture cut at its edges reads as a cropped thumbnail.
    art = `<circle cx="300" cy="290" r="262" fill="${halo}"/>${iconArt(look.icon, { cx: 300, cy: 290, size: 440, material: look.material })}`;
  } else {
    const table = mix(BRAND.accent, BRAND.white, 0.55);
    art =
      `<rect x="0" y="380" width="${w}" height="220" fill="${table}"/>` +
      `<ellipse cx="300" cy="470" rx="190" ry="26" fill="${BRAND.ink}" fill-opacity="0.14"/>` +
      iconArt(look.icon, { cx: 300, cy: 330, size: 300, material: look.material, rotate: 6 });
  }
  return { width: w, height: h, svg: svgDocument(w, h, `${ground.body}${art}${view === 'photo' ? '' : swatches}${brandBar}`, ground.defs) };
}

/**
 * The product description's wide picture: the product, its colours, and three feature marks (genuine, shipping,
 * quality) as round tiles. No bars standing for text: they read as content that never loaded.
 */
function detailPicture(look: { icon: IconName; material: string; materials: string[] }): Picture {
  const w = 750;
  const h = 500;
  const features: IconName[] = ['shield-check', 'truck', 'gem'];
  const swatches = look.materials.slice(0, 4);
  const body =
    `<rect width="${w}" height="${h}" fill="${BRAND.paper}"/>` +
    `<rect x="0" y="0" width="390" height="${h}" fill="${mix(look.material, BRAND.white, 0.8)}"/>` +
    iconArt(look.icon, { cx: 195, cy: 240, size: 270, material: look.material }) +
    swatches
      .map(
        (m, i) =>
          `<rect x="${570 - (swatches.length * 66 - 16) / 2 + i * 66}" y="110" width="50" height="50" rx="12" fill="${m}" stroke="${BRAND.ink}" stroke-opacity="0.15"/>`,
      )
      .join('') +
    features
      .map(
        (icon, i) =>
          `<circle cx="${470 + i * 100}" cy="320" r="40" fill="${mix(BRAND.primary, BRAND.white, 0.85)}"/>` +
          iconArt(icon, { cx: 470 + i * 100, cy: 320, size: 44, material: BRAND.primary, flat: true }),
      )
      .join('');
  return { width: w, height: h, svg: svgDocument(w, h, body) };
}

/**
 * A wide picture with a headline on the left and round tiles of goods on the right. Pages show banners cropped to
 * their own box (object-fit: cover), so text and tiles stay inside the middle 72% of the width.
 */
function bannerPicture(width: number, height: number, headline: string, icons: IconName[], tone: number, key: string): Picture {
  const [from, to] = pick(BANNER_GROUNDS, tone);
  const defs = `<linearGradient id="bn" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const safe = width * 0.14;
  const tileRadius = Math.min(height * 0.2, width * 0.07);
  const tileCount = Math.min(3, icons.length);
  const tilesWidth = tileCount > 0 ? tileCount * tileRadius * 1.6 + tileRadius * 0.4 : 0;
  const textWidth = width - 2 * safe - tilesWidth - (tileCount > 0 ? width * 0.04 : 0);
  const fontSize = Math.round(Math.min(height * 0.16, textWidth / (Math.max(6, headline.length) * 0.68)));
  const tiles = icons.slice(0, tileCount).map((icon, i) => {
    const cx = width - safe - tileRadius - (tileCount - 1 - i) * tileRadius * 1.6;
    const cy = height / 2 + (i % 2 === 0 ? -height * 0.06 : height * 0.08);
    const material = MATERIALS[pick(PLAIN_MATERIALS, hash(`${key}-${i}`))] ?? BRAND.accent;
    return (
      `<circle cx="${cx}" cy="${cy}" r="${tileRadius}" fill="${BRAND.white}"/>` +
      iconArt(icon, { cx, cy, size: tileRadius * 1.3, material })
    );
  });
  const baseline = height / 2 + fontSize / 3;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bn)"/>` +
    `<circle cx="${width - safe}" cy="${-height * 0.1}" r="${height * 0.55}" fill="${BRAND.white}" fill-opacity="0.08"/>` +
    `<circle cx="${safe + width * 0.2}" cy="${height * 1.15}" r="${height * 0.45}" fill="${BRAND.white}" fill-opacity="0.06"/>` +
    text(headline, { x: safe, y: baseline, size: fontSize, fill: BRAND.white }) +
    `<rect x="${safe}" y="${baseline + fontSize * 0.45}" width="${fontSize * 1.9}" height="${Math.max(6, fontSize * 0.16)}" rx="${Math.max(3, fontSize * 0.08)}" fill="${BRAND.accent}"/>` +
    tiles.join('');
  return { width, height, svg: svgDocument(width, height, body, defs) };
}

function avatar(seedKey: string, letters: string | null): Picture {
  const size = 160;
  const colour = pick(SHOP_COLOURS, hash(seedKey));
  const inner = letters
    ? text(letters, {
        x: 80,
        y: 80 + (letters.length > 1 ? 22 : 24),
        size: letters.length > 1 ? 62 : 68,
        fill: BRAND.white,
        anchor: 'middle',
      })
    : iconArt('user-round', { cx: 80, cy: 84, size: 104, material: BRAND.white, flat: true });
  return { width: size, height: size, svg: svgDocument(size, size, `<rect width="${size}" height="${size}" fill="${colour}"/>${inner}`) };
}

function iconTile(size: number, icon: IconName, colour: string, round: boolean): Picture {
  const ground = round
    ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${mix(colour, BRAND.white, 0.86)}"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${mix(colour, BRAND.white, 0.86)}"/>`;
  return {
    width: size,
    height: size,
    svg: svgDocument(size, size, ground + iconArt(icon, { cx: size / 2, cy: size / 2, size: size * 0.58, material: colour, flat: true })),
  };
}

function logo(siteName: string): Picture {
  const w = 240;
  const h = 64;
  const body =
    `<rect x="4" y="6" width="52" height="52" rx="14" fill="${BRAND.primary}"/>` +
    iconArt('shopping-bag', { cx: 30, cy: 32, size: 30, material: BRAND.white, flat: true }) +
    `<circle cx="46" cy="16" r="6" fill="${BRAND.accent}"/>` +
    text(siteName, { x: 68, y: 43, size: Math.min(30, Math.floor(300 / Math.max(6, siteName.length))), fill: BRAND.ink, weight: 800 });
  return { width: w, height: h, svg: svgDocument(w, h, body) };
}

/** Something calm for a path no record explains (an edited URL): a brand pattern, never words. */
function pattern(key: string, width: number, height: number): Picture {
  const h = hash(key);
  const colour = pick(SHOP_COLOURS, h);
  const dots = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${((h >> i) % 10) * (width / 10) + width / 20}" cy="${((h >> (i + 6)) % 6) * (height / 6) + height / 12}" r="${Math.min(width, height) / 10}" fill="${BRAND.white}" fill-opacity="0.18"/>`,
  ).join('');
  return {
    width,
    height,
    svg: svgDocument(
      width,
      height,
      `<rect width="${width}" height="${height}" fill="${colour}"/>${dots}${iconArt(FALLBACK_ICON, { cx: width / 2, cy: height / 2, size: Math.min(width, height) * 0.4, material: BRAND.white, flat: true })}`,
    ),
  };
}

function merchantIcons(state: MockState, merchantId: number): IconName[] {
  const icons: IconName[] = [];
  for (const p of state.db.all('products')) {
    if (p.merId !== merchantId) continue;
    const icon = categoryIcon(state, p.categoryId);
    if (!icons.includes(icon)) icons.push(icon);
    if (icons.length === 3) break;
  }
  while (icons.length < 3) icons.push(pick(['shopping-bag', 'package', 'tag'] as const, icons.length));
  return icons;
}

const siteName = (state: MockState): string => state.db.byId('settings', 1)?.siteName ?? 'Tidewell';

/** The picture for a path under /mock-images/ (without the leading folder), e.g. "p/12.svg" or "m/3-street.svg". */
export function renderImage(path: string, state: MockState): Picture {
  const [kind = 'misc', ...rest] = path.replace(/\.svg$/, '').split('/');
  const name = rest.join('/');
  const [head, ...tail] = name.split('-');
  const suffix = tail.join('-');
  switch (kind) {
    case 'p': {
      const look = productLook(state, num(head));
      if (suffix === 'detail') return detailPicture(look);
      return productPicture(look, suffix === '2' ? 'turned' : suffix === '3' ? 'close' : 'front');
    }
    case 'sku': {
      const sku = state.db.byId('skus', num(name));
      const look = productLook(state, sku?.productId ?? num(name));
      return productPicture({ ...look, material: skuMaterial(sku, sku?.productId ?? num(name)) }, 'front');
    }
    case 'review': {
      const review = state.db.byId('reviews', num(head));
      if (!review) return productPicture(productLook(state, num(head)), 'photo');
      const look = productLook(state, review.productId);
      const colour = review.sku.split(',')[0] ?? '';
      return productPicture({ ...look, material: MATERIALS[colour] ?? look.material }, 'photo');
    }
    case 'm': {
      const merchant = state.db.byId('merchants', num(head));
      const shopName = merchant?.name ?? name;
      const colour = shopColour(num(head) || hash(name));
      if (suffix === '') return shopLogo(shopName, colour);
      if (suffix === 'licence') return licence(shopName, colour);
      const icons = merchantIcons(state, num(head));
      if (suffix.startsWith('banner')) {
        // The shop page shows its banners at 1200 x 180 (web shop-banner.tsx).
        return bannerPicture(
          1200,
          180,
          merchant?.name.replace(/\s*\(.*\)$/, '') ?? initials(name),
          icons,
          num(suffix.replace('banner-', '')) + 1,
          name,
        );
      }
      return shopFront(shopName, colour, icons, 1160, 280);
    }
    case 'banner': {
      const banner = state.db.find('banners', (b) => b.pic.endsWith(`/banner/${name}.svg`));
      const headline = banner?.name ?? siteName(state);
      const cid = num(/cid=(\d+)/.exec(banner?.url ?? '')?.[1]);
      const children = state.db
        .filter('categories', (c) => c.pid === cid)
        .flatMap((mid) => state.db.filter('categories', (c) => c.pid === mid.id));
      const icons =
        children.length > 0
          ? children.map((c) => CATEGORY_ICONS[c.name] ?? FALLBACK_ICON).filter((icon, i, all) => all.indexOf(icon) === i)
          : (['store', 'shopping-bag', 'gem'] as IconName[]);
      return bannerPicture(1200, 400, headline, icons, (banner?.id ?? hash(name)) - 1, name);
    }
    case 'activity': {
      const activity = state.db.byId('activities', num(name));
      const icons = (activity?.productIds ?? []).map((id) => productLook(state, id).icon).filter((icon, i, all) => all.indexOf(icon) === i);
      return bannerPicture(
        1200,
        360,
        activity?.name ?? siteName(state),
        icons.length > 0 ? icons : ['tag', 'gem', 'shopping-bag'],
        num(name),
        name,
      );
    }
    case 'avatar': {
      const user = name.startsWith('u') ? state.db.byId('users', num(name.slice(1))) : undefined;
      return avatar(name, user ? initials(user.nickname) : null);
    }
    case 'cat': {
      const category = state.db.byId('categories', num(name));
      return iconTile(96, category ? categoryIcon(state, category.id) : FALLBACK_ICON, BRAND.primary, false);
    }
    case 'g':
      return iconTile(64, pick(GUARANTEE_ICONS, Math.max(0, num(name) - 1) || 0), BRAND.primary, true);
    case 'menu':
      return iconTile(96, pick(MENU_ICONS, Math.max(0, num(name) - 1) || 0), BRAND.secondary, false);
    case 'misc':
      if (name === 'logo') return logo(siteName(state));
      if (name === 'shop-street') return shopFront(siteName(state), BRAND.primary, ['store', 'shirt', 'headphones'], 1200, 240);
      if (name === 'login') return bannerPicture(600, 800, siteName(state), [], 0, name);
      if (name === 'recommend')
        return productPicture(
          { icon: 'gem', material: BRAND.secondary, materials: [BRAND.secondary, BRAND.accent, BRAND.primary] },
          'front',
        );
      return pattern(path, 600, 600);
    default:
      return pattern(path, 600, 600);
  }
}
