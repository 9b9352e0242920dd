import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isProductMissing, productsDetailQueryOptions } from '../api/products-detail';

/** Whether another specification of a product can be chosen now: for a cart line that can no longer be bought. */
type SkuAvailability = 'loading' | 'choosable' | 'soldOut' | 'gone';

/**
 * Reads the product (the same cached query the specification dialog uses) and tells its children whether a SKU can be
 * chosen: 'gone' when the product was removed or taken off sale, 'soldOut' when every SKU is out of stock.
 */
export function SkuAvailabilityOf({ productId, children }: { productId: number; children: (availability: SkuAvailability) => ReactNode }) {
  const detail = useQuery(productsDetailQueryOptions(productId, 'user'));
  let availability: SkuAvailability = 'loading';
  if (detail.data) availability = Object.values(detail.data.productValue).some((sku) => sku.stock > 0) ? 'choosable' : 'soldOut';
  else if (detail.error) availability = isProductMissing(detail.error) ? 'gone' : 'loading';
  return children(availability);
}
