import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiContract } from '@contract';

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
