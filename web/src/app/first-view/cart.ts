import type { FirstView } from './calls';

/**
 * /order/shopping_cart, signed in: the cart shows once its valid lines are in, and its invalid ones (off sale, out
 * of stock) below them (features/cart/components/cart-view.tsx); both are the shopper's own, asked for with the page.
 */
export const cartCalls: FirstView = ({ signedIn }) =>
  signedIn
    ? [
        { key: 'cart.list', query: { isValid: 'true' } },
        { key: 'cart.list', query: { isValid: 'false' } },
      ]
    : [];
