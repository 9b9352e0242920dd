import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The platform's reasons; they change only when the admin edits them. */
export const refundsReasonsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.refunds.reasons'),
    queryFn: () => call(api().refunds.reasons()),
    staleTime: 10 * 60 * 1000,
  });
