/** The favourites page's state in the URL: `?tab=shops` (products is the default, left out) and `?page=`. */
export type CollectionTab = 'products' | 'shops';

export const COLLECTION_TABS: readonly CollectionTab[] = ['products', 'shops'];
export const TAB_PARAM = 'tab';
export const PAGE_PARAM = 'page';

export function parseCollectionTab(value: string | null): CollectionTab {
  return value === 'shops' ? 'shops' : 'products';
}

export function parseCollectionPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}

/** The search string for a tab and page, keeping any other parameters; the defaults stay out of the URL. */
export function collectionSearch(current: URLSearchParams, tab: CollectionTab, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === 'products') next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

/**
 * What the "select all" box shows for the visible records: checked when every one is selected, mixed when only
 * some are. Selections left over from records no longer shown do not count.
 */
export function selectionState(visibleIds: readonly number[], selected: ReadonlySet<number>): 'none' | 'some' | 'all' {
  const count = visibleIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === visibleIds.length ? 'all' : 'some';
}
