import { REFUND_NOTE_MAX, REFUND_VOUCHER_MAX, RefundStatus, UPLOAD_IMAGE_ACCEPT, UPLOAD_IMAGE_MAX_BYTES } from '@contract';
import { describe, expect, it } from 'vitest';
import { imageProblem } from '../../components/upload/image-file';
import { parseMerchantOrderNo, parseRefundOrderNo, parseRefundPage, refundDetailPath } from './refund-params';
import { NOTE_MAX, refundRefusal, refundState, VOUCHER_RULE, voucherList } from './refund-state';

describe('refund state', () => {
  it('follows the contract’s numbers', () => {
    expect(refundState(RefundStatus.awaitingReview)).toBe('awaitingReview');
    expect(refundState(RefundStatus.rejected)).toBe('rejected');
    expect(refundState(RefundStatus.refunding)).toBe('refunding');
    expect(refundState(RefundStatus.refunded)).toBe('refunded');
  });

  it('keeps the limits of the contract', () => {
    expect(NOTE_MAX).toBe(REFUND_NOTE_MAX);
    expect(VOUCHER_RULE.maxCount).toBe(REFUND_VOUCHER_MAX);
    expect(VOUCHER_RULE.maxBytes).toBe(UPLOAD_IMAGE_MAX_BYTES);
    expect(VOUCHER_RULE.accept).toBe(UPLOAD_IMAGE_ACCEPT);
  });

  it('checks a voucher file and splits the stored URLs', () => {
    expect(imageProblem({ type: 'image/png', size: 10, name: 'a.png' }, VOUCHER_RULE)).toBeNull();
    expect(imageProblem({ type: 'text/plain', size: 10, name: 'a.txt' }, VOUCHER_RULE)).toBe('type');
    expect(imageProblem({ type: 'image/png', size: VOUCHER_RULE.maxBytes + 1, name: 'a.png' }, VOUCHER_RULE)).toBe('size');
    expect(voucherList('')).toEqual([]);
    expect(voucherList('/a.png, /b.png,')).toEqual(['/a.png', '/b.png']);
  });
});

describe('refund params', () => {
  it('takes only the right kind of number', () => {
    expect(parseMerchantOrderNo(' SH2025 ')).toBe('SH2025');
    expect(parseMerchantOrderNo('RE2025')).toBeNull();
    expect(parseRefundOrderNo('RE2025')).toBe('RE2025');
    expect(parseRefundOrderNo(null)).toBeNull();
    expect(parseRefundPage('2')).toBe(2);
    expect(parseRefundPage('x')).toBe(1);
    expect(refundDetailPath('RE1')).toBe('/order/refund_detail?orderNo=RE1');
  });
});

describe('refund refusal', () => {
  it('refuses unpaid, cancelled, on-its-way and already-applied orders, and allows the others', () => {
    expect(refundRefusal({ paid: false, status: 0, refundStatus: 0 })).toBe('unpaid');
    expect(refundRefusal({ paid: true, status: 9, refundStatus: 0 })).toBe('cancelled');
    expect(refundRefusal({ paid: true, status: 1, refundStatus: 0 })).toBe('awaitingReceipt');
    expect(refundRefusal({ paid: true, status: 3, refundStatus: 1 })).toBe('alreadyApplied');
    expect(refundRefusal({ paid: true, status: 0, refundStatus: 0 })).toBeNull();
    expect(refundRefusal({ paid: true, status: 3, refundStatus: 0 })).toBeNull();
  });
});
