import { type RecordOf, type SeedData } from '../schema';
import { at, DEMO_UID } from './common';

const couponBase = {
  receiveStartTime: at(-365),
  receiveEndTime: at(5 * 365),
  useStartTimeStr: null,
  useEndTimeStr: null,
  isFixedTime: false,
  type: 1,
};

/** Appends a coupon with the next id and answers that id. */
function coupon(data: SeedData, c: Omit<RecordOf<'coupons'>, 'id'>): number {
  const id = data.coupons.length + 1;
  data.coupons.push({ id, ...c });
  return id;
}

/** A platform coupon (useType 3, merId 0): no stock limit, 30 days from claiming, claimable by hand, unless `over` says otherwise. */
function platformCoupon(data: SeedData, name: string, money: number, minPrice: number, over: Partial<RecordOf<'coupons'>> = {}): number {
  return coupon(data, {
    ...couponBase,
    name,
    money,
    minPrice,
    isLimited: false,
    lastTotal: 0,
    primaryKey: null,
    day: 30,
    useType: 3,
    merId: 0,
    ...over,
  });
}

/** Coupons: shop (useType 1), product (useType 2), platform (useType 3); type 1 = claimable by hand. */
export function seedCoupons(data: SeedData): void {
  for (const merchant of data.merchants) {
    coupon(data, {
      ...couponBase,
      name: `${merchant.name} $5 off $50`,
      money: 5,
      minPrice: 50,
      isLimited: false,
      lastTotal: 0,
      primaryKey: null,
      day: 30,
      useType: 1,
      merId: merchant.id,
    });
    coupon(data, {
      ...couponBase,
      name: `${merchant.name} $20 off $150`,
      money: 20,
      minPrice: 150,
      isLimited: true,
      lastTotal: merchant.id === 2 ? 1 : 100,
      primaryKey: null,
      day: 7,
      useType: 1,
      merId: merchant.id,
    });
  }
  const productCouponTargets = data.products.slice(0, Math.min(40, data.products.length));
  productCouponTargets.forEach((p, i) => {
    coupon(data, {
      ...couponBase,
      name: `${p.storeName.split(' ').slice(-1)[0] ?? 'Item'} coupon $${3 + (i % 4)}`,
      money: 3 + (i % 4),
      minPrice: i % 2 === 0 ? 0 : 20,
      isLimited: i % 3 === 0,
      lastTotal: i % 3 === 0 ? 50 : 0,
      primaryKey: String(p.id),
      day: 15,
      useType: 2,
      merId: p.merId,
      ...(i % 5 === 0 ? { isFixedTime: true, useStartTimeStr: at(-30), useEndTimeStr: at(5 * 365) } : {}),
    });
  });
  platformCoupon(data, 'Platform $10 off $100', 10, 100);
  platformCoupon(data, 'Platform $2 no threshold', 2, 0, { isLimited: true, lastTotal: 500, day: 10 });
  platformCoupon(data, 'New user gift $8', 8, 30, { type: 2 });
}

/**
 * Held coupons of the demo shopper for the coupons page: one used, one marked expired, one that ran out unused
 * ("overdue") and one not yet started. Gifted coupons (type 3) appended after the others, so no existing id moves
 * and none of them can be claimed by hand: tests that receive coupons start clean. Fixed values, no rng.
 */
export function seedHeldCoupons(data: SeedData): void {
  const gift = (name: string, money: number, minPrice: number): number => platformCoupon(data, name, money, minPrice, { type: 3 });
  const held = (couponIdHeld: number, status: 0 | 1 | 2, from: number, to: number, usedAt: number | null): void => {
    const source = data.coupons.find((c) => c.id === couponIdHeld);
    if (!source) return;
    data.userCoupons.push({
      id: data.userCoupons.length + 1,
      uid: DEMO_UID,
      couponId: source.id,
      name: source.name,
      money: source.money,
      minPrice: source.minPrice,
      useType: source.useType,
      status,
      startTime: at(from),
      endTime: at(to),
      useTime: usedAt === null ? null : at(usedAt),
      createTime: at(from),
    });
  };
  held(gift('Spring gift $15 off $120', 15, 120), 1, -60, -30, -45);
  held(gift('Welcome back $3 off $20', 3, 20), 2, -400, -300, null);
  held(gift('Loyalty $6 off $60', 6, 60), 0, -500, -450, null);
  held(gift('Year-end gift $12 off $80', 12, 80), 0, 800, 830, null);
}
