import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** How often the QR dialog asks whether the WeChat payment arrived. */
export const WECHAT_POLL_MS = 2000;

/** GET /api/front/pay/query/wechat/pay/result/{orderNo}: polled until it answers true. */
export const paymentsWechatResultQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.payments.wechat', orderNo),
    queryFn: () => call(api().payments.wechatResult({ params: { orderNo } })),
    refetchInterval: (query) => (query.state.data === true ? false : WECHAT_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });
