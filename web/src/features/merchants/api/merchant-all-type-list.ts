import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** GET /api/front/merchant/all/type/list: shop types (flagship, specialty, ...). */
export const merchantAllTypeListQueryOptions = () =>
  queryOptions({
    queryKey: ['merchants', 'types'],
    queryFn: () => call(api().merchants.types()),
    staleTime: 10 * 60_000,
  });
