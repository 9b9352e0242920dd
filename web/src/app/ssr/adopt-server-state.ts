import { type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { loadInstead, reloadWhenReachable } from '../../components/layout/chunk-reload';
import { provideClickHolder } from '../../lib/react/deferred-part';
import { holdClicks } from '../../lib/react/held-clicks';
import { toast } from '../../lib/app-events';
import { i18n } from '../../lib/i18n/i18n';

/**
 * Puts the answers the server rendered the page from into the client's query cache before the first render, so
 * the first view is not fetched twice (docs/adr/0019-server-rendering.md). The server only sends queries that
 * succeeded; each keeps the server's `dataUpdatedAt`, so it is fresh for the query's own stale time. This is the
 * part of React Query's `hydrate` the storefront needs, written over `setQueryData` (already in the first load)
 * because `hydrate` would add about 0.6 KB to every page's first-load JS.
 */
export function adoptServerState(queryClient: QueryClient, state: DehydratedState): number {
  let adopted = 0;
  for (const query of state.queries) {
    if (query.state.status !== 'success' || query.state.data === undefined) continue;
    const existing = queryClient.getQueryState(query.queryKey);
    // A newer answer already in the cache wins (the client cannot have one before start(), but keep the rule).
    if (existing && existing.dataUpdatedAt >= query.state.dataUpdatedAt) continue;
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
    adopted += 1;
  }
  return adopted;
}

/**
 * Takes the query the server rendered the page with (#root's `data-ssr-search`) as the address's before the app reads
 * it: the server keeps only the parameters the page reads (app/ssr/page-query.ts), so a shared link's tracking tags
 * and any other addition are gone from the markup (a review pager links to the page's own address), and the app's
 * first render matches it; the address the shopper copies or shares again is the page's own.
 */
export function takeServerAddress(doc: Document): void {
  const search = doc.getElementById('root')?.dataset.ssrSearch;
  const { pathname, search: own, hash } = window.location;
  if (search !== undefined && search !== own) window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/** Reads the server's cache from the page (`#ssr-state`); null in the static build, the demo and a 404. */
export function readServerState(doc: Document): { queries: DehydratedState } | null {
  const text = doc.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isServerState(parsed)) return null;
    return parsed;
  } catch {
    return null;
  }
}

function isServerState(value: unknown): value is { queries: DehydratedState } {
  if (typeof value !== 'object' || value === null || !('queries' in value)) return false;
  const queries: unknown = value.queries;
  return (
    typeof queries === 'object' &&
    queries !== null &&
    'queries' in queries &&
    Array.isArray(queries.queries) &&
    'mutations' in queries &&
    Array.isArray(queries.mutations)
  );
}

/**
 * What web/src/main.tsx does before the first render of a page the server rendered: the address with the query the
 * page was rendered with (`takeServerAddress`); the page's server state, if readable, into the cache; and the
 * parts kept from the server hold the clicks made before they hydrate (lib/react/held-clicks.ts; offline, such a
 * click toasts that the network is unavailable; a link held in a part whose code failed for good is loaded as a
 * page). That code lives here, in the chunk only such pages load, not in every page's first load.
 */
export function adoptFromPage(queryClient: QueryClient, doc: Document): void {
  takeServerAddress(doc);
  const networkDown = () => toast('error', i18n.t('errors.network'));
  provideClickHolder((container, wanted) =>
    holdClicks(container, wanted, {
      offline: networkDown,
      // A part whose code failed for good, with a link held: that page loads in place of the reload a failed chunk
      // makes, once the site answers (components/layout/chunk-reload.ts); while it does not, the page says so once.
      visit: (to) => {
        let told = false;
        loadInstead(to);
        reloadWhenReachable(() => {
          if (!told) networkDown();
          told = true;
        }, true);
      },
    }),
  );
  const server = readServerState(doc);
  if (server) adoptServerState(queryClient, server.queries);
}
