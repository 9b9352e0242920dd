import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * A React.lazy component whose module is fetched at once, when the module that declares it is evaluated (that is,
 * when its route's chunk arrives), not when it first renders. For the part of a page that renders on arrival but
 * is too heavy for the first load (a form with react-hook-form, zod and the contract's schemas: docs/adr/0012): the
 * page frame paints first, and the form follows without a second round trip after the page's data.
 * scripts/namespace-graph.ts counts such a module as part of the page: the route preloads its namespaces.
 */
export function lazyOnArrival<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
): LazyExoticComponent<(props: P) => ReactNode> {
  const module = load();
  // A failed fetch is reported when the component renders (the route's error boundary), not as an unhandled
  // rejection meanwhile.
  module.catch(() => undefined);
  return lazy(() => module);
}
