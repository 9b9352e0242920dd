import { productsMerchantProductsQueryOptions } from '../../features/products/api/products-merchant-products';
import { fetching, type FirstViewQueries } from '../first-view/run';

/** A shop tab's product list and the next page it warms (app/first-view/shops.ts): the home and category tabs. */
export const shopProductsQueries: FirstViewQueries = {
  'products.merchantProducts': ({ query }) => fetching(() => productsMerchantProductsQueryOptions(query)),
};
