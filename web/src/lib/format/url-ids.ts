/** The largest id a URL may carry: nine digits (docs/storefront.md, Limits). */
const MAX_URL_ID = 999_999_999;

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
