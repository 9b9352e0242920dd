import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The merchant order a refund would return (refused with the backend's reason when it cannot be refunded). */
export const refundsApplyInfoQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.refunds.apply', orderNo),
    queryFn: () => call(api().refunds.applyInfo({ params: { orderNo } })),
    // A refusal is an answer, not a glitch: asking again would only repeat it.
    retry: false,
  });
