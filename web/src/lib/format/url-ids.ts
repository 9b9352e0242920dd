/** The largest id a URL may carry: nine digits (docs/storefront.md, Limits). */
const MAX_URL_ID = 999_999_999;

/**
 * The largest page number a URL may carry (docs/storefront.md, Limits): the contract's bound on a list's `page`
 * (contract/src/common/page.ts), which the mock enforces; past it the real backend's page (a Java `int`) overflows.
 * A page read past it would be a call the backend refuses, and a public page answered 503 for good.
 */
export const MAX_URL_PAGE = 100_000;

/**
 * A positive whole number as the storefront's URLs carry ids and page numbers: one to nine digits, surrounding
 * blanks ignored, at most `max`; anything else is null (docs/storefront.md, Limits). One rule for the pages and
 * the early script (boot/early-requests.ts), so both ask for the same thing.
 */
export function parseUrlId(value: string | null | undefined, max = MAX_URL_ID): number | null {
  const text = value?.trim();
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= max ? id : null;
}
