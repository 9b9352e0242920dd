import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** Follows a shop; the caller refreshes the query that shows the flag (useServerToggle). */
export function useCollectionsFollowMerchant() {
  return useMutation({ mutationFn: (merId: number) => call(api().collections.followMerchant({ params: { merId } })) });
}
