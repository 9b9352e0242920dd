import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiContract } from '@contract';
import { UNCALLED_ROUTES } from './uncalled-routes';
import apiExports from './api-exports.json';

/**
 * One vocabulary (docs/conventions.md): every route key `k` of every contract resource `r` has its web call in a
 * file `<r>-<k>.ts` (kebab-case), in the resource's feature or, for the page frame and the one upload hook, in
 * `shell/` or `components/upload/`. A reader who knows the contract then knows the file, and a grep of the route
 * key finds it.
 */
const src = new URL('..', import.meta.url).pathname;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Where `<r>-<k>.ts` may live, relative to web/src. */
const folders = (resource: string) => [`features/${kebab(resource)}/api`, 'shell', 'components/upload'];

/** The resources of docs/conventions.md, "Every resource" (the first cell of each row), but the mock's control API. */
function documentedResources(): string[] {
  const text = readFileSync(new URL('../../../docs/conventions.md', import.meta.url), 'utf8');
  const table = text.slice(text.indexOf('Every resource:')).split('\n\n')[1] ?? '';
  return [...table.matchAll(/^\| (\w+) \|/gm)].map((match) => match[1] ?? '').filter((name) => name !== 'resource' && name !== 'mock');
}

const routes = Object.entries(apiContract).flatMap(([resource, router]) =>
  Object.keys(router).map((route) => ({ resource, route, id: `${resource}.${route}` })),
);

const fileOf = (resource: string, route: string) =>
  folders(resource)
    .map((folder) => `${folder}/${kebab(resource)}-${kebab(route)}.ts`)
    .find((path) => existsSync(`${src}${path}`));

describe('one vocabulary: the web call of each route key', () => {
  it('reads every resource of the contract', () => {
    expect(routes.length).toBeGreaterThan(100);
    // scripts/vocabulary.test.ts holds the table to the contract; here, the walk over the contract must meet each.
    expect([...new Set(routes.map((r) => r.resource))].sort()).toEqual(documentedResources().sort());
    expect(documentedResources().length).toBeGreaterThan(10);
  });

  for (const { resource, route, id } of routes) {
    const reason = UNCALLED_ROUTES[id];
    if (reason !== undefined) {
      it(`${id} is an exception (${reason}) and has no file yet`, () => {
        expect(fileOf(resource, route), `${id} has its file now: remove it from UNCALLED_ROUTES in uncalled-routes.ts`).toBeUndefined();
      });
      continue;
    }
    it(`${id} is called in ${kebab(resource)}-${kebab(route)}.ts`, () => {
      const file = fileOf(resource, route);
      expect(file, `no ${kebab(resource)}-${kebab(route)}.ts in ${folders(resource).join(', ')}`).toBeDefined();
      expect(readFileSync(`${src}${file ?? ''}`, 'utf8')).toContain(`api().${resource}.${route}(`);
    });
  }

  it('lists only routes of the contract as exceptions', () => {
    const ids = new Set(routes.map((r) => r.id));
    expect(Object.keys(UNCALLED_ROUTES).filter((id) => !ids.has(id))).toEqual([]);
  });
});

/**
 * Names of a web call (docs/conventions.md): a route's file exports its read as `<r><K>QueryOptions` (query
 * options) or its write as the hook `use<R><K>` built on `useMutation`; anything else it exports is an UPPER_CASE
 * constant, a type, or a helper listed with its reason in api-exports.json.
 */
describe('names of a web call: exports named after the route key', () => {
  const cap = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const helpers: Record<string, Record<string, string> | undefined> = apiExports.helpers;
  const exported = (text: string) => [...text.matchAll(/^export (?:async )?(?:function|const|let) (\w+)/gm)].map((m) => m[1] ?? '');

  for (const { resource, route, id } of routes) {
    const file = fileOf(resource, route);
    if (file === undefined) continue;
    it(`${id}: ${file} exports ${resource}${cap(route)}QueryOptions or use${cap(resource)}${cap(route)}`, () => {
      const text = readFileSync(`${src}${file}`, 'utf8');
      const names = exported(text);
      const read = /\b(?:queryOptions|infiniteQueryOptions)\(/.test(text);
      const expected = read ? `${resource}${cap(route)}QueryOptions` : `use${cap(resource)}${cap(route)}`;
      expect(names, `${file} does not export ${expected}`).toContain(expected);
      if (!read) expect(text, `${file}: a write is a useMutation hook`).toContain('useMutation(');
      const allowed = helpers[id] ?? {};
      const others = names.filter((name) => name !== expected && !/^[A-Z][A-Z0-9_]*$/.test(name));
      expect(
        others.filter((name) => allowed[name] === undefined),
        `${file} exports names not after its route key`,
      ).toEqual([]);
      expect(
        Object.keys(allowed).filter((name) => !names.includes(name)),
        `api-exports.json lists helpers ${file} no longer exports`,
      ).toEqual([]);
    });
  }

  it('lists helpers only for routes of the contract', () => {
    const ids = new Set(routes.map((r) => r.id));
    expect(Object.keys(helpers).filter((id) => !ids.has(id))).toEqual([]);
  });
});
