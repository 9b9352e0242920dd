import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiContract } from '@contract';
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

/**
 * Routes without their file, with why: the web does not call them at all (docs/conventions.md, "One vocabulary").
 * An entry whose file appears fails, so the list cannot go stale.
 */
const EXCEPTIONS: Record<string, string> = {
  'home.payCurrency': 'the currency also arrives in home.pcIndex (shopPayCurrency), which the frame already reads',
  'products.skuDetail': 'the product page and the SKU dialog read the SKUs from products.detail',
  'reviews.latest': "the product page's review section pages reviews.list and reads the counts from reviews.config",
  'orders.visitorMasterDetail': 'a visitor lookup by order number and identity; the storefront has no such page',
  'orders.visitorDetail': 'as orders.visitorMasterDetail',
  'collections.batchAddProducts': 'no page favourites several products at once',
  'merchants.customerService': "the contact panel is the platform's (home.pcIndex consumer* fields); no page shows a shop's own",
  'addresses.getDefault': 'checkout picks from addresses.listAll, whose rows mark the default',
  'addresses.detail': 'the edit dialog is filled from the row of addresses.list',
};

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
    expect(new Set(routes.map((r) => r.resource)).size).toBe(17);
  });

  for (const { resource, route, id } of routes) {
    const reason = EXCEPTIONS[id];
    if (reason !== undefined) {
      it(`${id} is an exception (${reason}) and has no file yet`, () => {
        expect(fileOf(resource, route), `${id} has its file now: remove it from EXCEPTIONS`).toBeUndefined();
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
    expect(Object.keys(EXCEPTIONS).filter((id) => !ids.has(id))).toEqual([]);
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
