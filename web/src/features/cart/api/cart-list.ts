import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The valid lines (isValid true) or the invalid ones, grouped by shop. */
export const cartListQueryOptions = (isValid: boolean) =>
  queryOptions({
    queryKey: queryKeys.cart.lines(isValid),
    queryFn: () => call(api().cart.list({ query: { isValid: isValid ? 'true' : 'false' } })),
  });
