import { apiContract } from '@contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { matchRoute } from '../core/route-match';

/** A route of the contract by its key (`products.list`), with its path split into segments (':name' a parameter). */
export interface NamedRoute {
  /** `<resource>.<routeKey>`, the project's one vocabulary (docs/conventions.md). */
  name: string;
  route: AppRoute;
  segments: readonly string[];
}

/** A request's route and the raw (still %-encoded) values of its path parameters. */
export interface RouteMatch {
  name: string;
  route: AppRoute;
  params: Record<string, string>;
}

function walk(router: AppRouter, prefix: string, out: NamedRoute[]): void {
  for (const [key, node] of Object.entries(router)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(node)) out.push({ name, route: node, segments: node.path.split('/') });
    else walk(node as AppRouter, name, out);
  }
}

/** Every storefront route of the contract (not the mock's own /__mock control routes). */
export const CONTRACT_ROUTES: readonly NamedRoute[] = (() => {
  const out: NamedRoute[] = [];
  walk(apiContract, '', out);
  return out;
})();

export function routeNamed(name: string): NamedRoute | undefined {
  return CONTRACT_ROUTES.find((entry) => entry.name === name);
}

/**
 * The contract route of a method and path, by the rule the mock's core matches with (core/route-match.ts; HEAD
 * reads as GET). Null when no route fits.
 */
export function routeFor(method: string, path: string): RouteMatch | null {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const best = matchRoute(CONTRACT_ROUTES, wanted, path);
  return best && { name: best.entry.name, route: best.entry.route, params: best.params };
}
