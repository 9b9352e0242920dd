import { type OrderCreateBody } from '@contract';
import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import {
  chooseCoupon,
  computePrice,
  fittingCoupons,
  livePreOrder,
  orderFees,
  PRE_ORDER_GONE,
  preOrderShops,
  preOrderView,
  type CheckoutLookup,
} from './checkout';
import { nextLineId, planCreate, shareOut, type CreateContext } from './checkout-create';
import { DAY, formatDateTime } from './dates';
import { AppError } from './errors';

const NOW = Date.UTC(2026, 5, 1, 0, 0, 0);
const product = (id: number, merId: number, postage: number, stock = 50) =>
  ({ id, merId, postage, stock, isShow: true, storeName: `Product ${id}`, image: `/p/${id}.svg` }) as RecordOf<'products'>;
const sku = (id: number, productId: number, price: number, stock = 10) =>
  ({ id, productId, price, stock, sku: `S${id}`, image: '', weight: 1, volume: 1 }) as RecordOf<'skus'>;
const products = [product(1, 1, 5), product(2, 2, 0), product(3, 2, 2)];
const skus = [sku(11, 1, 40), sku(21, 2, 25.5), sku(31, 3, 9.99, 2)];
const lookup: CheckoutLookup = {
  product: (id) => products.find((p) => p.id === id),
  sku: (id) => skus.find((s) => s.id === id),
  merchantName: (merId) => `Shop ${merId}`,
};
const preOrder = (over: Partial<RecordOf<'preOrders'>> = {}): RecordOf<'preOrders'> => ({
  id: 1,
  preOrderNo: 'PRE1',
  uid: 7,
  preOrderType: 'shoppingCart',
  // Shop 1: 2 × 40; shop 2: 1 × 25.50 + 2 × 9.99.
  items: [
    { productId: 1, skuId: 11, num: 2, cartId: 101 },
    { productId: 2, skuId: 21, num: 1, cartId: 102 },
    { productId: 3, skuId: 31, num: 2, cartId: 103 },
  ],
  createTime: formatDateTime(NOW),
  expiresAt: NOW + 60_000,
  ...over,
});
const coupon = (id: number, useType: number, merId: number, primaryKey: string | null = null) =>
  ({ id, useType, merId, primaryKey }) as RecordOf<'coupons'>;
const coupons = [coupon(1, 1, 1), coupon(2, 1, 2), coupon(3, 2, 2, '2,9'), coupon(4, 3, 0), coupon(5, 1, 9)];
const held = (
  id: number,
  couponId: number,
  money: number,
  minPrice: number,
  over: Partial<RecordOf<'userCoupons'>> = {},
): RecordOf<'userCoupons'> => ({
  id,
  uid: 7,
  couponId,
  name: `Coupon ${id}`,
  money,
  minPrice,
  useType: coupons.find((c) => c.id === couponId)?.useType ?? 3,
  status: 0,
  startTime: formatDateTime(NOW - DAY),
  endTime: formatDateTime(NOW + DAY),
  useTime: null,
  createTime: formatDateTime(NOW - DAY),
  ...over,
});
const couponOf = (id: number) => coupons.find((c) => c.id === id);
const address = {
  id: 5,
  uid: 7,
  realName: 'Ann',
  phone: '4155550123',
  countryCode: '1',
  email: 'ann@example.com',
  country: 'United States',
  detail: '1 Main St',
  postCode: 94105,
} as RecordOf<'addresses'>;
const body = (over: Partial<OrderCreateBody> = {}): OrderCreateBody => ({
  preOrderNo: 'PRE1',
  addressId: 5,
  payType: 'paypal',
  payChannel: 'pc',
  ...over,
});

function codeOf(fn: () => unknown): number {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 200;
}

describe('checkout: the pre-order', () => {
  it('answers only the caller, and only while it lives', () => {
    expect(livePreOrder([preOrder()], 7, 'PRE1', NOW).id).toBe(1);
    for (const [list, uid, no, now] of [
      [[preOrder()], 8, 'PRE1', NOW],
      [[preOrder()], 7, 'PRE2', NOW],
      [[preOrder()], 7, 'PRE1', NOW + 60_000],
    ] as const) {
      expect(() => livePreOrder(list, uid, no, now)).toThrow(PRE_ORDER_GONE);
      expect(codeOf(() => livePreOrder(list, uid, no, now))).toBe(500);
    }
  });

  it('groups lines by shop with current data, and freight is postage × quantity', () => {
    const shops = preOrderShops(preOrder(), lookup);
    expect(shops.map((s) => [s.merId, s.merName, s.orderInfoList.map((l) => l.productId)])).toEqual([
      [1, 'Shop 1', [1]],
      [2, 'Shop 2', [2, 3]],
    ]);
    // Money, weight and volume are decimal strings on the wire (BigDecimal through Jackson's ToStringSerializer).
    expect(shops[0]?.orderInfoList[0]).toMatchObject({
      attrValueId: 11,
      sku: 'S11',
      price: '40.00',
      payNum: 2,
      postage: '5.00',
      weight: '1.00',
      volume: '1.00',
      image: '/p/1.svg',
    });
    expect(orderFees(shops)).toEqual({ proTotalFee: '125.48', freightFee: '14.00', orderProNum: 5 });
    const view = preOrderView(preOrder(), shops, address);
    expect(view).toMatchObject({
      proTotalFee: '125.48',
      freightFee: '14.00',
      payFee: '139.48',
      couponFee: '0.00',
      addressId: 5,
      realName: 'Ann',
      cartIdList: [101, 102, 103],
    });
    expect(preOrderView(preOrder({ preOrderType: 'buyNow' }), shops, undefined)).toMatchObject({ addressId: null, cartIdList: null });
  });

  it('ends when a product went off sale', () => {
    const hidden: CheckoutLookup = { ...lookup, product: (id) => (id === 2 ? { ...product(2, 2, 0), isShow: false } : lookup.product(id)) };
    expect(() => preOrderShops(preOrder(), hidden)).toThrow(/no longer available/);
  });
});

describe('checkout: coupons', () => {
  const shops = preOrderShops(preOrder(), lookup);

  it('offers unused, current coupons whose scope is in the order and whose threshold the covered goods meet', () => {
    const mine = [
      held(1, 1, 5, 80), // shop 1 subtotal 80: fits
      held(2, 1, 5, 81), // threshold above shop 1's 80
      held(3, 2, 3, 45), // shop 2 subtotal 45.48: fits
      held(4, 3, 4, 25.5), // product 2 only: 25.50
      held(5, 4, 10, 100), // platform: 125.48
      held(6, 5, 20, 0), // shop 9 is not in the order
      held(7, 4, 1, 0, { status: 1 }), // used
      held(8, 4, 1, 0, { endTime: formatDateTime(NOW - 1000) }), // ended
      held(9, 4, 1, 0, { startTime: formatDateTime(NOW + 1000) }), // not started
    ];
    const fitting = fittingCoupons(mine, couponOf, shops, NOW);
    expect(fitting.map((c) => c.id)).toEqual([5, 1, 4, 3]);
    // coupons/order/{no} gives money as strings and its dates without the time (yyyy-MM-dd).
    expect(fitting[0]).toMatchObject({ money: '10.00', minPrice: '100.00', startTime: '2026-05-31', endTime: '2026-06-02' });
  });

  it('never deducts more than the goods the coupon covers, and refuses one that does not fit', () => {
    const big = held(1, 3, 50, 0); // product 2 costs 25.50
    expect(computePrice(shops, chooseCoupon(1, [big], couponOf, shops, NOW))).toEqual({
      proTotalFee: '125.48',
      freightFee: '14.00',
      couponFee: '25.50',
      payFee: '113.98',
    });
    expect(computePrice(shops, chooseCoupon(0, [big], couponOf, shops, NOW)).couponFee).toBe('0.00');
    expect(() => chooseCoupon(2, [big], couponOf, shops, NOW)).toThrow(/cannot be used/);
    expect(() => chooseCoupon(1, [held(1, 1, 5, 200)], couponOf, shops, NOW)).toThrow(/cannot be used/);
  });

  it('shares a deduction out in cents that add up exactly', () => {
    expect(shareOut(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([0, 0]);
    const shares = shareOut(999, [8000, 2550, 1998]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});

describe('checkout: create', () => {
  const context = (over: Partial<CreateContext> = {}): CreateContext => {
    const base = preOrder();
    const shops = preOrderShops(base, lookup);
    return {
      uid: 7,
      now: NOW,
      preOrder: base,
      shops,
      address,
      coupon: null,
      nextMasterId: 3,
      nextStoreId: 8,
      nextLineId: 40,
      lookup,
      ...over,
    };
  };

  it('plans one master order and one merchant order per shop, the coupon shared over the lines it covers', () => {
    const ctx = context();
    const coupon = chooseCoupon(5, [held(5, 4, 10, 100)], couponOf, ctx.shops, NOW);
    const plan = planCreate(body({ couponId: 5, mark: '  leave at the door ' }), { ...ctx, coupon });
    expect(plan.master).toMatchObject({
      orderNo: 'PT202606010800000003',
      proTotalPrice: 125.48,
      totalPostage: 14,
      couponId: 5,
      couponPrice: 10,
      payPrice: 129.48,
      paid: false,
      isCancel: false,
      mark: 'leave at the door',
      realName: 'Ann',
      userPhone: '+1 4155550123',
      userAddress: '1 Main St, United States, 94105',
    });
    expect(plan.stores.map((s) => s.orderNo)).toEqual(['SH202606010800000008', 'SH202606010800000009']);
    expect(plan.stores.map((s) => s.merId)).toEqual([1, 2]);
    const couponSum = plan.stores.reduce((sum, s) => sum + Math.round(s.couponPrice * 100), 0);
    expect(couponSum).toBe(1000);
    const paySum = plan.stores.reduce((sum, s) => sum + Math.round(s.payPrice * 100), 0);
    expect(paySum).toBe(12948);
    expect(plan.stores[0]).toMatchObject({
      proTotalPrice: 80,
      totalPostage: 10,
      status: 0,
      paid: false,
      userRemark: 'leave at the door',
      totalNum: 2,
    });
    expect(plan.stores.flatMap((s) => s.lines.map((l) => l.id))).toEqual([40, 41, 42]);
    expect(plan.cartIds).toEqual([101, 102, 103]);
    expect(plan.skus).toEqual([
      { id: 11, stock: 8 },
      { id: 21, stock: 9 },
      { id: 31, stock: 0 },
    ]);
    expect(plan.products).toEqual([
      { id: 1, stock: 48 },
      { id: 2, stock: 49 },
      { id: 3, stock: 48 },
    ]);
    expect(plan.userCouponId).toBe(5);
  });

  it('puts a shop coupon on that shop only', () => {
    const ctx = context();
    const coupon = chooseCoupon(3, [held(3, 2, 3, 45)], couponOf, ctx.shops, NOW);
    const plan = planCreate(body({ couponId: 3 }), { ...ctx, coupon });
    expect(plan.stores.map((s) => s.couponPrice)).toEqual([0, 3]);
  });

  it("refuses another user's or no address (400), and stock that ran out since (500)", () => {
    expect(codeOf(() => planCreate(body(), context({ address: undefined })))).toBe(400);
    expect(codeOf(() => planCreate(body(), context({ address: { ...address, uid: 8 } })))).toBe(400);
    const thin: CheckoutLookup = { ...lookup, sku: (id) => (id === 31 ? sku(31, 3, 9.99, 1) : lookup.sku(id)) };
    expect(codeOf(() => planCreate(body(), context({ lookup: thin })))).toBe(500);
    expect(() => planCreate(body(), context({ lookup: thin }))).toThrow(/only 1 left/);
  });

  it("takes a remark up to the column's 512 characters (trimmed) and a null one, refusing 513 with 400", () => {
    expect(planCreate(body({ mark: 'x'.repeat(150) }), context()).master.mark).toBe('x'.repeat(150));
    expect(planCreate(body({ mark: ` ${'y'.repeat(512)} ` }), context()).master.mark).toBe('y'.repeat(512));
    // The record keeps null for no remark; the order views write it as "" (order-status.test.ts).
    expect(planCreate(body({ mark: null }), context()).master.mark).toBeNull();
    expect(codeOf(() => planCreate(body({ mark: 'z'.repeat(513) }), context()))).toBe(400);
  });

  it('numbers order lines after the highest one in use', () => {
    expect(nextLineId([])).toBe(1);
    expect(nextLineId([{ lines: [{ id: 4 }, { id: 9 }] }, { lines: [{ id: 2 }] }] as RecordOf<'storeOrders'>[])).toBe(10);
  });
});
