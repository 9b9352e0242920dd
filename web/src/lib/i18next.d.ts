import 'i18next';
import type addresses from '../locales/en/addresses.json';
import type auth from '../locales/en/auth.json';
import type cart from '../locales/en/cart.json';
import type catalog from '../locales/en/catalog.json';
import type common from '../locales/en/common.json';
import type favorites from '../locales/en/favorites.json';
import type pages from '../locales/en/pages.json';
import type validation from '../locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      addresses: typeof addresses;
      auth: typeof auth;
      cart: typeof cart;
      catalog: typeof catalog;
      common: typeof common;
      favorites: typeof favorites;
      pages: typeof pages;
      validation: typeof validation;
    };
  }
}
