import 'i18next';
import type addresses from '../../locales/en/addresses.json';
import type auth from '../../locales/en/auth.json';
import type cart from '../../locales/en/cart.json';
import type products from '../../locales/en/products.json';
import type checkout from '../../locales/en/checkout.json';
import type common from '../../locales/en/common.json';
import type coupons from '../../locales/en/coupons.json';
import type collections from '../../locales/en/collections.json';
import type merchants from '../../locales/en/merchants.json';
import type orders from '../../locales/en/orders.json';
import type pages from '../../locales/en/pages.json';
import type payments from '../../locales/en/payments.json';
import type user from '../../locales/en/user.json';
import type settleIn from '../../locales/en/settleIn.json';
import type reviews from '../../locales/en/reviews.json';
import type refunds from '../../locales/en/refunds.json';
import type validation from '../../locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      addresses: typeof addresses;
      auth: typeof auth;
      cart: typeof cart;
      products: typeof products;
      checkout: typeof checkout;
      common: typeof common;
      coupons: typeof coupons;
      collections: typeof collections;
      merchants: typeof merchants;
      orders: typeof orders;
      pages: typeof pages;
      payments: typeof payments;
      user: typeof user;
      settleIn: typeof settleIn;
      reviews: typeof reviews;
      refunds: typeof refunds;
      validation: typeof validation;
    };
  }
}
