import { MAX_URL_PAGE, parseUrlId } from '../../lib/format/url-ids';

/** reply/list `type`: 0 all, 1 good (5 stars), 2 medium (2-4 stars), 3 bad (1 star). */
export type ReviewType = 0 | 1 | 2 | 3;

/**
 * The product page's query parameters of the review tab and page: part of its address, so the server renders the
 * tab and page a URL names (app/first-view/product.ts declares them; docs/adr/0019-server-rendering.md). A module of
 * its own, free of React: the product page's first load and the early script carry it, not the review section.
 */
export const REVIEW_TYPE_PARAM = 'reviewType';
export const REVIEW_PAGE_PARAM = 'reviewPage';

/** The tab from the URL; anything else is "all". */
function parseReviewType(value: string | null): ReviewType {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : 0;
}

/** The tab and page the product page's address names (the first page of all reviews by default). */
export function reviewAddress(search: URLSearchParams): { type: ReviewType; page: number } {
  return { type: parseReviewType(search.get(REVIEW_TYPE_PARAM)), page: parseUrlId(search.get(REVIEW_PAGE_PARAM), MAX_URL_PAGE) ?? 1 };
}
