import { api, call } from '../../../lib/api-client';

export const followMerchant = (merId: number) => call(api().collections.followMerchant({ params: { merId } }));
