import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './vite-plugin-route-preloads';

const dir = mkdtempSync(join(tmpdir(), 'route-preloads-src-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const source = (name: string, text: string): string => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

const page = source(
  'cart-page.tsx',
  "import { money } from './money';\nconst Form = lazyOnArrival(() => import('./cart-form'));\nconst Dialog = lazy(() => import('./dialog'));\n",
);
source('money.ts', 'export const money = 1;\n');
const form = source('cart-form.tsx', "import { money } from './money';\n");
const dialog = source('dialog.tsx', '');
const home = source('home-page.tsx', "import { shared } from './shared';\n");
source('shared.ts', '');

/** A chunk of a bundle: its file, the module it stands for (an entry or a dynamic import), what it imports. */
const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as Rolldown.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/web/index.html', ['assets/react.js', 'assets/shared.js'], true),
    chunk('assets/react.js', null, []),
    chunk('assets/shared.js', null, []),
    chunk('assets/cart-page.js', page, ['assets/money.js', 'assets/react.js']),
    chunk('assets/money.js', null, []),
    chunk('assets/cart-form.js', form, ['assets/money.js', 'assets/forms.js']),
    chunk('assets/forms.js', null, []),
    chunk('assets/dialog.js', dialog, []),
    chunk('assets/home-page.js', home, ['assets/shared.js']),
    chunk('assets/locales/v/en/cart.js', '/web/src/locales/en/cart.json', []),
    chunk('assets/locales/v/zh-CN/cart.js', '/web/src/locales/zh-CN/cart.json', []),
  ].map((item) => [item.fileName, item]),
) as Rolldown.OutputBundle;

describe('route preloads of a build', () => {
  it("lists a route's chunk and its parts on arrival with their imports, less the entry's, in the table's order", () => {
    const { routes } = routePreloads(bundle, [home, page]);
    expect(routes).toHaveLength(2);
    // Home's own import is the entry's too.
    expect(routes[0]).toEqual(['assets/home-page.js']);
    // The form comes on arrival (lazyOnArrival); the dialog on interaction (lazy), so not here; react is the entry's.
    expect([...(routes[1] ?? [])].sort()).toEqual(['assets/cart-form.js', 'assets/cart-page.js', 'assets/forms.js', 'assets/money.js']);
  });

  it('maps each catalog by language and namespace', () => {
    expect(routePreloads(bundle, []).catalogs).toEqual({
      en: { cart: 'assets/locales/v/en/cart.js' },
      'zh-CN': { cart: 'assets/locales/v/zh-CN/cart.js' },
    });
  });
});
