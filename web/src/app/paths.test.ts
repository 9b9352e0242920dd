import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageRoutes, type PageRoute } from './route-table';
import { paths, withQuery, type PathName } from '../lib/paths';

/** Every pattern of the route table as the router mounts it at "/" (an index route is its parent's path). */
function patterns(routes: readonly PageRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : `${parent}/${route.path}`;
    return [own, ...patterns(route.children ?? [], own)];
  });
}
const table = [...new Set(patterns(pageRoutes))];

/** One call of each builder, with sample arguments of the right types. */
const samples: Record<PathName, string[]> = {
  home: [paths.home()],
  goodsSearch: [paths.goodsSearch(), paths.goodsSearch({ cid: 3 }), paths.goodsSearch('title=tea')],
  activityList: [paths.activityList({ id: 2, page: 3 })],
  topOne: [paths.topOne()],
  goodsDetail: [paths.goodsDetail(7)],
  shoppingCart: [paths.shoppingCart()],
  orderConfirm: [paths.orderConfirm('PRE1')],
  orderDetail: [paths.orderDetail('SH1')],
  paymentResult: [paths.paymentResult({ orderNo: 'PT1' })],
  refundDetail: [paths.refundDetail('RE1')],
  stripePayment: [paths.stripePayment({ clientSecret: 'cs' })],
  orderList: [paths.orderList(), paths.orderList({ status: 2 })],
  refundList: [paths.refundList()],
  refundConfirm: [paths.refundConfirm('SH1')],
  evaluationList: [paths.evaluationList()],
  evaluationConfirm: [paths.evaluationConfirm({ orderNo: 'SH1', productId: 7, orderInfoId: 9 })],
  addressList: [paths.addressList()],
  applicationRecord: [paths.applicationRecord()],
  collectionList: [paths.collectionList({ tab: 'shops' })],
  couponList: [paths.couponList('?view=center')],
  userInfo: [paths.userInfo()],
  merchantSettled: [paths.merchantSettled({ resubmit: 4 })],
  merchant: [
    paths.merchant({ id: 5 }),
    paths.merchant({ id: 5 }, 'home'),
    paths.merchant({ id: 5 }, 'category'),
    paths.merchant({ id: 5 }, 'coupon'),
    paths.merchant({ id: 5 }, 'qualification'),
  ],
  merchantMore: [paths.merchantMore()],
  merchantStreet: [paths.merchantStreet()],
  aboutUs: [paths.aboutUs()],
  privacyAgreement: [paths.privacyAgreement()],
  privacyPolicy: [paths.privacyPolicy()],
  returnPolicy: [paths.returnPolicy()],
  merchantAdmin: [paths.merchantAdmin()],
  callbackTwitter: [paths.callbackTwitter()],
  login: [paths.login({ redirect: '/users/order_list' })],
};

const pathname = (url: string): string => url.split('?')[0] ?? url;
const routeOf = (url: string): string | undefined => table.find((pattern) => matchPath({ path: pattern, end: true }, pathname(url)));

describe('paths', () => {
  it('has a sample for every builder', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(paths).sort());
  });

  it.each(Object.entries(samples))('%s builds a path of the route table', (_name, urls) => {
    for (const url of urls) expect(routeOf(url), url).toBeDefined();
  });

  it('reaches every route of the table', () => {
    const reached = new Set(Object.values(samples).flat().map(routeOf));
    expect(table.filter((pattern) => !reached.has(pattern))).toEqual([]);
  });

  it('writes the query the pages read', () => {
    expect(paths.orderDetail('SH 1/2')).toBe('/order/order_detail?orderNo=SH%201%2F2');
    expect(paths.evaluationConfirm({ orderNo: 'SH1', productId: 7, orderInfoId: 9 })).toBe(
      '/users/evaluation_confirm?orderNo=SH1&productId=7&orderInfoId=9',
    );
    expect(paths.refundDetail('RE1')).toBe('/order/refund_detail?orderNo=RE1');
    expect(paths.merchant({ id: 5 })).toBe('/merchant/merchant?id=5');
    expect(paths.merchant(new URLSearchParams({ id: '5', cid: '2' }), 'category')).toBe('/merchant/merchant/category?id=5&cid=2');
    expect(paths.goodsDetail(7)).toBe('/goods_detail/7');
    expect(paths.login({ redirect: '/users/order_list?status=2' })).toBe('/login?redirect=%2Fusers%2Forder_list%3Fstatus%3D2');
  });

  it('leaves out empty parameters and a bare "?"', () => {
    expect(withQuery('/a', { x: undefined, y: null, z: '' })).toBe('/a');
    expect(withQuery('/a', { page: 0 })).toBe('/a?page=0');
    expect(withQuery('/a', '')).toBe('/a');
    expect(withQuery('/a', '?b=1')).toBe('/a?b=1');
    expect(withQuery('/a', new URLSearchParams())).toBe('/a');
    expect(paths.activityList({ id: 2, page: undefined })).toBe('/goods/activity_list?id=2');
  });
});
