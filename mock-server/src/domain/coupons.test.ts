import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { listCoupons, listUserCoupons, planReceive, validStr } from './coupons';
import { DAY, formatDateTime } from './dates';

const now = Date.UTC(2026, 5, 1);
const coupon = (over: Partial<RecordOf<'coupons'>>): RecordOf<'coupons'> => ({
  id: 1,
  name: 'C',
  money: 5,
  isLimited: false,
  lastTotal: 0,
  primaryKey: null,
  minPrice: 0,
  receiveStartTime: formatDateTime(now - DAY),
  receiveEndTime: formatDateTime(now + DAY),
  isFixedTime: false,
  day: 7,
  type: 1,
  useType: 1,
  useStartTimeStr: null,
  useEndTimeStr: null,
  merId: 3,
  ...over,
});

describe('coupon rules', () => {
  it('lists claimable coupons in their window by useType, merchant and product', () => {
    const all = [
      coupon({ id: 1 }),
      coupon({ id: 2, merId: 4 }),
      coupon({ id: 3, useType: 2, primaryKey: '5,6' }),
      coupon({ id: 4, type: 2 }),
      coupon({ id: 5, receiveEndTime: formatDateTime(now - 1000) }),
    ];
    expect(listCoupons(all, { useType: 1 }, now).map((c) => c.id)).toEqual([1, 2]);
    expect(listCoupons(all, { useType: 1, merId: 4 }, now).map((c) => c.id)).toEqual([2]);
    expect(listCoupons(all, { useType: 2, productId: 6 }, now).map((c) => c.id)).toEqual([3]);
    expect(listCoupons(all, { useType: 2, productId: 56 }, now)).toEqual([]);
  });

  it('receives once, honours the stock of limited coupons, dates by day count or fixed range', () => {
    const record = planReceive(coupon({ day: 7 }), 9, [], now);
    expect(record).toMatchObject({
      uid: 9,
      couponId: 1,
      status: 0,
      startTime: formatDateTime(now),
      endTime: formatDateTime(now + 7 * DAY),
    });
    expect(() => planReceive(coupon({}), 9, [{ ...record, id: 1 }], now)).toThrow('already received');
    expect(() => planReceive(coupon({ isLimited: true, lastTotal: 0 }), 9, [], now)).toThrow('run out');
    expect(() => planReceive(undefined, 9, [], now)).toThrow('does not exist');
    const fixed = planReceive(
      coupon({ isFixedTime: true, useStartTimeStr: '2026-01-01 00:00:00', useEndTimeStr: '2027-01-01 00:00:00' }),
      9,
      [],
      now,
    );
    expect(fixed).toMatchObject({ startTime: '2026-01-01 00:00:00', endTime: '2027-01-01 00:00:00' });
  });
});

describe('held coupons', () => {
  const held = (id: number, status: number, fromDays: number, toDays: number): RecordOf<'userCoupons'> => ({
    id,
    uid: 1,
    couponId: id,
    name: `H${id}`,
    money: 5,
    minPrice: 0,
    useType: 3,
    status,
    startTime: formatDateTime(now + fromDays * DAY),
    endTime: formatDateTime(now + toDays * DAY),
    useTime: null,
    createTime: formatDateTime(now),
  });

  it('reads usable, not started, overdue or unusable from the status and the dates', () => {
    expect(validStr(held(1, 0, -1, 3), now)).toBe('usable');
    expect(validStr(held(2, 0, 2, 5), now)).toBe('notStart');
    expect(validStr(held(3, 0, -9, -1), now)).toBe('overdue');
    expect(validStr(held(4, 1, -1, 3), now)).toBe('unusable');
    expect(validStr(held(5, 2, -9, -1), now)).toBe('unusable');
  });

  it('lists usable ones soonest-ending first and the rest most recent first', () => {
    const mine = [held(1, 0, -1, 9), held(2, 0, 2, 5), held(3, 0, -9, -1), held(4, 1, -1, 3), held(5, 2, -30, -20)];
    expect(listUserCoupons(mine, 'usable', now).map((c) => [c.id, c.validStr])).toEqual([
      [2, 'notStart'],
      [1, 'usable'],
    ]);
    expect(listUserCoupons(mine, 'unusable', now).map((c) => [c.id, c.validStr])).toEqual([
      [4, 'unusable'],
      [3, 'overdue'],
      [5, 'unusable'],
    ]);
  });
});
