import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_SAMPLES, routePatterns, sampleUrl, type RouteSamples } from './route-samples';
import { paths, withQuery } from '../lib/routing/paths';

const table = [...new Set(routePatterns().map(([pattern]) => pattern))];
const entries = Object.entries(ROUTE_SAMPLES);
const urlsOf = (samples: RouteSamples): string[] => [...samples.shows, ...(samples.also ?? [])].map((sample) => sampleUrl(sample));

const pathname = (url: string): string => url.split('?')[0] ?? url;
const routeOf = (url: string): string | undefined => table.find((pattern) => matchPath({ path: pattern, end: true }, pathname(url)));

describe('paths', () => {
  it('has samples (route-samples.ts) for every route of the table, and for routes of the table only', () => {
    expect(Object.keys(ROUTE_SAMPLES).sort()).toEqual([...table].sort());
  });

  it('has samples of every builder', () => {
    expect([...new Set(Object.values(ROUTE_SAMPLES).map((samples) => samples.builder))].sort()).toEqual(Object.keys(paths).sort());
  });

  it.each(entries)('the samples of %s are URLs of that route', (pattern, samples) => {
    for (const url of urlsOf(samples)) expect(routeOf(url), url).toBe(pattern);
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
