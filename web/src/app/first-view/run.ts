import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { firstLoad } from '../../lib/api/query-client';
import type { CallOf, FirstView, FirstViewCall, FirstViewKey } from './calls';

export type Viewer = 'guest' | 'user';

/** Starts one declared query in a query client; resolves with its data, for the calls that follow from it. */
export type QueryStart = (queryClient: QueryClient) => Promise<unknown>;

/**
 * How a page binds the route keys its first-view declaration names (calls.ts) to the query options its
 * components use, so that the early answer, the prefetch and the component share one cache entry. null: the call's
 * values cannot be the page's (a bad id), nothing is started.
 */
export type FirstViewQueries = { [K in FirstViewKey]?: (call: CallOf<K>, viewer: Viewer) => QueryStart | null };

/**
 * The usual binding: fetches the query options `make` gives, as the first load's (lib/api/query-client.ts, firstLoad:
 * a failure stays for the first mount to show) unless `first` is false (the shopper's own data).
 */
export const fetching =
  <T>(make: () => FetchQueryOptions<T, Error, T, QueryKey>, first = true): QueryStart =>
  (queryClient) =>
    queryClient.fetchQuery(first ? firstLoad(queryClient, make()) : make());

/** What a page module exports as `firstView`: its declaration and the query options of each key it names. */
export interface PageFirstView {
  calls: FirstView;
  queries: FirstViewQueries;
}

type AnyBinding = (call: FirstViewCall, viewer: Viewer) => QueryStart | null;

/**
 * Starts the calls' queries through the bindings, then the calls that follow from their answers; a call without a
 * binding is not started (the server-only ones, in the browser). Never rejects: a failed query stays in the cache for its
 * component to show. Resolves once every query, the follow-ups included, has settled.
 */
export async function startFirstView(
  queryClient: QueryClient,
  calls: readonly FirstViewCall[],
  bindings: FirstViewQueries,
  viewer: Viewer,
): Promise<void> {
  await Promise.all(
    calls.map((call) =>
      // The binding of a key takes that key's call (FirstViewQueries); TypeScript cannot follow the pairing here.
      (bindings[call.key] as AnyBinding | undefined)?.(
        call,
        viewer,
      )?.(queryClient)
        .then((data) => call.then && startFirstView(queryClient, call.then(data), bindings, viewer))
        .catch(() => undefined),
    ),
  );
}
