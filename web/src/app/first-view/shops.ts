import {
  parsePage,
  parseShopId,
  parseShopProducts,
  parseShopSearch,
  SHOP_COUPONS_LIMIT,
  STREET_PER_PAGE,
  toShopProductQuery,
  toShopSearchQuery,
} from '../../features/merchants/shop-params';
import { withNextPage, type FirstView, type FirstViewCall } from './calls';

/** /merchant/merchant (every tab): the shop's header. */
export const shopCalls: FirstView = ({ search }) => {
  const id = parseShopId(search).id;
  return id === null ? [] : [{ key: 'merchants.indexInfo', params: { id } }];
};

function shopProducts(search: URLSearchParams, withCategory: boolean): FirstViewCall[] {
  const merId = parseShopId(search).id;
  if (merId === null) return [];
  const state = parseShopProducts(search);
  const query = (page: number): FirstViewCall => ({
    key: 'products.merchantProducts',
    query: { ...toShopProductQuery(merId, withCategory ? state : { ...state, cid: null }, withCategory), page },
  });
  return [withNextPage(state.page, query)];
}

/** The shop's home tab: all its products, and the next page the list warms. */
export const shopHomeCalls: FirstView = ({ search }) => shopProducts(search, false);

/** The category tab: the shop's category tree beside the chosen category's products. */
export const shopCategoryCalls: FirstView = ({ search }) => {
  const merId = parseShopId(search).id;
  if (merId === null) return [];
  return [{ key: 'products.merchantCategories', params: { merId } }, ...shopProducts(search, true)];
};

/** The coupon tab: the shop's coupons, one page holds them all. */
export const shopCouponCalls: FirstView = ({ search }) => {
  const merId = parseShopId(search).id;
  return merId === null ? [] : [{ key: 'coupons.list', query: { useType: 1, merId, page: 1, limit: SHOP_COUPONS_LIMIT } }];
};

/** The qualification tab: the shop's licences and details. */
export const shopQualificationCalls: FirstView = ({ search }) => {
  const id = parseShopId(search).id;
  return id === null ? [] : [{ key: 'merchants.detail', params: { id } }];
};

/** /merchant/merchant_more: the search's shops and its two filters. */
export const shopSearchCalls: FirstView = ({ search }) => [
  { key: 'merchants.searchList', query: toShopSearchQuery(parseShopSearch(search)) },
  { key: 'merchants.categories' },
  { key: 'merchants.types' },
];

/** /merchant/merchant_street: one page of the street. */
export const shopStreetCalls: FirstView = ({ search }) => [
  { key: 'merchants.street', query: { page: parsePage(search.get('page')), limit: STREET_PER_PAGE } },
];
