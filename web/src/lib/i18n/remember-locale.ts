import { setCookie } from '../api/cookies';
import { LOCALE_COOKIE, type Locale } from './locales';

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * Keeps the shopper's language for the URLs without a prefix (docs/storefront.md, States): the language menu, and a
 * page that leaves for a provider whose return address has no prefix (PayPal's approval page returns to the
 * backend's configured `/order/payment_result`), so the shopper comes back in the language they paid in.
 */
export function rememberLocale(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
}
