import { describe, expect, it } from 'vitest';
import { couponSearch, readCouponParams } from './coupon-params';

describe('coupon page params', () => {
  it('reads the view, filter, kind and page, falling back to defaults', () => {
    expect(readCouponParams(new URLSearchParams(''))).toEqual({ view: 'mine', held: 'usable', kind: 1, page: 1 });
    expect(readCouponParams(new URLSearchParams('view=center&type=3&page=2'))).toEqual({
      view: 'center',
      held: 'usable',
      kind: 3,
      page: 2,
    });
    expect(readCouponParams(new URLSearchParams('status=unusable'))).toMatchObject({ view: 'mine', held: 'unusable' });
    expect(readCouponParams(new URLSearchParams('view=x&type=9&page=-1&status=y'))).toEqual({
      view: 'mine',
      held: 'usable',
      kind: 1,
      page: 1,
    });
    expect(readCouponParams(new URLSearchParams('page=99999'))).toMatchObject({ page: 1 });
  });

  it('writes the shortest query for a state', () => {
    expect(couponSearch({ view: 'mine', held: 'usable', kind: 1, page: 1 })).toBe('');
    expect(couponSearch({ view: 'mine', held: 'unusable', kind: 2, page: 3 })).toBe('?status=unusable&page=3');
    expect(couponSearch({ view: 'center', held: 'unusable', kind: 1, page: 1 })).toBe('?view=center');
    expect(couponSearch({ view: 'center', held: 'usable', kind: 2, page: 2 })).toBe('?view=center&type=2&page=2');
  });
});
