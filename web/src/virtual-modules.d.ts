declare module 'virtual:api-routes' {
  import type { RouteTree } from '../../scripts/vite-plugin-api-routes';
  const routes: RouteTree;
  export default routes;
}
