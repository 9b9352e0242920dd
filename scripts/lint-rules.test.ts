import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of docs/conventions.md, proved on small sources linted with the repository's own eslint.config.js.
// Each source is linted as if it were the file `at`; the file need not exist (the rule reads paths only).
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

// The first lint loads the config, its plugins and the TypeScript parser: done once here, with room on a busy machine.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};', { filePath: `${root}web/src/lib/warm-up.ts` });
}, 120_000);

async function boundaryErrors(at: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${at}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/boundaries').map((message) => message.message);
}

const forbidden: [string, string, string, RegExp][] = [
  [
    'a feature importing another feature',
    'web/src/features/catalog/components/x.tsx',
    "export { a } from '../../orders/api/orders-list';",
    /features never import other features \(catalog -> orders\)/,
  ],
  [
    'a feature importing another feature (type only)',
    'web/src/features/catalog/x.ts',
    "export type { A } from '../cart/cart-selection';",
    /catalog -> cart/,
  ],
  ['a feature importing app/', 'web/src/features/cart/x.ts', "export { a } from '../../app/route-table';", /features never import app/],
  [
    'components/ importing a feature',
    'web/src/components/layout/x.tsx',
    "export { a } from '../../features/cart/api/cart-list';",
    /components\/ never imports features/,
  ],
  [
    'components/ importing a feature lazily',
    'web/src/components/ui/x.tsx',
    "export const m = () => import('../../features/cart/api/cart-list');",
    /components\/ never imports features/,
  ],
  ['lib/ importing app/', 'web/src/lib/x.ts', "export { a } from '../app/route-table';", /lib\/ never imports app/],
  ['lib/ importing a feature', 'web/src/lib/x.ts', "export { a } from '../features/auth/lib/panels';", /lib\/ never imports features/],
  [
    'shell/ importing a feature',
    'web/src/shell/x.ts',
    "export { a } from '../features/cart/api/cart-list';",
    /shell\/ never imports features/,
  ],
  [
    'web importing the mock server',
    'web/src/features/cart/x.ts',
    "export { a } from '../../../../mock-server/src/db';",
    /web\/ never imports mock-server/,
  ],
  [
    'web importing scripts/',
    'web/src/lib/x.ts',
    "export type { A } from '../../../scripts/vite-plugin-api-routes';",
    /web\/ never imports scripts/,
  ],
  [
    'the app importing the mock server',
    'web/src/app/x.ts',
    "export { a } from '../../../mock-server/src/db';",
    /web\/ never imports mock-server/,
  ],
  [
    'the contract importing a package',
    'contract/src/resources/x.ts',
    "export { a } from 'react';",
    /the contract imports only zod, ts-rest and itself/,
  ],
  [
    'the contract importing the web',
    'contract/src/x.ts',
    "export { a } from '../../web/src/lib/format/money';",
    /the contract imports only zod, ts-rest and itself/,
  ],
  [
    'the contract importing the mock',
    'contract/src/x.ts',
    "export { a } from '../../mock-server/src/db';",
    /the contract imports only zod, ts-rest and itself/,
  ],
  [
    'the production server importing a feature',
    'server/x.ts',
    "export { a } from '../web/src/features/cart/api/cart-list';",
    /server\/ imports from web\/ only/,
  ],
  [
    'the production server importing the mock',
    'server/x.ts',
    "export { a } from '../mock-server/src/db';",
    /server\/ never imports mock-server/,
  ],
  ['web/ importing the production server', 'web/src/app/x.ts', "export { a } from '../../../server/app';", /web\/ never imports server\//],
  [
    'the early script importing the app beyond its declarations',
    'web/src/boot/x.ts',
    "export { a } from '../app/route-table';",
    /boot\/ imports only lib\/ and the first-view declarations/,
  ],
  [
    'the early script importing a feature',
    'web/src/boot/x.ts',
    "export { a } from '../features/cart/api/cart-list';",
    /boot\/ imports only/,
  ],
  ['lib/ importing the early script', 'web/src/lib/x.ts', "export { a } from '../boot/early-requests';", /lib\/ never imports boot\//],
];

const allowed: [string, string, string][] = [
  ['a feature importing components/', 'web/src/features/cart/components/x.tsx', "export { a } from '../../../components/ui/button';"],
  [
    'a feature importing lib/ and shell/',
    'web/src/features/cart/x.ts',
    "export { a } from '../../lib/format/money';\nexport { b } from '../../shell/user-info';",
  ],
  ['a feature importing its own files', 'web/src/features/cart/components/x.tsx', "export { a } from '../api/cart-list';"],
  ['a feature importing the contract', 'web/src/features/cart/x.ts', "export type { A } from '@contract';"],
  [
    'components/ importing shell/ and lib/',
    'web/src/components/layout/x.tsx',
    "export { a } from '../../shell/pc-index';\nexport { b } from '../../lib/format/money';",
  ],
  ['app/ importing features', 'web/src/app/routes/x.tsx', "export { a } from '../../features/cart/api/cart-list';"],
  [
    'the early script importing lib/ and the first-view declarations',
    'web/src/boot/x.ts',
    "export { a } from '../lib/i18n/locales';\nexport { b } from '../app/first-view';\nexport type { C } from '../app/first-view/calls';",
  ],
  ['web/src/testing importing the mock server', 'web/src/testing/x.ts', "export { a } from '../../../mock-server/src/db';"],
  ['web/src/demo importing the mock server', 'web/src/demo/x.ts', "export { a } from '../../../mock-server/src/db';"],
  [
    'the contract importing zod, ts-rest and itself',
    'contract/src/x.ts',
    "export { z } from 'zod';\nexport { initContract } from '@ts-rest/core';\nexport { a } from './common/c.ts';",
  ],
  [
    'the production server importing web/src/lib and the server entry',
    'server/x.ts',
    "export { LOCALES } from '../web/src/lib/i18n/locales';\nexport type { RenderResult } from '../web/src/app/ssr/entry-server';",
  ],
  [
    'a contract test importing vitest and node:fs',
    'contract/src/x.test.ts',
    "export { it } from 'vitest';\nexport { readFileSync } from 'node:fs';",
  ],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(forbidden)('rejects %s', async (_name, at, source, message) => {
    const errors = await boundaryErrors(at, source);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each(allowed)('accepts %s', async (_name, at, source) => {
    expect(await boundaryErrors(at, source)).toEqual([]);
  });
});

async function kitErrors(at: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${at}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/kit-classes').map((message) => message.message);
}

// The kit owns every daisyUI class (docs/conventions.md, "The kit"; names in scripts/daisy-classes.js).
const kitForbidden: [string, string, string, RegExp][] = [
  [
    'a raw button class',
    'web/src/features/cart/components/x.tsx',
    'export const A = () => <button className="btn btn-sm mt-2" />;',
    /'btn', 'btn-sm'/,
  ],
  [
    'a modifier chosen in a template',
    'web/src/app/routes/x.tsx',
    "export const A = ({ on }: { on: boolean }) => <a className={`tab ${on ? 'tab-active' : ''}`} />;",
    /'tab'[\s\S]*'tab-active'/,
  ],
  [
    "a class in a template literal's text beside a kit constant",
    'web/src/components/catalog/x.tsx',
    "import { CARD } from '../ui/classes';\nexport const A = ({ wide }: { wide: boolean }) => <div className={`${CARD} card-body ${wide ? 'w-full' : ''} p-3`} />;",
    /'card-body'/,
  ],
  [
    'a variant behind a hover prefix',
    'web/src/components/layout/x.tsx',
    'export const A = () => <a className="hover:badge-primary" />;',
    /'badge-primary'/,
  ],
  [
    'a class list kept in a constant',
    'web/src/features/coupons/x.ts',
    "export const HELD = 'badge badge-ghost badge-sm';",
    /'badge-ghost', 'badge-sm'/,
  ],
  ['a skeleton shape', 'web/src/features/home/x.tsx', 'export const A = () => <div className="h-40 w-full skeleton" />;', /'skeleton'/],
  [
    "a class in a prop that passes classes on (a list's itemClassName)",
    'web/src/features/cart/x.tsx',
    'import { SkeletonList } from \'../../components/ui/skeleton\';\nexport const A = () => <SkeletonList count={2} className="space-y-3" itemClassName="h-24 skeleton" />;',
    /'skeleton'/,
  ],
  [
    'a hand-written skeleton from the class constant',
    'web/src/app/routes/x.tsx',
    "import { SKELETON } from '../../components/ui/classes';\nexport const A = () => <div className={`h-48 w-full ${SKELETON}`} />;",
    /SKELETON outside the kit: use the kit's Skeleton or SkeletonList/,
  ],
];

const kitAllowed: [string, string, string][] = [
  ['the kit itself', 'web/src/components/ui/x.tsx', 'export const A = () => <button className="btn btn-primary" />;'],
  [
    "the kit's class constants composed with Tailwind utilities",
    'web/src/features/cart/x.tsx',
    "import { BTN, BTN_PRIMARY, BTN_SM } from '../../components/ui/classes';\nexport const A = ({ on }: { on: boolean }) => <a className={`${BTN} ${on ? BTN_PRIMARY : ''} ${BTN_SM} mt-2`} />;",
  ],
  [
    "the kit's skeleton components",
    'web/src/features/cart/x.tsx',
    'import { Skeleton } from \'../../components/ui/skeleton\';\nexport const A = () => <Skeleton className="h-48 w-full" />;',
  ],
  [
    'Tailwind utilities that share a prefix with daisyUI (table-auto, select-none, list-disc, collapse)',
    'web/src/features/cart/x.tsx',
    'export const A = () => <ul className="table-auto select-none list-disc collapse rounded-box text-primary" />;',
  ],
  [
    'plain words outside a className, file names and other attributes',
    'web/src/features/cart/x.tsx',
    'import { a } from \'./tab-list\';\nexport const kind = \'link\';\nexport const B = () => <input type="checkbox" data-testid="btn-row" />;\nexport { a };',
  ],
];

describe('daisyUI classes only in the kit (eslint.config.js)', () => {
  it.each(kitForbidden)('rejects %s', async (_name, at, source, message) => {
    const errors = await kitErrors(at, source);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each(kitAllowed)('accepts %s', async (_name, at, source) => {
    expect(await kitErrors(at, source)).toEqual([]);
  });
});

describe('web test files set i18next up through initI18n (vitest.config.ts: files share a worker)', () => {
  const restricted = async (at: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath: `${root}${at}` });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  };

  it.each([
    ['i18next.init', "import i18next from 'i18next';\nawait i18next.init({ lng: 'en' });\n"],
    [
      'i18next.use(…).init',
      "import i18next from 'i18next';\nawait i18next.use({ type: '3rdParty', init: () => undefined }).init({ lng: 'en' });\n",
    ],
  ])('refuses %s in a web test', async (_name, source) => {
    expect(await restricted('web/src/components/x.test.tsx', source)).toEqual([
      'set i18next up with initI18n (lib/i18n/i18n.ts) or renderWithApp (testing/render.tsx), never i18next.init',
    ]);
  });

  it('allows initI18n in a web test, and i18next.init in the app itself', async () => {
    expect(
      await restricted('web/src/components/x.test.tsx', "import { initI18n } from '../lib/i18n/i18n';\nawait initI18n('en');\n"),
    ).toEqual([]);
    expect(await restricted('web/src/lib/i18n/x.ts', "import i18next from 'i18next';\nawait i18next.init({ lng: 'en' });\n")).toEqual([]);
  });
});
