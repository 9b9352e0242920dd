import { c } from './common/c';
import { authContract, pcLoginContract } from './resources/auth';
import { cartContract } from './resources/cart';
import { collectionsContract } from './resources/collections';
import { couponsContract } from './resources/coupons';
import { homeContract } from './resources/home';
import { merchantsContract } from './resources/merchants';
import { productsContract } from './resources/products';
import { reviewsContract } from './resources/reviews';
import { userContract } from './resources/user';
import { mockControlContract } from './mock-control';

/** The storefront API: the real backend's calls plus marked extensions (metadata.extension). */
export const apiContract = c.router({
  auth: authContract,
  pcLogin: pcLoginContract,
  home: homeContract,
  products: productsContract,
  reviews: reviewsContract,
  cart: cartContract,
  coupons: couponsContract,
  collections: collectionsContract,
  merchants: merchantsContract,
  user: userContract,
});

/** The API plus the mock's control routes. */
export const contract = c.router({
  api: apiContract,
  mock: mockControlContract,
});

export type Contract = typeof contract;
