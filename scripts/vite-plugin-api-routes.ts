import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { Plugin } from 'vite';
import { apiContract } from '../contract/src/contract.ts';

/**
 * The web client needs only each route's method, path and body kind at run time; the zod schemas serve the
 * types, the mock and the forms. This plugin derives that table from the contract at build time as
 * `virtual:api-routes`, so the first-load bundle carries neither zod nor the schemas.
 */
export interface RouteSpec {
  method: string;
  path: string;
  body: 'json' | 'multipart' | 'urlencoded' | 'bare-string' | 'none';
}
export type RouteTree = { [key: string]: RouteSpec | RouteTree };

export function routeTable(router: AppRouter): RouteTree {
  const out: RouteTree = {};
  for (const [key, entry] of Object.entries(router)) {
    out[key] = isAppRoute(entry) ? toSpec(entry) : routeTable(entry as AppRouter);
  }
  return out;
}

function toSpec(route: AppRoute): RouteSpec {
  const meta = route.metadata as { bareString?: boolean } | undefined;
  let body: RouteSpec['body'] = 'none';
  if (route.method !== 'GET' && 'body' in route && typeof route.body !== 'symbol') {
    if (meta?.bareString) body = 'bare-string';
    else if (route.contentType === 'multipart/form-data') body = 'multipart';
    else if (route.contentType === 'application/x-www-form-urlencoded') body = 'urlencoded';
    else body = 'json';
  }
  return { method: route.method, path: route.path, body };
}

const VIRTUAL_ID = 'virtual:api-routes';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function apiRoutesPlugin(): Plugin {
  return {
    name: 'api-routes',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(routeTable(apiContract))};` : undefined;
    },
  };
}
