import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/front/merchant/street: recommended shops first. */
export const merchantsStreetQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: queryKey('merchants.street', { page, limit }),
    queryFn: () => call(api().merchants.street({ query: { page, limit } })),
    placeholderData: keepPreviousData,
  });
