import { describe, expect, it } from 'vitest';
import { childRouteForPath, routeForPath } from './start';

describe('routeForPath', () => {
  it('finds the page route of an unprefixed path', () => {
    expect(routeForPath('/')?.titleKey).toBe('routes.home');
    expect(routeForPath('/goods_detail/12')?.titleKey).toBe('routes.goodsDetail');
    expect(routeForPath('/goods/goods_search')?.titleKey).toBe('routes.goodsSearch');
    expect(routeForPath('/merchant/merchant/coupon')?.titleKey).toBe('routes.merchant');
  });
  it('finds nothing for an unknown path', () => {
    expect(routeForPath('/nope/nothing')).toBeUndefined();
  });
});

describe('childRouteForPath', () => {
  it("finds the nested page a path opens under its layout route (the shop's tabs), the index one included", () => {
    const shop = routeForPath('/merchant/merchant');
    expect(shop).toBeDefined();
    if (!shop) return;
    expect(childRouteForPath(shop, '/merchant/merchant')?.index).toBe(true);
    expect(childRouteForPath(shop, '/merchant/merchant/category')?.titleKey).toBe('routes.merchantCategory');
    expect(childRouteForPath(shop, '/merchant/merchant/nope')).toBeUndefined();
  });
  it('finds nothing under a route without nested pages', () => {
    const product = routeForPath('/goods_detail/12');
    expect(product && childRouteForPath(product, '/goods_detail/12')).toBeUndefined();
  });
});
