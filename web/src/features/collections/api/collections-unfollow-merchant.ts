import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** Unfollows a shop; the followed-shops list is read again. */
export function useCollectionsUnfollowMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merId: number) => call(api().collections.unfollowMerchant({ params: { merId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('collections.merchantList') }),
  });
}
