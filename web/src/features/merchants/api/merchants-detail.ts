import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/front/merchant/detail/{id}: the qualification tab (intro, contact, pictures, join time, followers). */
export const merchantsDetailQueryOptions = (merId: number) =>
  queryOptions({
    queryKey: queryKey('merchants.shop', merId, 'detail'),
    queryFn: () => call(api().merchants.detail({ params: { id: merId } })),
  });
