import type { OrderInfo } from '@contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { useLocale } from '../../../lib/routing/use-locale';
import { evaluatePath, refundApplyPath } from '../order-params';
import { orderActions, type OrderFacts } from '../order-state';
import type { OrderChange } from './use-order-confirm';

interface OrderActionButtonsProps {
  order: OrderFacts & { orderNo: string };
  onChange: (change: OrderChange) => void;
  onLogistics?: () => void;
  onBuyAgain?: (lines: readonly OrderInfo[]) => void;
  buyAgainBusy?: boolean;
}

/** The actions a merchant order allows in its state; review links sit on the lines (OrderLineList's lineAction). */
export function OrderActionButtons({ order, onChange, onLogistics, onBuyAgain, buyAgainBusy }: OrderActionButtonsProps) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const actions = orderActions(order);
  return (
    <>
      {actions.refund ? (
        <Link to={to(refundApplyPath(order.orderNo))} className={buttonClass('ghost', 'sm')}>
          {t('actions.refund')}
        </Link>
      ) : null}
      {actions.delete ? (
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => onChange('delete')}>
          {t('actions.delete')}
        </button>
      ) : null}
      {actions.logistics && onLogistics ? (
        <button type="button" className={buttonClass('outline', 'sm')} onClick={onLogistics}>
          {t('actions.logistics')}
        </button>
      ) : null}
      {actions.buyAgain && onBuyAgain ? (
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={buyAgainBusy}
          aria-busy={buyAgainBusy}
          onClick={() => onBuyAgain(order.orderInfoList)}
        >
          {t('actions.buyAgain')}
        </button>
      ) : null}
      {actions.confirmReceipt ? (
        <button type="button" className={buttonClass('primary', 'sm')} onClick={() => onChange('take')}>
          {t('actions.confirmReceipt')}
        </button>
      ) : null}
    </>
  );
}

/** A line's "Evaluate" link while it can be reviewed (the reviews page is its own feature). */
export function EvaluateLink({ orderNo, line }: { orderNo: string; line: Pick<OrderInfo, 'id' | 'productId' | 'productName'> }) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  return (
    <Link
      to={to(evaluatePath(orderNo, line.productId, line.id))}
      className={buttonClass('outline', 'xs')}
      aria-label={t('line.evaluateOf', { name: line.productName })}
    >
      {t('line.evaluate')}
    </Link>
  );
}
