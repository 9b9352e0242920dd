import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiContract } from '../contract/src/contract';

// The mapping table of docs/conventions.md ("One vocabulary", "Every resource") holds for the whole repository:
// every contract resource has its row, and every file or folder a row names exists. Then the mock's tests name
// every route key, so a grep of a route key finds its contract entry, its handler, its web call
// (web/src/app/vocabulary.test.ts) and its tests.
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts: string[]) => join(root, ...parts);

interface Row {
  resource: string;
  contract: string[];
  mockCore: string[];
  mockTests: string[];
  web: string[];
  namespace: string[];
  e2e: string[];
}

/** The backticked names of a cell (footnote marks and prose around them are ignored). */
const names = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

function table(): Row[] {
  const text = readFileSync(at('docs', 'conventions.md'), 'utf8');
  const start = text.indexOf('Every resource:');
  expect(start, 'docs/conventions.md has the "Every resource" table').toBeGreaterThan(0);
  const rows: Row[] = [];
  for (const line of text.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    const cells = line.split('|').slice(1, -1);
    const [resource = '', contract = '', mockCore = '', mockTests = '', web = '', namespace = '', e2e = ''] = cells.map((c) => c.trim());
    if (resource === 'resource' || resource.startsWith('---')) continue;
    rows.push({
      resource,
      contract: names(contract),
      mockCore: names(mockCore),
      mockTests: names(mockTests),
      web: names(web),
      namespace: names(namespace),
      e2e: names(e2e),
    });
  }
  return rows;
}

const rows = table();
const resources = [...Object.keys(apiContract), 'mock'];
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('docs/conventions.md, "Every resource"', () => {
  it('has one row per contract resource and the mock, no more', () => {
    expect(rows.map((row) => row.resource).sort()).toEqual([...resources].sort());
  });

  for (const row of rows) {
    describe(row.resource, () => {
      it('contract and mock core files exist, named after the resource', () => {
        const stem = row.resource === 'mock' ? 'mock-control' : kebab(row.resource);
        expect(row.contract[0]).toBe(row.resource === 'mock' ? 'mock-control.ts' : `resources/${stem}.ts`);
        expect(existsSync(at('contract', 'src', row.contract[0] ?? '')), row.contract[0]).toBe(true);
        expect(row.mockCore).toEqual([`core/${stem}.ts`]);
        expect(existsSync(at('mock-server', 'src', `core/${stem}.ts`))).toBe(true);
      });

      it('mock tests exist: core/<r>.test.ts and the <r>.<topic> ones the row names', () => {
        const stem = row.resource === 'mock' ? 'mock-control' : kebab(row.resource);
        expect(row.mockTests[0]).toBe(`core/${stem}.test.ts`);
        const files = row.mockTests.map((name, index) => (index === 0 ? name : `core/${name}.test.ts`));
        for (const file of files) expect(existsSync(at('mock-server', 'src', file)), file).toBe(true);
        // And no topic file the row forgets.
        const onDisk = readdirSync(at('mock-server', 'src', 'core')).filter(
          (file) => file.startsWith(`${stem}.`) && file.endsWith('.test.ts'),
        );
        expect(onDisk.map((file) => `core/${file}`).sort()).toEqual([...files].sort());
      });

      it('the web place exists', () => {
        expect(row.web.length).toBeGreaterThan(0);
        expect(existsSync(at('web', 'src', row.web[0] ?? '')), row.web[0]).toBe(true);
      });

      it('the locale namespace exists in every locale, or the row says none', () => {
        const locales = readdirSync(at('web', 'src', 'locales'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
        for (const namespace of row.namespace) {
          for (const locale of locales)
            expect(existsSync(at('web', 'src', 'locales', locale.name, `${namespace}.json`)), `${locale.name}/${namespace}`).toBe(true);
        }
      });

      it('the e2e specs it names exist', () => {
        for (const name of row.e2e) {
          const file = name.endsWith('.spec.ts') ? name : `${name}.spec.ts`;
          expect(existsSync(at('e2e', 'specs', file)), file).toBe(true);
        }
      });
    });
  }
});

describe('a grep of a route key finds its handler and its tests', () => {
  const coreTests = readdirSync(at('mock-server', 'src', 'core'))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => readFileSync(at('mock-server', 'src', 'core', file), 'utf8'))
    .join('\n');
  for (const [resource, routes] of Object.entries(apiContract)) {
    const handler = readFileSync(at('mock-server', 'src', 'core', `${kebab(resource)}.ts`), 'utf8');
    for (const key of Object.keys(routes)) {
      it(`${resource}.${key}`, () => {
        expect(handler, `core/${kebab(resource)}.ts handles ${key}`).toMatch(new RegExp(`\\b${key}\\s*:`));
        const typed = coreTests.includes(`.${resource}.${key}(`);
        const raw = coreTests.includes(`'${resource}.${key}'`);
        expect(typed || raw, `a test under mock-server/src/core calls ${resource}.${key}`).toBe(true);
      });
    }
  }
});
