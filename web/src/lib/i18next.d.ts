import 'i18next';
import type addresses from '../locales/en/addresses.json';
import type auth from '../locales/en/auth.json';
import type cart from '../locales/en/cart.json';
import type catalog from '../locales/en/catalog.json';
import type checkout from '../locales/en/checkout.json';
import type common from '../locales/en/common.json';
import type coupons from '../locales/en/coupons.json';
import type favorites from '../locales/en/favorites.json';
import type merchants from '../locales/en/merchants.json';
import type orders from '../locales/en/orders.json';
import type pages from '../locales/en/pages.json';
import type payments from '../locales/en/payments.json';
import type profile from '../locales/en/profile.json';
import type settleIn from '../locales/en/settleIn.json';
import type reviewsWrite from '../locales/en/reviewsWrite.json';
import type refunds from '../locales/en/refunds.json';
import type validation from '../locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      addresses: typeof addresses;
      auth: typeof auth;
      cart: typeof cart;
      catalog: typeof catalog;
      checkout: typeof checkout;
      common: typeof common;
      coupons: typeof coupons;
      favorites: typeof favorites;
      merchants: typeof merchants;
      orders: typeof orders;
      pages: typeof pages;
      payments: typeof payments;
      profile: typeof profile;
      settleIn: typeof settleIn;
      reviewsWrite: typeof reviewsWrite;
      refunds: typeof refunds;
      validation: typeof validation;
    };
  }
}
