import { describe, expect, it } from 'vitest';
import { routeForPath } from './start';

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
