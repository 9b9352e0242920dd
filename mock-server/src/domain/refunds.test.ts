import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { BUILT_AT, storeOrder, type StoreOrder } from '../test-builders';
import { formatDateTime } from './dates';
import { checkRefundable, findOwnRefund, listRefunds, planApprove, planRefund, planReject, REFUND_MISSING, REFUSED } from './refunds';

type Refund = RecordOf<'refundOrders'>;

const NOW = BUILT_AT;

/** A paid order of user 7 at shop 2, awaiting shipment, 12 paid. */
const order = (over: Partial<StoreOrder> = {}): StoreOrder => storeOrder(4, { uid: 7, merId: 2, payPrice: 12, ...over });

const refund = (over: Partial<Refund> = {}): Refund => ({
  ...planRefund(order(), { orderNo: order().orderNo, text: 'Other' }, NOW, 1),
  ...over,
});

describe('checkRefundable', () => {
  it('takes paid orders awaiting shipment or completed, with no refund', () => {
    expect(() => checkRefundable(order())).not.toThrow();
    expect(() => checkRefundable(order({ status: 3 }))).not.toThrow();
  });
  it('refuses unpaid, cancelled, on-the-way and already refunded orders', () => {
    expect(() => checkRefundable(order({ paid: false }))).toThrow(REFUSED.unpaid);
    expect(() => checkRefundable(order({ status: 9 }))).toThrow(REFUSED.cancelled);
    expect(() => checkRefundable(order({ status: 1 }))).toThrow(REFUSED.awaitingReceipt);
    for (const refundStatus of [1, 2, 3] as const)
      expect(() => checkRefundable(order({ status: 3, refundStatus }))).toThrow(REFUSED.alreadyApplied);
  });
});

describe('planRefund', () => {
  it('refunds the whole payment, keeps the vouchers comma-separated and awaits review', () => {
    const plan = planRefund(
      order(),
      { orderNo: order().orderNo, text: 'Other', refund_reason_wap_img: ' /a.png,, /b.png ', refund_reason_wap_explain: 'Note' },
      NOW,
      3,
    );
    expect(plan).toMatchObject({
      refundOrderNo: 'RE202606010800000003',
      refundPrice: 12,
      refundStatus: 0,
      refundReasonWapImg: '/a.png,/b.png',
      refundReasonWapExplain: 'Note',
      uid: 7,
      merId: 2,
    });
  });
});

describe('the shop’s decisions', () => {
  it('approves to refunding or refunded, and finishes a refunding one', () => {
    expect(planApprove(refund(), 'refunding', NOW)).toEqual({ refund: { refundStatus: 2 }, orderRefundStatus: 2 });
    expect(planApprove(refund(), 'refunded', NOW)).toEqual({
      refund: { refundStatus: 3, refundTime: formatDateTime(NOW) },
      orderRefundStatus: 3,
    });
    expect(planApprove(refund({ refundStatus: 2 }), 'refunded', NOW).orderRefundStatus).toBe(3);
    expect(() => planApprove(refund({ refundStatus: 2 }), 'refunding', NOW)).toThrow();
    expect(() => planApprove(refund({ refundStatus: 1 }), 'refunded', NOW)).toThrow();
    expect(() => planApprove(refund({ refundStatus: 3 }), 'refunded', NOW)).toThrow();
  });
  it('rejects only what awaits review, giving the order back', () => {
    expect(planReject(refund(), 'No')).toEqual({ refund: { refundStatus: 1, refundReason: 'No' }, orderRefundStatus: 0 });
    expect(() => planReject(refund({ refundStatus: 2 }), 'No')).toThrow();
  });
});

describe('lookups', () => {
  it('finds only the user’s own refunds, newest first', () => {
    const a = refund({ id: 1, createTime: '2026-06-01 08:00:00' });
    const b = refund({ id: 2, refundOrderNo: 'RE2', createTime: '2026-06-02 08:00:00' });
    const other = refund({ id: 3, refundOrderNo: 'RE3', uid: 8 });
    expect(listRefunds([a, b, other], 7).map((r) => r.id)).toEqual([2, 1]);
    expect(() => findOwnRefund([other], 7, 'RE3')).toThrow(REFUND_MISSING);
  });
});
