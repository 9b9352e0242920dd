import type { Category, ProductDetail } from '@contract';
import type { TFunction } from 'i18next';

/**
 * The titles of the product and search pages, from the data they show: the server's <head> (app/ssr/head.ts) and the
 * page in the browser take them from here, so the tab's title after hydration is the one the server sent.
 */

/** A product page's: the product's name. */
export const productTitle = (detail: Pick<ProductDetail, 'productInfo'>): string => detail.productInfo.storeName;

/**
 * A search page's: the keyword's results, else the category it browses (`category`: the last of its path, as the
 * heading names it); null for a search of neither, which keeps the route's title.
 */
export function searchTitle(t: TFunction, keyword: string, category: Category | undefined): string | null {
  if (keyword) return t('search.resultsFor', { ns: 'products', keyword });
  if (category) return t('meta.categoryTitle', { category: category.name });
  return null;
}
