import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { REFUNDS_PER_PAGE } from '../refund-params';
import { queryKey } from '../../../lib/query-keys';

/** The merchant order a refund would return (refused with the backend's reason when it cannot be refunded). */
export const refundApplyInfoQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.refunds.apply', orderNo),
    queryFn: () => call(api().refunds.applyInfo({ params: { orderNo } })),
    // A refusal is an answer, not a glitch: asking again would only repeat it.
    retry: false,
  });

/** The platform's reasons; they change only when the admin edits them. */
export const refundReasonsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.refunds.reasons'),
    queryFn: () => call(api().refunds.reasons()),
    staleTime: 10 * 60 * 1000,
  });

export const refundListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKey('user.refunds.list', page),
    queryFn: () => call(api().refunds.list({ query: { page, limit: REFUNDS_PER_PAGE } })),
    placeholderData: keepPreviousData,
  });

export const refundDetailQueryOptions = (refundOrderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.refunds.detail', refundOrderNo),
    queryFn: () => call(api().refunds.detail({ params: { refundOrderNo } })),
    retry: false,
  });
