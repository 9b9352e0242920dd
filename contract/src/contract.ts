import { c } from './common/c.ts';
import { addressesContract } from './resources/addresses.ts';
import { authContract } from './resources/auth.ts';
import { cartContract } from './resources/cart.ts';
import { checkoutContract } from './resources/checkout.ts';
import { paymentsContract } from './resources/payments.ts';
import { collectionsContract } from './resources/collections.ts';
import { couponsContract } from './resources/coupons.ts';
import { homeContract } from './resources/home.ts';
import { merchantsContract } from './resources/merchants.ts';
import { settleInContract } from './resources/settle-in.ts';
import { ordersContract } from './resources/orders.ts';
import { pointsContract } from './resources/points.ts';
import { productsContract } from './resources/products.ts';
import { refundsContract } from './resources/refunds.ts';
import { reviewsContract } from './resources/reviews.ts';
import { uploadContract } from './resources/upload.ts';
import { userContract } from './resources/user.ts';
import { mockControlContract } from './mock-control.ts';

/** The storefront API: the real backend's calls plus marked extensions (metadata.extension). */
export const apiContract = c.router({
  auth: authContract,
  home: homeContract,
  products: productsContract,
  reviews: reviewsContract,
  cart: cartContract,
  orders: ordersContract,
  refunds: refundsContract,
  checkout: checkoutContract,
  payments: paymentsContract,
  coupons: couponsContract,
  collections: collectionsContract,
  merchants: merchantsContract,
  settleIn: settleInContract,
  user: userContract,
  upload: uploadContract,
  points: pointsContract,
  addresses: addressesContract,
});

/** The API plus the mock's control routes. */
export const contract = c.router({
  api: apiContract,
  mock: mockControlContract,
});

export type Contract = typeof contract;
