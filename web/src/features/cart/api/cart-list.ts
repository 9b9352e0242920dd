import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** Under ['user'] so a sign-out drops it with the rest of the user's data. */
export const CART_KEY = ['user', 'cart'] as const;

/** The valid lines (isValid true) or the invalid ones, grouped by shop. */
export const cartListQueryOptions = (isValid: boolean) =>
  queryOptions({
    queryKey: [...CART_KEY, isValid ? 'valid' : 'invalid'],
    queryFn: () => call(api().cart.list({ query: { isValid: isValid ? 'true' : 'false' } })),
  });
