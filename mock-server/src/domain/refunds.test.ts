import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { formatDateTime } from './dates';
import { checkRefundable, findOwnRefund, listRefunds, planApprove, planRefund, planReject, REFUND_MISSING, REFUSED } from './refunds';

type StoreOrder = RecordOf<'storeOrders'>;
type Refund = RecordOf<'refundOrders'>;

const NOW = Date.UTC(2026, 5, 1, 0, 0, 0);

const order = (over: Partial<StoreOrder> = {}): StoreOrder => ({
  id: 4,
  orderNo: 'SH202605010800000004',
  masterOrderNo: 'PT202605010800000004',
  uid: 7,
  merId: 2,
  totalNum: 1,
  proTotalPrice: 10,
  totalPostage: 2,
  couponPrice: 0,
  payPrice: 12,
  paid: true,
  payTime: formatDateTime(NOW),
  payType: 'stripe',
  status: 0,
  refundStatus: 0,
  deliveryName: null,
  deliveryCode: null,
  deliveryId: null,
  deliveryTime: null,
  userRemark: null,
  isUserDel: false,
  lines: [
    {
      id: 1,
      productId: 100,
      productName: 'Mug',
      image: '/m.png',
      skuId: 9,
      sku: 'Blue',
      price: 10,
      payNum: 1,
      postage: 2,
      weight: 0,
      volume: 0,
      isReply: false,
    },
  ],
  createTime: formatDateTime(NOW),
  ...over,
});

const refund = (over: Partial<Refund> = {}): Refund => ({
  ...planRefund(order(), { orderNo: 'SH202605010800000004', text: 'Other' }, NOW, 1),
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
      { orderNo: 'SH202605010800000004', text: 'Other', refund_reason_wap_img: ' /a.png,, /b.png ', refund_reason_wap_explain: 'Note' },
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
