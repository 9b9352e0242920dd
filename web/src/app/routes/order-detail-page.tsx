import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { buttonClass } from '../../components/ui/button';
import { MasterOrderDetail } from '../../features/orders/components/master-order-detail';
import { MerchantOrderDetail } from '../../features/orders/components/merchant-order-detail';
import { MissingOrder } from '../../features/orders/components/missing-order';
import { orderLevel, orderListPath } from '../../features/orders/order-params';
import { useLocale } from '../../lib/routing/use-locale';
import { useOrderSlots } from './order-slots';

/**
 * /order/order_detail?orderNo= — a PT… number opens the master order (what was paid in one go), an SH… number one
 * shop's order (docs/backend-wire.md, "Orders in steps"). No number, another kind, or an order that is not the shopper's: docs/storefront.md, Errors
 * "cannot view the missing order number".
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { t: tOrders } = useTranslation('orders');
  const { to } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const level = orderLevel(orderNo);
  const { renderPay, onBuyAgain, buyAgainBusy } = useOrderSlots();

  return (
    <AccountFrame
      title={t('routes.orderDetail')}
      actions={
        <Link to={to(orderListPath())} className={buttonClass('ghost', 'sm')}>
          {tOrders('detail.missing.back')}
        </Link>
      }
    >
      {level === 'master' ? (
        <MasterOrderDetail key={orderNo} orderNo={orderNo} renderPay={renderPay} />
      ) : level === 'merchant' ? (
        <MerchantOrderDetail
          key={orderNo}
          orderNo={orderNo}
          onBuyAgain={onBuyAgain}
          buyAgainBusy={buyAgainBusy}
          onDeleted={() => void navigate(to(orderListPath('awaitingReview')), { replace: true })}
        />
      ) : (
        <MissingOrder />
      )}
    </AccountFrame>
  );
}
