import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { graphNamespaces, staticGraph } from './namespace-graph';

const dir = mkdtempSync(join(tmpdir(), 'namespace-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, source: string): string => {
  const file = join(dir, name);
  writeFileSync(file, source);
  return file;
};

describe('staticGraph and graphNamespaces', () => {
  write('form.tsx', "export default function Form() { useTranslation('validation'); return null; }");
  write('named-form.tsx', "export function Named() { useTranslation('checkout'); return null; }");
  write('dialog.tsx', "export default function Dialog() { useTranslation('addresses'); return null; }");
  write('part.tsx', "export function Part() { useTranslation('products'); return null; }");
  write('row.tsx', "export function Row() { useTranslation('coupons'); return null; }");
  write('reviews.tsx', "export function Reviews() { useTranslation('reviews'); return null; }");
  const page = write(
    'page.tsx',
    [
      "import { Part } from './part';",
      "import type { Nothing } from './nothing';",
      "const Form = lazyOnArrival(() => import('./form'));",
      "const Named = lazyOnArrival(async () => ({ default: (await import('./named-form')).Named }));",
      "const Dialog = lazy(() => import('./dialog'));",
      "const Row = deferredPart(async () => (await import('./row')).Row, { onServer: true });",
      "const Reviews = deferredPart(async () => (await import('./reviews')).Reviews, { afterPageLoad: true });",
      "export default function Page() { useTranslation('settleIn'); const ready = usePartReady(Row, true); return null; }",
    ].join('\n'),
  );

  it('follows static imports, lazyOnArrival and the deferred parts the page waits for, not other lazy imports', () => {
    expect(
      staticGraph(page)
        .map((file) => file.slice(dir.length + 1))
        .sort(),
    ).toEqual(['form.tsx', 'named-form.tsx', 'page.tsx', 'part.tsx', 'row.tsx']);
  });

  it('a page renders with the namespaces of what arrives with it', () => {
    expect([...graphNamespaces(page)].sort()).toEqual(['checkout', 'coupons', 'products', 'settleIn', 'validation']);
  });
});
