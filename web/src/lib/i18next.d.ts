import 'i18next';
import type auth from '../locales/en/auth.json';
import type catalog from '../locales/en/catalog.json';
import type common from '../locales/en/common.json';
import type pages from '../locales/en/pages.json';
import type validation from '../locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      catalog: typeof catalog;
      common: typeof common;
      pages: typeof pages;
      validation: typeof validation;
    };
  }
}
