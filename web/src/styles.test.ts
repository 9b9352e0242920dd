import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BTN } from './components/ui/classes';

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

/** The components theme.css leaves out of daisyUI (`exclude:`), by their names in daisyui/components/. */
async function excludedComponents(): Promise<string[]> {
  const css = await readFile(join(root, 'theme.css'), 'utf8');
  const list = /@plugin ['"]daisyui['"] \{[^}]*?exclude:([^;]*);/.exec(css)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The class names a daisyUI stylesheet defines. */
const classesOf = (css: string): Set<string> => new Set([...css.matchAll(/\.(-?[a-z][\w-]*)/g)].map((match) => match[1] ?? ''));

/**
 * Every class the web names: the static text of each `className` (strings and the fixed parts of template literals)
 * and every string of the kit (web/src/components/ui), which owns the daisyUI names (docs/conventions.md, "The kit");
 * and the same of the mock's QA console, whose stylesheet starts from theme.css as well.
 */
async function namedClasses(): Promise<Set<string>> {
  const names = new Set<string>();
  const add = (text: string) => {
    for (const token of text.split(/\s+/)) if (token) names.add(token.replace(/^[\w-]+:/, ''));
  };
  // The mock's QA console builds its stylesheet from theme.css too.
  const consoleDir = join(root, '../../mock-server/src/qa-console');
  const consolePage = join(consoleDir, 'console.html');
  for (const file of [...(await sourceFiles(root)), ...(await sourceFiles(consoleDir)), consolePage]) {
    const source = await readFile(file, 'utf8');
    for (const match of source.matchAll(/(?:className|class)=(?:"([^"]*)"|\{`([^`]*)`\})/g))
      add((match[1] ?? match[2] ?? '').replace(/\$\{[^}]*\}/g, ' '));
    // The console sets classes on elements it builds.
    for (const match of source.matchAll(/className = '([^']*)'|classList\.add\(([^)]*)\)/g))
      add((match[1] ?? match[2] ?? '').replace(/['",]/g, ' '));
    if (file.includes('/components/ui/'))
      // Its strings, less its comments (an apostrophe there is no quote) and an element's `role`
      // (`role={error ? 'alert' : 'status'}` names no class).
      for (const match of source
        .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
        .replace(/role=\{[^}]*\}/g, '')
        .matchAll(/'([^'\n]*)'/g))
        add(match[1] ?? '');
  }
  return names;
}

describe('daisyUI components in the stylesheet', () => {
  it('leaves out only components the web never names: an excluded one would lose its styles', async () => {
    const components = join(root, '../../node_modules/daisyui/components');
    const excluded = await excludedComponents();
    expect(excluded.length).toBeGreaterThan(0);
    const kept = (await readdir(components)).filter((file) => file.endsWith('.css') && !excluded.includes(file.slice(0, -4)));
    // A class of a kept component too (a size, a shared part) stays whatever is excluded.
    const keptClasses = new Set<string>();
    for (const file of kept) for (const name of classesOf(await readFile(join(components, file), 'utf8'))) keptClasses.add(name);
    const named = await namedClasses();
    expect(named).toContain(BTN);
    const lost: string[] = [];
    for (const component of excluded) {
      // Components, or utilities (glass).
      const file = [join(components, `${component}.css`), join(components, `../utilities/${component}.css`)];
      const css = await readFile(file[0] ?? '', 'utf8').catch(() => readFile(file[1] ?? '', 'utf8'));
      const own = [...classesOf(css)].filter((name) => !keptClasses.has(name));
      lost.push(...own.filter((name) => named.has(name)).map((name) => `${component}: ${name}`));
    }
    expect(lost).toEqual([]);
  });
});
