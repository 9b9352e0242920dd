import type { ComponentType } from 'react';
import { deferredPart, type DeferredPart } from './deferred-part';

/**
 * A part whose module is fetched at once, when the module that declares it is evaluated (that is, when its route's
 * chunk arrives), not when it first renders. For the part of a page that renders on arrival but is too heavy for
 * the first load (a form with react-hook-form, zod and the contract's schemas: docs/adr/0012): the page frame
 * paints first, and the form follows without a second round trip after the page's data. It is a deferredPart
 * (docs/adr/0018): no Suspense boundary, the call site passes the same-size `placeholder` it shows meanwhile.
 * scripts/namespace-graph.ts counts such a module as part of the page: the route preloads its namespaces.
 */
export function lazyOnArrival<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): DeferredPart<P> {
  return deferredPart(async () => (await load()).default, { eager: true });
}
