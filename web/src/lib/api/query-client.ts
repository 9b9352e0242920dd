import { hashKey, MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../app-events';
import { ApiError, isGatewayFailure } from './api-errors';
import { errorMessage } from './api-client';

/**
 * A failure a read may meet once and not again: no answer at all, or a gateway's answer that its backend did not
 * answer (502, 503, 504: the shop's own server in front of the backend says so, as any proxy does). Reads retry
 * these twice before their error state shows; anything the backend itself answered is final.
 */
export function isTransient(error: unknown): boolean {
  return (error instanceof ApiError && error.kind === 'network') || isGatewayFailure(error);
}

/**
 * Queries render their own error states (with retry); mutations toast the message (server's or the catalogue
 * default). Login-required errors are already handled by the API client, so they are not toasted twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => isTransient(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    mutationCache: createMutationCache(),
  });
}

/**
 * The one place a failed write is told to the shopper: a toast with the message (the server's or the catalogue
 * default), unless the mutation is `meta: { silent: true }` (its form shows the error itself) or the API client has
 * already asked for a sign-in. Components do not toast a failure again. Also used by the tests' render
 * (testing/render.tsx), so a component test sees the toasts the app shows.
 */
export function createMutationCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.silent) return;
      if (error instanceof ApiError && error.isLoginRequired) return;
      toast('error', errorMessage(error));
    },
  });
}

/**
 * Marks a query the first load requests before its component mounts (app/start.ts). Its outcome is the first
 * load's: a failure stays for the components of the first render to show, with their Try again, instead of being
 * asked for again when they mount. So a fault the mock injects for one request (QA) shows on a first load as it
 * does later, and a failing backend is not asked twice. Only the first mount: once a component has subscribed,
 * the query is an ordinary one again (a later mount, after a sign-in or a return to the page, retries as usual).
 */
export function firstLoad<T extends { queryKey: QueryKey }>(queryClient: QueryClient, options: T): T {
  queryClient.setQueryDefaults(options.queryKey, { retryOnMount: false });
  const hash = hashKey(options.queryKey);
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.query.queryHash !== hash) return;
    // The mounting component has read its options already; later ones get the usual retry.
    queryClient.setQueryDefaults(options.queryKey, {});
    stop();
  });
  return options;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silent?: boolean };
  }
}
