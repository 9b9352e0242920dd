import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { ordersDetailQueryOptions } from '../../features/orders/api/orders-detail';
import { RefundApplyForm } from '../../features/refunds/components/refund-apply-form';
import { Problem } from '../../features/refunds/components/refund-parts';
import { ORDER_LIST_PATH, parseMerchantOrderNo, REFUND_LIST_PATH, refundDetailPath } from '../../features/refunds/refund-params';
import { useLocale } from '../../lib/routing/use-locale';
import { queryKey } from '../../lib/api/query-keys';

/**
 * /users/refund_confirm?orderNo=SH… — ask for a refund of one shop's order (docs/backend-wire.md, "Orders in steps"). After the request
 * the order has left its tab (refundStatus 1), so the order views are refreshed, and the page gives way to the
 * new refund's detail (replace: Back should not return to a form that would now be refused).
 */
export default function RefundConfirmPage() {
  const { t } = useTranslation();
  const { t: tRefunds } = useTranslation('refunds');
  const { to } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderNo = parseMerchantOrderNo(params.get('orderNo'));
  // The order's own state decides whether it can be refunded (the apply data answers for any order).
  const detail = useQuery({ ...ordersDetailQueryOptions(orderNo ?? ''), enabled: orderNo !== null });

  return (
    <AccountFrame title={t('routes.refundConfirm')}>
      {orderNo ? (
        <RefundApplyForm
          key={orderNo}
          orderNo={orderNo}
          orderFacts={detail.data}
          checking={detail.isPending}
          onApplied={(refundOrderNo) => {
            void queryClient.invalidateQueries({ queryKey: queryKey('user.orders') });
            void navigate(to(refundOrderNo ? refundDetailPath(refundOrderNo) : REFUND_LIST_PATH), { replace: true });
          }}
        />
      ) : (
        <Problem title={tRefunds('apply.noOrder')} back={{ to: ORDER_LIST_PATH, label: tRefunds('backToOrders') }} />
      )}
    </AccountFrame>
  );
}
