import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';

/**
 * The web client needs only each route's method, path and body kind at run time; the zod schemas serve the
 * types, the mock and the forms. scripts/vite-plugin-api-routes.ts derives this table from the contract at build
 * time as `virtual:api-routes`, so the first-load bundle carries neither zod nor the schemas. It lives in the
 * contract so that the web (web/src/lib/api/http-client.ts) and the build plugin share it without the web importing
 * scripts/ (docs/conventions.md, "Boundaries").
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
