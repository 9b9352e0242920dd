import type { FirstView } from './calls';

/**
 * /order/order_confirm, signed in: the page shows once its pre-order and the shopper's addresses are in
 * (routes/order-confirm-page.tsx); its form then asks for the order's coupons and the payment methods.
 */
export const checkoutCalls: FirstView = ({ search, signedIn }) => {
  const preOrderNo = search.get('preOrderNo') ?? '';
  if (!signedIn || preOrderNo === '') return [];
  return [
    { key: 'checkout.loadPreOrder', params: { preOrderNo } },
    { key: 'addresses.listAll' },
    { key: 'checkout.orderCoupons', params: { preOrderNo } },
    { key: 'payments.method' },
  ];
};
