import { parseSearchState, toListQuery } from '../../features/products/search-params';
import { withNextPage, type FirstView, type FirstViewCall } from './calls';

/** /goods/goods_search: the result page of the URL's query and the next page the list warms. */
export const searchCalls: FirstView = ({ search }) => {
  const query = toListQuery(parseSearchState(search));
  const list = (page: number): FirstViewCall => ({ key: 'products.list', query: { ...query, page } });
  return [withNextPage(query.page, list)];
};
