import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** GET /api/front/merchant/all/type/list: shop types (flagship, specialty, ...). */
export const merchantAllTypeListQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('merchants.types'),
    queryFn: () => call(api().merchants.types()),
    staleTime: 10 * 60_000,
  });
