import { useTranslation } from 'react-i18next';
import type { OrderStateKey } from '../order-state';

const TONE: Record<OrderStateKey, string> = {
  toPay: 'text-error',
  awaitingShipment: 'text-primary',
  awaitingReceipt: 'text-primary',
  awaitingReview: 'text-primary',
  completed: 'text-base-content/70',
  cancelled: 'text-base-content/70',
  refundApplied: 'text-warning',
  refunding: 'text-warning',
  refunded: 'text-base-content/70',
};

export function OrderStateText({ state, className = '' }: { state: OrderStateKey; className?: string }) {
  const { t } = useTranslation('orders');
  // One line: a state such as « En attente d’expédition » must not break inside the card's header.
  return <span className={`font-semibold whitespace-nowrap ${TONE[state]} ${className}`}>{t(`state.${state}`)}</span>;
}
