import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@contract';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

export const productsCategoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('products.categoryTree'),
    queryFn: () => call(api().products.categoryTree()),
    staleTime: 10 * 60_000,
  });

/** The chain of categories from the top level down to `id` (for breadcrumbs), empty when not found. */
export function categoryPath(tree: readonly Category[], id: number): Category[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.childList ?? [], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
