import type { QueryClient } from '@tanstack/react-query';
import type { CallOf, FirstViewCall, FirstViewKey } from './first-view';

export type Viewer = 'guest' | 'user';

/** Starts one declared query in a query client; resolves with its data, for the calls that follow from it. */
export type QueryStart = (queryClient: QueryClient) => Promise<unknown>;

/**
 * How a page binds the route keys its first-view declaration names (app/first-view.ts) to the query options its
 * components use, so that the early answer, the prefetch and the component share one cache entry. null: the call's
 * values cannot be the page's (a bad id), nothing is started.
 */
export type FirstViewQueries = { [K in FirstViewKey]?: (call: CallOf<K>, viewer: Viewer) => QueryStart | null };

type AnyBinding = (call: FirstViewCall, viewer: Viewer) => QueryStart | null;

/**
 * Starts the calls' queries through the bindings, then the calls that follow from their answers. `head`: also the
 * calls the server's <head> needs (the server renderer). Never rejects: a failed query stays in the cache for its
 * component to show. Resolves once every query, the follow-ups included, has settled.
 */
export async function startFirstView(
  queryClient: QueryClient,
  calls: readonly FirstViewCall[],
  bindings: FirstViewQueries,
  viewer: Viewer,
  options: { head: boolean },
): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const call of calls) {
    if (call.headOnly && !options.head) continue;
    // The binding of a key takes that key's call (FirstViewQueries); TypeScript cannot follow the pairing here.
    const start = (bindings[call.key] as AnyBinding | undefined)?.(call, viewer);
    if (!start) continue;
    const next = call.then;
    started.push(
      start(queryClient)
        .then((data) => (next ? startFirstView(queryClient, next(data), bindings, viewer, options) : undefined))
        .catch(() => undefined),
    );
  }
  await Promise.all(started);
}
