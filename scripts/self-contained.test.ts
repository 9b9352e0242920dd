import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Nothing in the repository points outside it: comments and docs cite docs/product-rules.md, docs/backend-wire.md,
// docs/storefront.md (or another docs/ file), never the product spec or the backend notes the project started from.
// Every folder of the repository is checked.
const root = fileURLToPath(new URL('..', import.meta.url));
const CHECKED = [
  'web',
  'contract',
  'scripts',
  'mock-server',
  'e2e',
  'docs',
  'README.md',
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'playwright.demo.config.ts',
  'playwright.dev.config.ts',
  'vite.demo.config.ts',
  '.ci',
  'package.json',
];
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|html|css|json|yml|yaml)$/;
const SKIP = new Set(['node_modules', 'dist', 'public', 'test-results', 'playwright-report']);

/** What an outside citation looks like: a section sign after "spec", the spec and backend notes by file name, a path into shared/. */
const OUTSIDE: [string, RegExp][] = [
  ['a spec section', /\bspec\s*§/i],
  ['the spec file', /\bspec\.md\b/],
  ['the backend notes', /\bbackend-api(\.md)?\s*§|\bbackend-api\.md\b/],
  // docs/architecture.md is the repository's own; the notes outside it are cited bare or from shared/.
  ['the architecture notes', /(?<![\w./-])architecture\.md\b|\bshared\/architecture\.md\b/],
  ['the toolchain notes', /\btoolchain\.md\b/],
  ['a shared/ folder outside the repository', /(\.\.\/|\/work\/)shared\b/],
];

function files(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => (SKIP.has(name) ? [] : files(join(path, name))));
}

const self = relative(root, fileURLToPath(import.meta.url));
const checked = CHECKED.flatMap(files).filter((path) => TEXT.test(path) && path !== self);

/** Each citation of something outside the repository, as "file:line: what". */
function outsideCitations(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => OUTSIDE.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${path}:${index + 1}: ${what}`));
}

describe('self-contained comments and docs', () => {
  it('finds the citations it looks for', () => {
    expect(outsideCitations('x.ts', ['// spec §5: at most 5', '// see backend-api.md §1.1', '/* ../shared/spec.md */'].join('\n'))).toEqual(
      ['x.ts:1: a spec section', 'x.ts:2: the backend notes', 'x.ts:3: the spec file', 'x.ts:3: a shared/ folder outside the repository'],
    );
    expect(outsideCitations('x.ts', '// docs/product-rules.md: at most 5; see docs/backend-wire.md, "Paging"')).toEqual([]);
    expect(outsideCitations('x.md', 'see [docs/architecture.md](./architecture.md)')).toEqual([]);
    expect(outsideCitations('x.md', 'see architecture.md')).toEqual(['x.md:1: the architecture notes']);
  });

  it('reads the folders it checks', () => {
    expect(checked.length).toBeGreaterThan(300);
    expect(checked).toContain('docs/backend-wire.md');
  });

  it('cites nothing outside the repository in web/, contract/, scripts/, docs/ and the README', () => {
    expect(checked.flatMap((path) => outsideCitations(path, readFileSync(join(root, path), 'utf8')))).toEqual([]);
  });
});
