declare module 'virtual:api-routes' {
  import type { RouteTree } from '@contract';
  const routes: RouteTree;
  export default routes;
}
