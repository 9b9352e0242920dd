import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { prefetchAllowed } from '../../../lib/api/network';
import { useLoggedIn } from '../../../lib/react/use-session';
import { productsDetailQueryOptions } from '../api/products-detail';

/**
 * Warms a product's detail when the shopper shows intent (hover or focus on its card), with the same query
 * options the detail page reads, so the page usually opens from cache. Not on save-data or 2g (lib/api/network.ts).
 */
export function usePrefetchProduct(): (id: number) => void {
  const queryClient = useQueryClient();
  const loggedIn = useLoggedIn();
  return useCallback(
    (id: number) => {
      if (!prefetchAllowed()) return;
      void queryClient.prefetchQuery({ ...productsDetailQueryOptions(id, loggedIn ? 'user' : 'guest'), staleTime: 30_000 });
    },
    [queryClient, loggedIn],
  );
}
