import { wireMoney } from './money';
import { type StoreCoupon, type UserCoupon as UserCouponView } from '@contract';
import { type RecordOf } from '../db/schema';
import { DAY, formatDateTime, parseDateTime } from './dates';
import { businessError, notFound } from './errors';

type Coupon = RecordOf<'coupons'>;
type UserCoupon = RecordOf<'userCoupons'>;

export interface CouponFilter {
  useType: number;
  merId?: number | undefined;
  productId?: number | undefined;
}

/** Claimable by hand (type 1) and inside the receive window. */
export function isClaimable(coupon: Coupon, now: number): boolean {
  if (coupon.type !== 1) return false;
  const start = coupon.receiveStartTime ? parseDateTime(coupon.receiveStartTime) : -Infinity;
  const end = coupon.receiveEndTime ? parseDateTime(coupon.receiveEndTime) : Infinity;
  return now >= start && now <= end;
}

export function listCoupons(coupons: readonly Coupon[], filter: CouponFilter, now: number): Coupon[] {
  return coupons.filter((c) => {
    if (c.useType !== filter.useType || !isClaimable(c, now)) return false;
    if (filter.merId !== undefined && c.merId !== filter.merId) return false;
    if (filter.productId !== undefined && !(c.primaryKey ?? '').split(',').includes(String(filter.productId))) return false;
    return true;
  });
}

export function toStoreCoupon(coupon: Coupon, held: boolean): StoreCoupon {
  const { merId: _merId, ...rest } = coupon;
  return { ...rest, money: wireMoney(coupon.money), minPrice: wireMoney(coupon.minPrice), isUse: held };
}

/** Checks a receive and returns the user-coupon to create; throws with the reason otherwise. */
export function planReceive(coupon: Coupon | undefined, uid: number, mine: readonly UserCoupon[], now: number): Omit<UserCoupon, 'id'> {
  if (!coupon || !isClaimable(coupon, now)) throw notFound('Coupon does not exist');
  if (mine.some((u) => u.couponId === coupon.id)) throw businessError('You have already received this coupon');
  if (coupon.isLimited && coupon.lastTotal <= 0) throw businessError('This coupon has run out');
  const start = coupon.isFixedTime && coupon.useStartTimeStr ? coupon.useStartTimeStr : formatDateTime(now);
  const end = coupon.isFixedTime && coupon.useEndTimeStr ? coupon.useEndTimeStr : formatDateTime(now + coupon.day * DAY);
  return {
    uid,
    couponId: coupon.id,
    name: coupon.name,
    money: coupon.money,
    minPrice: coupon.minPrice,
    useType: coupon.useType,
    status: 0,
    startTime: start,
    endTime: end,
    useTime: null,
    createTime: formatDateTime(now),
  };
}

/**
 * How a held coupon reads now: "usable" inside its validity, "notStart" before it, "overdue" once its end has
 * passed while unused (the status still says 0 until a job would mark it 2), "unusable" when used or marked expired.
 */
export function validStr(coupon: UserCoupon, now: number): UserCouponView['validStr'] {
  if (coupon.status !== 0) return 'unusable';
  if (parseDateTime(coupon.endTime) < now) return 'overdue';
  if (parseDateTime(coupon.startTime) > now) return 'notStart';
  return 'usable';
}

/**
 * coupon/list: `usable` lists unused coupons that have not ended, the soonest to end first (the ones to spend
 * first); `unusable` lists used, expired and overdue ones, the most recent first.
 */
export function listUserCoupons(mine: readonly UserCoupon[], type: 'usable' | 'unusable', now: number): UserCouponView[] {
  const views = mine.map((coupon) => toUserCouponView(coupon, now));
  if (type === 'usable') {
    return views
      .filter((v) => v.validStr === 'usable' || v.validStr === 'notStart')
      .sort((a, b) => a.endTime.localeCompare(b.endTime) || a.id - b.id);
  }
  return views
    .filter((v) => v.validStr === 'unusable' || v.validStr === 'overdue')
    .sort((a, b) => b.endTime.localeCompare(a.endTime) || b.id - a.id);
}

export function toUserCouponView(coupon: UserCoupon, now: number): UserCouponView {
  return {
    id: coupon.id,
    uid: coupon.uid,
    name: coupon.name,
    useType: coupon.useType,
    money: wireMoney(coupon.money),
    minPrice: wireMoney(coupon.minPrice),
    status: coupon.status,
    startTime: coupon.startTime,
    endTime: coupon.endTime,
    useTime: coupon.useTime,
    validStr: validStr(coupon, now),
  };
}
