import { describe, expect, it } from 'vitest';
import { isUnder, queryKeys } from './query-keys';

type Node = readonly unknown[] | ((...args: never[]) => readonly unknown[]) | { readonly [name: string]: Node };

/** Every key of the module, each builder called with sample arguments, named by its path (e.g. orders.list). */
function allKeys(node: Node, name = ''): [string, readonly unknown[]][] {
  if (Array.isArray(node)) return [[name, node]];
  if (typeof node === 'function') {
    const build = node as (...args: unknown[]) => readonly unknown[];
    return [[name, build(...Array.from({ length: build.length }, (_, index) => `arg${index}`))]];
  }
  return Object.entries(node as Record<string, Node>).flatMap(([key, child]) => allKeys(child, name ? `${name}.${key}` : key));
}

const keys = allKeys(queryKeys as unknown as Node);

describe('query keys', () => {
  it('gives every query its own key', () => {
    const seen = new Map<string, string>();
    for (const [name, key] of keys) {
      const text = JSON.stringify(key);
      expect(seen.get(text), `${name} repeats ${seen.get(text) ?? ''}`).toBeUndefined();
      seen.set(text, name);
    }
    expect(keys.length).toBeGreaterThan(60);
  });

  it("keeps the shopper's own data under user, so a sign-out drops it", () => {
    const own = ['user.', 'orders.', 'refunds.', 'cart.', 'checkout.', 'addresses.', 'points.', 'coupons.mine', 'payments.all', 'payments.wechatResult'];
    for (const [name, key] of keys) {
      const isOwn = own.some((prefix) => name.startsWith(prefix));
      expect(isUnder(key, queryKeys.user.all), name).toBe(isOwn);
    }
  });

  it('nests each query under the prefix its invalidations use', () => {
    expect(isUnder(queryKeys.orders.list(1, 2), queryKeys.orders.all)).toBe(true);
    expect(isUnder(queryKeys.orders.awaitingReview(1), queryKeys.orders.all)).toBe(true);
    expect(isUnder(queryKeys.refunds.detail('R1'), queryKeys.refunds.all)).toBe(true);
    expect(isUnder(queryKeys.cart.lines(true), queryKeys.cart.all)).toBe(true);
    expect(isUnder(queryKeys.checkout.price('P1', 0, 0), queryKeys.checkout.all)).toBe(true);
    expect(isUnder(queryKeys.addresses.list(1, 10), queryKeys.addresses.all)).toBe(true);
    expect(isUnder(queryKeys.products.detail(7, 'guest'), queryKeys.products.detailOf(7))).toBe(true);
    expect(isUnder(queryKeys.products.detail(7, 'user'), queryKeys.products.details)).toBe(true);
    expect(isUnder(queryKeys.products.detail(8, 'user'), queryKeys.products.detailOf(7))).toBe(false);
    expect(isUnder(queryKeys.merchants.shopInfo(3, 'user'), queryKeys.merchants.shop(3))).toBe(true);
    expect(isUnder(queryKeys.merchants.shopDetail(3), queryKeys.merchants.shop(3))).toBe(true);
    expect(isUnder(queryKeys.coupons.list({ merId: 1 }, 'guest'), queryKeys.coupons.lists)).toBe(true);
    expect(isUnder(queryKeys.coupons.mineList('usable', 1, 10), queryKeys.coupons.mine)).toBe(true);
    expect(isUnder(queryKeys.favorites.productPage(2), queryKeys.favorites.products)).toBe(true);
    expect(isUnder(queryKeys.favorites.shopPage(2), queryKeys.favorites.shops)).toBe(true);
    expect(isUnder(queryKeys.settleIn.recordPage(1, 10), queryKeys.settleIn.records)).toBe(true);
    expect(isUnder(queryKeys.reviews.list(7, 0, 1), queryKeys.reviews.all)).toBe(true);
    expect(isUnder(queryKeys.payments.wechatResult('O1'), queryKeys.payments.all)).toBe(true);
  });

  it('matches a prefix part by part', () => {
    expect(isUnder(['user', 'orders', 'list'], ['user', 'orders'])).toBe(true);
    expect(isUnder(['user'], ['user', 'orders'])).toBe(false);
    expect(isUnder(['user', 'ordersX'], ['user', 'orders'])).toBe(false);
    expect(isUnder(['a'], [])).toBe(true);
  });
});
