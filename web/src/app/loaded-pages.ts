import type { ComponentType } from 'react';
import type { PageRoute } from './route-table';

/**
 * Page components whose code and catalogs are there. A route mounts such a page at once instead of through
 * React.lazy, which suspends on its first render even when the module is already loaded: the fallback it shows
 * for that instant holds the page's reveal back by React's 300 ms throttle (docs/adr/0018).
 */
const pages = new Map<PageRoute, ComponentType>();

export function rememberPage(route: PageRoute, page: ComponentType): void {
  pages.set(route, page);
}

export function loadedPage(route: PageRoute): ComponentType | undefined {
  return pages.get(route);
}
