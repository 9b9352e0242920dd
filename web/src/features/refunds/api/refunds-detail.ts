import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export const refundsDetailQueryOptions = (refundOrderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.refunds.detail', refundOrderNo),
    queryFn: () => call(api().refunds.detail({ params: { refundOrderNo } })),
    retry: false,
  });
