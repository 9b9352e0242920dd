import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The product/merchant/pro/list query (docs/backend-wire.md, "Product and shop lists"); absent keys are left out. */
export interface ShopProductParams {
  merId: number;
  /** The shop's own category id. */
  cid?: number;
  priceOrder?: 'asc' | 'desc';
  salesOrder?: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** GET /api/front/product/merchant/pro/list: one shop's products. */
export const productsMerchantProductsQueryOptions = (params: ShopProductParams) =>
  queryOptions({
    queryKey: queryKey('products.merchantProducts', params),
    queryFn: () => call(api().products.merchantProducts({ query: params })),
    placeholderData: keepPreviousData,
  });
