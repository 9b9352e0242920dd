import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(path)));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * The brand lives once, as daisyUI theme tokens in theme.css (docs/brand.md): pages use the token classes
 * (mock-server/src/images/render.test.ts checks the generated pictures paint with the same colours).
 */
describe('brand tokens', () => {
  it('defines the Tidewell theme as the default and the type scale once', async () => {
    const css = await readFile(join(root, 'theme.css'), 'utf8');
    // Either quote style: Prettier writes single quotes.
    expect(css).toMatch(/@plugin ['"]daisyui\/theme['"] \{\s*name: ['"]tidewell['"];\s*default: true;/);
    for (const token of [
      'primary',
      'primary-content',
      'secondary',
      'accent',
      'neutral',
      'base-100',
      'base-content',
      'error',
      'success',
      'warning',
      'info',
    ]) {
      expect(css, token).toMatch(new RegExp(`--color-${token}: #[0-9a-f]{6};`));
    }
    for (const step of ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'])
      expect(css, step).toMatch(new RegExp(`--text-${step}: [0-9.]+rem;`));
  });

  it('leaves no raw palette colour in the pages: they use the theme tokens', async () => {
    const raw =
      /\b(?:text|bg|border|ring|from|to|fill|stroke)-(?:red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|gray|slate|zinc|stone)-\d{2,3}\b/g;
    // The price component's sale colour is left to the price display's own rework (docs/brand.md, "Left as is").
    const allowed = new Set(['components/catalog/price.tsx']);
    const found: string[] = [];
    for (const file of await sourceFiles(root)) {
      const name = file.slice(root.length);
      if (allowed.has(name)) continue;
      for (const match of (await readFile(file, 'utf8')).matchAll(raw)) found.push(`${name}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
