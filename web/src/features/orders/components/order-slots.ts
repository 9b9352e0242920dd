import type { OrderInfo } from '@contract';
import type { ReactNode } from 'react';

/**
 * What the route plugs into the order views from other features (features never import each other): paying
 * (the payments feature's dialog) and buying again (the cart). Without a pay slot there is no Pay now button.
 */
export interface OrderSlots {
  renderPay?: (order: { orderNo: string; payPrice: string }, close: () => void) => ReactNode;
  onBuyAgain?: (lines: readonly OrderInfo[]) => void;
  buyAgainBusy?: boolean;
}
