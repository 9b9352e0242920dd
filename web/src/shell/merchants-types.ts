import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

/**
 * GET /api/front/merchant/all/type/list: shop types (flagship, specialty, ...). Read by the shop street's filters
 * and the settle-in form, one cache entry (docs/conventions.md, "The shell layer").
 */
export const merchantsTypesQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('merchants.types'),
    queryFn: () => call(api().merchants.types()),
    staleTime: 10 * 60_000,
  });
