declare module 'virtual:api-routes' {
  import type { RouteTree } from '@contract';
  const routes: RouteTree;
  export default routes;
}

/** The build's folder of locale catalogs, under its base URL (scripts/vite-plugin-catalogs.ts). */
declare const __CATALOG_DIR__: string;
