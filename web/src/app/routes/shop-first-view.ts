import { merchantProListQueryOptions } from '../../features/products/api/products-merchant-products';
import { firstLoad } from '../../lib/query-client';
import type { FirstViewQueries } from '../first-view-run';

/** A shop tab's product list and the next page it warms (app/first-view.ts): the home and category tabs. */
export const shopProductsFirstView: FirstViewQueries = {
  'products.merchantProducts':
    ({ query }) =>
    (queryClient) =>
      queryClient.fetchQuery(firstLoad(queryClient, merchantProListQueryOptions(query))),
};
