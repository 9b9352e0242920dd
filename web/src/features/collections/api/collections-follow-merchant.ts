import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** Follows a shop; the followed-shops list is read again. */
export function useCollectionsFollowMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merId: number) => call(api().collections.followMerchant({ params: { merId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('collections.merchantList') }),
  });
}
