import { describe, expect, it } from 'vitest';
import { isUnder, queryKey } from './query-keys';

describe('query keys', () => {
  it('spells a key as its dotted path, then the arguments', () => {
    expect(queryKey('user')).toEqual(['user']);
    expect(queryKey('user.cartCount')).toEqual(['user', 'cartCount']);
    expect(queryKey('user.orders.list', 1, 2)).toEqual(['user', 'orders', 'list', 1, 2]);
    expect(queryKey('user.addresses.ip-info')).toEqual(['user', 'addresses', 'ip-info']);
    expect(queryKey('products.detail', 7, 'guest')).toEqual(['products', 'detail', 7, 'guest']);
    expect(queryKey('merchants.shop', 3, 'info', 'user')).toEqual(['merchants', 'shop', 3, 'info', 'user']);
    expect(queryKey('home.activityProducts', 2, { page: 3 })).toEqual(['home', 'activityProducts', 2, { page: 3 }]);
  });

  it("keeps the shopper's own data under user, so a sign-out drops it", () => {
    const own = [
      queryKey('user.info'),
      queryKey('user.cartCount'),
      queryKey('user.cart', 'valid'),
      queryKey('user.checkout.price', 'P1', 0, 0),
      queryKey('user.orders.detail', 'SH1'),
      queryKey('user.refunds.list', 1),
      queryKey('user.addresses.list', { page: 1, limit: 10 }),
      queryKey('user.points.summary'),
      queryKey('user.coupons', 'usable', 1, 10),
      queryKey('user.payments.wechat', 'PT1'),
    ];
    for (const key of own) expect(isUnder(key, queryKey('user')), key.join('.')).toBe(true);
    const shared = [
      queryKey('home.pcIndex'),
      queryKey('products.detail', 7, 'user'),
      queryKey('coupons.list', {}, 'user'),
      queryKey('merchants.shop', 3, 'info', 'user'),
    ];
    for (const key of shared) expect(isUnder(key, queryKey('user')), key.join('.')).toBe(false);
  });

  it('nests each query under the prefix its invalidations use', () => {
    expect(isUnder(queryKey('user.orders.list', 1, 2), queryKey('user.orders'))).toBe(true);
    expect(isUnder(queryKey('user.orders.awaitingReview', 1), queryKey('user.orders'))).toBe(true);
    expect(isUnder(queryKey('user.refunds.detail', 'RE1'), queryKey('user.refunds'))).toBe(true);
    expect(isUnder(queryKey('user.cart', 'invalid'), queryKey('user.cart'))).toBe(true);
    expect(isUnder(queryKey('user.cartCount'), queryKey('user.cart'))).toBe(false);
    expect(isUnder(queryKey('products.detail', 7, 'guest'), queryKey('products.detail', 7))).toBe(true);
    expect(isUnder(queryKey('products.detail', 8, 'user'), queryKey('products.detail', 7))).toBe(false);
    expect(isUnder(queryKey('merchants.shop', 3, 'detail'), queryKey('merchants.shop', 3))).toBe(true);
    expect(isUnder(queryKey('coupons.list', { merId: 1 }, 'guest'), queryKey('coupons.list'))).toBe(true);
    expect(isUnder(queryKey('collections.productList', { page: 2 }), queryKey('collections.productList'))).toBe(true);
    expect(isUnder(queryKey('settleIn.records', 1, 10), queryKey('settleIn.records'))).toBe(true);
    expect(isUnder(queryKey('reviews.list', 7, { type: 0, page: 1 }), queryKey('reviews'))).toBe(true);
    expect(isUnder(queryKey('user.payments.wechat', 'PT1'), queryKey('user.payments'))).toBe(true);
  });

  it('matches a prefix part by part', () => {
    expect(isUnder(['user', 'orders', 'list'], ['user', 'orders'])).toBe(true);
    expect(isUnder(['user'], ['user', 'orders'])).toBe(false);
    expect(isUnder(['user', 'ordersX'], ['user', 'orders'])).toBe(false);
    expect(isUnder(['a'], [])).toBe(true);
  });
});
