import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET merchant/settled/agreement: HTML, sanitised before it is shown (agreement-dialog.tsx). */
export const settleInSettledAgreementQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('settleIn.agreement'),
    queryFn: () => call(api().settleIn.settledAgreement()),
    staleTime: 10 * 60_000,
  });
