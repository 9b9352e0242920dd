import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { shopKey } from './merchant-index-info';

/** GET /api/front/merchant/detail/{id}: the qualification tab (intro, contact, pictures, join time, followers). */
export const merchantDetailQueryOptions = (merId: number) =>
  queryOptions({
    queryKey: [...shopKey(merId), 'detail'],
    queryFn: () => call(api().merchants.detail({ params: { id: merId } })),
  });
