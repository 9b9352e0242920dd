import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { apiContract } from './contract.ts';

/**
 * How a request is answered from the real-wire fixtures (contract/fixtures/real-wire: the real backend's answers,
 * docs/backend-wire.md), for the tests that serve a page from them, in the browser (e2e/fixtures/real-wire.ts) and to
 * the server renderer (web/src/testing/real-wire-backend.ts): a fixture is named `<resource>.<routeKey>[.<variant>]`
 * after the contract route a request's method and path match.
 */
const ROUTES = Object.entries(apiContract).flatMap(([resource, router]) =>
  Object.entries(router as AppRouter).flatMap(([key, route]) => {
    if (!isAppRoute(route)) return [];
    const appRoute: AppRoute = route;
    const source = appRoute.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
    return [{ name: `${resource}.${key}`, method: appRoute.method, pattern: new RegExp(`^${source}$`) }];
  }),
);

/** The contract route (`cart.list`) a request's method and path are, if any. */
export function realWireRoute(method: string, pathname: string): string | undefined {
  return ROUTES.find((entry) => entry.method === method && entry.pattern.test(pathname))?.name;
}

/** Text a page must never show on the real wire: a broken number, a missing field, an object or a raw JSON text. */
export const BROKEN_TEXT = /NaN|undefined|\[object Object\]|\{"|null\b/;
