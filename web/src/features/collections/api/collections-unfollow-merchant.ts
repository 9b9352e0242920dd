import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** Unfollows a shop; the caller refreshes the queries that show it (useServerToggle, the followed-shops list). */
export function useCollectionsUnfollowMerchant() {
  return useMutation({ mutationFn: (merId: number) => call(api().collections.unfollowMerchant({ params: { merId } })) });
}
