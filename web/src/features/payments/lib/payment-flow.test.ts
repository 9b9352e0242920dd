import { describe, expect, it } from 'vitest';
import {
  awaitingWebhook,
  enabledMethods,
  parsePaymentReturn,
  resolveProviderUrl,
  returnedOrderNo,
  STRIPE_RECHECKS,
  stripePaymentPath,
  stripeReturnPath,
  wechatResultPath,
} from './payment-flow';

describe('payment flow', () => {
  it('offers only the switched-on methods, in a fixed order', () => {
    expect(enabledMethods({ paypalStatus: true, stripeStatus: false, wechatPaySwitch: true })).toEqual(['paypal', 'wechat']);
    expect(enabledMethods(undefined)).toEqual([]);
  });

  it('builds the Stripe page and its return with the order', () => {
    expect(stripePaymentPath('pi_1_secret_2', { orderNo: 'PT1', payPrice: '12.50' })).toBe(
      '/order/stripe_payment?orderNo=PT1&payPrice=12.50&clientSecret=pi_1_secret_2',
    );
    expect(stripeReturnPath({ orderNo: 'PT1', payPrice: '12.50' })).toBe('/order/payment_result?orderNo=PT1&payPrice=12.50');
  });

  it('reads what PayPal and Stripe come back with', () => {
    // PayPal's returns as the real backend configures them (docs/backend-wire.md, payments).
    expect(parsePaymentReturn(new URLSearchParams('status=1&token=EC-1&PayerID=ABC'))).toEqual({
      kind: 'paypal',
      token: 'EC-1',
      payerId: 'ABC',
    });
    expect(parsePaymentReturn(new URLSearchParams('status=0&local_order_no=PT9&token=EC-1'))).toEqual({
      kind: 'paypal-cancel',
      token: 'EC-1',
      orderNo: 'PT9',
    });
    expect(parsePaymentReturn(new URLSearchParams('status=0&token=EC-1'))).toEqual({ kind: 'paypal-cancel', token: 'EC-1', orderNo: null });
    // The WeChat dialog's way to the result page, read back as the order it names.
    const wechat = wechatResultPath({ orderNo: 'PT7', payPrice: '12.50' });
    expect(parsePaymentReturn(new URL(wechat, 'http://shop.test').searchParams)).toEqual({ kind: 'wechat', orderNo: 'PT7' });
    expect(
      parsePaymentReturn(
        new URLSearchParams(
          'orderNo=PT1&payPrice=3&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
        ),
      ),
    ).toEqual({
      // The amount of the query is not read: the page shows the backend's.
      kind: 'stripe',
      status: 'succeeded',
      orderNo: 'PT1',
      clientSecret: 'pi_1_secret_2',
    });
    expect(parsePaymentReturn(new URLSearchParams('redirect_status=failed&payPrice=x'))).toMatchObject({ kind: 'stripe', orderNo: null });
    expect(parsePaymentReturn(new URLSearchParams('token=EC-1'))).toEqual({ kind: 'missing' });
    expect(parsePaymentReturn(new URLSearchParams(''))).toEqual({ kind: 'missing' });
  });

  it('names the order to ask the backend about, and asks again only while a Stripe success is not recorded yet', () => {
    const succeeded = parsePaymentReturn(new URLSearchParams('orderNo=PT1&payPrice=0.01&redirect_status=succeeded'));
    const failed = parsePaymentReturn(new URLSearchParams('orderNo=PT1&redirect_status=failed'));
    expect(returnedOrderNo(succeeded)).toBe('PT1');
    expect(returnedOrderNo(parsePaymentReturn(new URLSearchParams('redirect_status=succeeded')))).toBeNull();
    expect(returnedOrderNo(parsePaymentReturn(new URLSearchParams('status=1&token=EC-1&PayerID=ABC')))).toBeNull();
    const unpaid = { orderNo: 'PT1', payPrice: '25.00', paid: false, cancelled: false };
    expect(awaitingWebhook(succeeded, unpaid, 1)).toBe(true);
    expect(awaitingWebhook(succeeded, unpaid, STRIPE_RECHECKS)).toBe(true);
    // Then the page tells what the backend says: not paid.
    expect(awaitingWebhook(succeeded, unpaid, STRIPE_RECHECKS + 1)).toBe(false);
    expect(awaitingWebhook(succeeded, { ...unpaid, paid: true }, 1)).toBe(false);
    expect(awaitingWebhook(succeeded, { ...unpaid, cancelled: true }, 1)).toBe(false);
    expect(awaitingWebhook(failed, unpaid, 1)).toBe(false);
    expect(awaitingWebhook(succeeded, undefined, 0)).toBe(false);
  });

  it('leaves absolute provider URLs alone and keeps root-relative ones on the API (same origin by default)', () => {
    expect(resolveProviderUrl('https://www.paypal.com/checkoutnow?token=EC-1')).toBe('https://www.paypal.com/checkoutnow?token=EC-1');
    expect(resolveProviderUrl('weixin://wxpay/bizpayurl?pr=1')).toBe('weixin://wxpay/bizpayurl?pr=1');
    expect(resolveProviderUrl('/__mock/pay/paypal?token=EC-1')).toBe('/__mock/pay/paypal?token=EC-1');
  });
});
