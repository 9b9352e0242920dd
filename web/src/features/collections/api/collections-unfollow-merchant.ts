import { api, call } from '../../../lib/api-client';

export const unfollowMerchant = (merId: number) => call(api().collections.unfollowMerchant({ params: { merId } }));
