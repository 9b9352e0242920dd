import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

/**
 * Whether the server still knows the stored token (docs/storefront.md, States), asked once per layout load with
 * `fetchQuery`. Never kept (`gcTime: 0`): the next load asks afresh, and no component shows the answer. Quiet, because the
 * answer for a dead token must not open the login dialog.
 */
export const authTokenIsExistQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('auth.tokenIsExist'),
    queryFn: () => call(api().auth.tokenIsExist(), { quietLogin: true }),
    gcTime: 0,
  });
