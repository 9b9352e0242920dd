import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The valid lines (isValid true) or the invalid ones, grouped by shop. */
export const cartListQueryOptions = (isValid: boolean) =>
  queryOptions({
    queryKey: queryKey('user.cart', isValid ? 'valid' : 'invalid'),
    queryFn: () => call(api().cart.list({ query: { isValid: isValid ? 'true' : 'false' } })),
  });
