import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import {
  isMethodOn,
  isStripeSecret,
  orderByRef,
  ORDER_MISSING,
  payableOrder,
  payerIdFor,
  payMethods,
  startPayment,
  stripeCardOutcome,
} from './payments';

const master = (over: Partial<RecordOf<'masterOrders'>> = {}) =>
  ({
    id: 1,
    orderNo: 'PT1',
    uid: 7,
    paid: false,
    isCancel: false,
    payType: 'paypal',
    paymentRef: null,
    payPrice: 12.5,
    ...over,
  }) as RecordOf<'masterOrders'>;

const BASE = 'http://mock.example:4010';

describe('payment rules', () => {
  it('reads the switches, all on when the settings lack them', () => {
    expect(payMethods(undefined)).toEqual({ paypalStatus: true, stripeStatus: true, wechatPaySwitch: true });
    const methods = payMethods({ paypalStatus: false, stripeStatus: true, wechatPaySwitch: false } as RecordOf<'settings'>);
    expect([isMethodOn(methods, 'paypal'), isMethodOn(methods, 'stripe'), isMethodOn(methods, 'wechat')]).toEqual([false, true, false]);
  });

  it("pays only the caller's unpaid, uncancelled master order", () => {
    expect(payableOrder([master()], 7, 'PT1').id).toBe(1);
    expect(() => payableOrder([master()], 8, 'PT1')).toThrow(ORDER_MISSING);
    expect(() => payableOrder([master()], 7, 'PT2')).toThrow(ORDER_MISSING);
    expect(() => payableOrder([master({ paid: true })], 7, 'PT1')).toThrow(/already been paid/);
    expect(() => payableOrder([master({ isCancel: true })], 7, 'PT1')).toThrow(/cancelled/);
  });

  it('starts PayPal at the mock approval page (an absolute URL on the public base), coming back to the web origin', () => {
    const start = startPayment(master(), 'paypal', 'http://localhost:5173', BASE);
    expect(start.paymentRef).toMatch(/^EC-[A-Z0-9]{17}$/);
    expect(start.redirect).toBe(
      `${BASE}/__mock/pay/paypal?token=${start.paymentRef}&return_to=${encodeURIComponent('http://localhost:5173')}`,
    );
    expect(start.answer).toEqual({ status: false, payType: 'paypal', orderNo: 'PT1', redirect: start.redirect, stripeClientSecret: null });
    expect(startPayment(master(), 'paypal', null, BASE).redirect).not.toContain('return_to');
  });

  it('gives Stripe a client secret, re-used while the order stays on Stripe', () => {
    const first = startPayment(master(), 'stripe', null, BASE);
    expect(isStripeSecret(first.answer.stripeClientSecret)).toBe(true);
    expect(first.answer.redirect).toBeNull();
    const again = startPayment(master({ payType: 'stripe', paymentRef: first.paymentRef }), 'stripe', null, BASE);
    expect(again.paymentRef).toBe(first.paymentRef);
    expect(startPayment(master({ payType: 'wechat', paymentRef: first.paymentRef }), 'stripe', null, BASE).paymentRef).not.toBe(
      first.paymentRef,
    );
  });

  it('gives WeChat a native-pay code URL', () => {
    const start = startPayment(master(), 'wechat', null, BASE);
    expect(start.redirect).toBe(`weixin://wxpay/bizpayurl?pr=${start.paymentRef}`);
  });

  it('derives the PayerID from the token and finds orders by provider reference', () => {
    expect(payerIdFor('EC-A')).toMatch(/^[0-9A-F]{13}$/);
    expect(payerIdFor('EC-A')).toBe(payerIdFor('EC-A'));
    expect(payerIdFor('EC-A')).not.toBe(payerIdFor('EC-B'));
    const orders = [master({ paymentRef: 'EC-A' }), master({ id: 2, orderNo: 'PT2', payType: 'stripe', paymentRef: 'EC-A' })];
    expect(orderByRef(orders, 'stripe', 'EC-A')?.orderNo).toBe('PT2');
    expect(orderByRef(orders, 'wechat', 'EC-A')).toBeUndefined();
  });

  it('follows the Stripe test cards', () => {
    expect(stripeCardOutcome('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(stripeCardOutcome('4000 0000 0000 0002')).toMatchObject({ ok: false, declineCode: 'card_declined' });
    expect(stripeCardOutcome('4000000000009995')).toMatchObject({ ok: false, declineCode: 'insufficient_funds' });
  });
});
