import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

/** Keys under queryKey('user') are dropped on sign-out and refetched on sign-in. */
export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKey('user.info'), queryFn: () => call(api().user.info()), staleTime: 60_000 });
