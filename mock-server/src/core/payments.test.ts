import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../domain/dates';
import { payerIdFor } from '../domain/payments';
import { answer, client, login, records, TEST_NOW, testServer, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

const WEB = 'http://localhost:5173';
const allMasters = async () => await records(mock.app, 'masterOrders', { limit: 1000 });
/** The orders this test created (the seed has orders of its own). */
const masters = async () => (await allMasters()).filter((m) => m.createTime === formatDateTime(Date.parse(TEST_NOW)));
const stores = async () => await records(mock.app, 'storeOrders', { limit: 1000 });

/** The first stocked SKU of product 1, the one unpaidOrder buys. */
async function firstStockedSku(): Promise<{ id: number; stock: number }> {
  const skus = Object.values((await answer(client(mock.app).api.products.detail({ params: { id: 1 } }))).data.productValue);
  const sku = skus.find((s) => s.stock > 0);
  if (!sku) throw new Error('seed: product 1 has no stocked SKU');
  return sku;
}

/** A buy-now order of product 1 (its first stocked SKU), created unpaid; answers its PT number. */
async function unpaidOrder(payType: 'paypal' | 'stripe' | 'wechat' = 'paypal', couponId: number | null = null): Promise<string> {
  const sku = await firstStockedSku();
  const pre = await answer(
    client(mock.app, mock.token).api.orders.preOrder({
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 1 }] },
    }),
  );
  const created = await answer(
    client(mock.app, mock.token).api.checkout.create({
      body: { preOrderNo: pre.data.preOrderNo, addressId: 1, couponId, payType, payChannel: 'pc' },
    }),
  );
  expect(created.code).toBe(200);
  return created.data.orderNo;
}

const pay = (orderNo: string, payType: 'paypal' | 'stripe' | 'wechat', as = mock.token) =>
  answer(client(mock.app, as).api.payments.payment({ body: { orderNo, payType, payChannel: 'pc' }, extraHeaders: { origin: WEB } }));

async function expectPaid(orderNo: string) {
  const master = (await masters()).find((m) => m.orderNo === orderNo);
  const payTime = formatDateTime(Date.parse(TEST_NOW));
  expect(master).toMatchObject({ paid: true, payTime });
  const own = (await stores()).filter((s) => s.masterOrderNo === orderNo);
  expect(own.length).toBeGreaterThan(0);
  expect(own.every((s) => s.paid && s.payTime === payTime)).toBe(true);
}

describe('pay/method', () => {
  it('answers the switches, public, and follows the settings', async () => {
    expect(await answer(client(mock.app).api.payments.method())).toMatchObject({
      code: 200,
      data: { paypalStatus: true, stripeStatus: true, wechatPaySwitch: true },
    });
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'settings', id: 1 }, body: { wechatPaySwitch: false } }));
    expect((await answer(client(mock.app).api.payments.method())).data).toMatchObject({ wechatPaySwitch: false });
    const orderNo = await unpaidOrder();
    expect(await pay(orderNo, 'wechat')).toMatchObject({ code: 500, message: 'This payment method is not available' });
  });
});

describe('PayPal', () => {
  it('approves on the mock page, returns to the web with token and PayerID, and the capture marks the orders paid', async () => {
    const orderNo = await unpaidOrder();
    const res = await pay(orderNo, 'paypal');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: false, payType: 'paypal', orderNo, stripeClientSecret: null });
    // Absolute, as PayPal's approval URL is; without MOCK_PUBLIC_URL it is on the request's own origin.
    const redirect = new URL(res.data.redirect ?? '');
    expect(redirect.origin).toBe('http://localhost');
    expect(redirect.pathname).toBe('/__mock/pay/paypal');
    expect(redirect.searchParams.get('return_to')).toBe(WEB);
    const tokenParam = redirect.searchParams.get('token') ?? '';

    const pageRes = await mock.app.inject({ method: 'GET', url: res.data.redirect ?? '' });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain(orderNo);
    expect(pageRes.body).toContain('Approve payment');
    const approve = await mock.app.inject({
      method: 'GET',
      url: `/__mock/pay/paypal/approve?token=${tokenParam}&return_to=${encodeURIComponent(WEB)}`,
    });
    expect(approve.statusCode).toBe(302);
    const back = new URL(String(approve.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${WEB}/order/payment_result`);
    // As PayPal returns to the real front end: status=1, token and PayerID.
    expect([...back.searchParams.keys()]).toEqual(['status', 'token', 'PayerID']);
    expect(back.searchParams.get('status')).toBe('1');
    expect(back.searchParams.get('token')).toBe(tokenParam);
    const payerID = back.searchParams.get('PayerID') ?? '';
    expect(payerID).toBe(payerIdFor(tokenParam));

    expect(
      (await answer(client(mock.app, mock.token).api.payments.paypalSuccess({ body: { token: tokenParam, payerID: 'WRONG' } }))).code,
    ).toBe(500);
    const other = await login(mock.app, 'second@example.com');
    expect((await answer(client(mock.app, other).api.payments.paypalSuccess({ body: { token: tokenParam, payerID } }))).code).toBe(500);
    const success = await answer(client(mock.app, mock.token).api.payments.paypalSuccess({ body: { token: tokenParam, payerID } }));
    expect(success.code).toBe(200);
    expect(success.data).toMatchObject({ status: true, orderNo });
    expect(success.data.payPrice).toBe((await masters())[0]?.payPrice.toFixed(2));
    await expectPaid(orderNo);
    // A reload of the result page asks again: same answer.
    expect(
      (await answer(client(mock.app, mock.token).api.payments.paypalSuccess({ body: { token: tokenParam, payerID } }))).data,
    ).toMatchObject({
      status: true,
      orderNo,
    });
    expect(await pay(orderNo, 'paypal')).toMatchObject({ code: 500, message: 'This order has already been paid' });
  });

  it('cancel returns with status=0 and local_order_no, and pay/paypal/cancel cancels the order: stock back, not payable again', async () => {
    const sku = await firstStockedSku();
    const orderNo = await unpaidOrder();
    expect((await firstStockedSku()).stock).toBe(sku.stock - 1);
    const tokenParam = new URL((await pay(orderNo, 'paypal')).data.redirect ?? '').searchParams.get('token') ?? '';
    const cancel = await mock.app.inject({
      method: 'GET',
      url: `/__mock/pay/paypal/cancel?token=${tokenParam}&return_to=${encodeURIComponent(WEB)}`,
    });
    expect(cancel.statusCode).toBe(302);
    expect(cancel.headers.location).toBe(`${WEB}/order/payment_result?status=0&local_order_no=${orderNo}&token=${tokenParam}`);
    // The page only sends the browser back; the web's call to pay/paypal/cancel is what cancels.
    expect((await masters())[0]).toMatchObject({ paid: false, isCancel: false });
    expect(await answer(client(mock.app).api.payments.paypalCancel({ body: { token: tokenParam } }))).toMatchObject({
      code: 200,
      data: true,
    });
    expect((await masters())[0]).toMatchObject({ paid: false, isCancel: true });
    expect((await stores()).filter((o) => o.masterOrderNo === orderNo).every((o) => o.status === 9)).toBe(true);
    expect((await firstStockedSku()).stock).toBe(sku.stock);
    expect(await pay(orderNo, 'paypal')).toMatchObject({ code: 500, message: expect.stringMatching(/cancelled/) });
    // A repeated cancel answers the same; an unknown token answers false.
    expect(await answer(client(mock.app).api.payments.paypalCancel({ body: { token: tokenParam } }))).toMatchObject({
      code: 200,
      data: true,
    });
    expect(await answer(client(mock.app).api.payments.paypalCancel({ body: { token: 'EC-UNKNOWN' } }))).toMatchObject({
      code: 200,
      data: false,
    });
  });

  it('pay/paypal/cancel gives a used coupon back, and leaves a paid order alone', async () => {
    const claimable = await answer(client(mock.app).api.coupons.list({ query: { useType: 3 } }));
    const platform = claimable.data.list.find((c) => c.id === 62);
    if (!platform) throw new Error('seed: no platform coupon 62');
    await answer(client(mock.app, mock.token).api.coupons.receive({ body: { couponId: platform.id } }));
    const userCoupons = async () => await records(mock.app, 'userCoupons', { limit: 1000 });
    const held = (await userCoupons()).find((c) => c.couponId === platform.id && c.uid === 1);
    if (!held) throw new Error('coupon not received');
    const orderNo = await unpaidOrder('paypal', held.id);
    expect((await userCoupons()).find((c) => c.id === held.id)?.status).toBe(1);
    const tokenParam = new URL((await pay(orderNo, 'paypal')).data.redirect ?? '').searchParams.get('token') ?? '';
    expect((await answer(client(mock.app).api.payments.paypalCancel({ body: { token: tokenParam } }))).data).toBe(true);
    expect((await userCoupons()).find((c) => c.id === held.id)).toMatchObject({ status: 0, useTime: null });

    const paidNo = await unpaidOrder();
    const paidToken = new URL((await pay(paidNo, 'paypal')).data.redirect ?? '').searchParams.get('token') ?? '';
    expect(
      (
        await answer(
          client(mock.app, mock.token).api.payments.paypalSuccess({ body: { token: paidToken, payerID: payerIdFor(paidToken) } }),
        )
      ).code,
    ).toBe(200);
    expect(await answer(client(mock.app).api.payments.paypalCancel({ body: { token: paidToken } }))).toMatchObject({
      code: 200,
      data: false,
    });
    expect((await masters()).find((m) => m.orderNo === paidNo)).toMatchObject({ paid: true, isCancel: false });
  });

  it("refuses another user's order and an unknown one the same way", async () => {
    const orderNo = await unpaidOrder();
    const other = await login(mock.app, 'second@example.com');
    expect(await pay(orderNo, 'paypal', other)).toMatchObject({ code: 500, message: 'Order does not exist' });
    expect(await pay('PT0', 'paypal')).toMatchObject({ code: 500, message: 'Order does not exist' });
    expect((await answer(client(mock.app).api.payments.payment({ body: { orderNo, payType: 'paypal', payChannel: 'pc' } }))).code).toBe(
      401,
    );
  });
});

describe('Stripe', () => {
  it('hands out a client secret; a declined test card keeps the order unpaid, a good one pays it (the webhook)', async () => {
    const orderNo = await unpaidOrder('stripe');
    const res = await pay(orderNo, 'stripe');
    const secret = res.data.stripeClientSecret ?? '';
    expect(secret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    expect(res.data.redirect).toBeNull();
    expect((await pay(orderNo, 'stripe')).data.stripeClientSecret).toBe(secret);

    const intent = await answer(client(mock.app).mock.stripeIntent({ query: { clientSecret: secret } }));
    expect(intent.data).toMatchObject({ orderNo, currency: 'usd', status: 'requires_payment_method', declineCode: null });
    // Stripe keeps a PaymentIntent's amount in cents, an integer.
    expect(intent.data.amount).toBe(Math.round(((await masters())[0]?.payPrice ?? Number.NaN) * 100));
    const declined = await answer(
      client(mock.app).mock.stripeConfirm({ body: { clientSecret: secret, cardNumber: '4000 0000 0000 0002' } }),
    );
    expect(declined.data).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'card_declined',
      message: 'Your card was declined.',
    });
    expect((await masters())[0]?.paid).toBe(false);
    const paid = await answer(client(mock.app).mock.stripeConfirm({ body: { clientSecret: secret, cardNumber: '4242424242424242' } }));
    expect(paid.data).toMatchObject({ status: 'succeeded', declineCode: null });
    await expectPaid(orderNo);
    expect(
      (await answer(client(mock.app).mock.stripeConfirm({ body: { clientSecret: 'pi_x_secret_y', outcome: 'succeeded' } }))).code,
    ).toBe(500);
  });
});

describe('WeChat', () => {
  it('gives a code URL to show as a QR code; the poll says unpaid until the code is scanned', async () => {
    const orderNo = await unpaidOrder('wechat');
    const res = await pay(orderNo, 'wechat');
    expect(res.data.redirect).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    expect(await answer(client(mock.app, mock.token).api.payments.wechatResult({ params: { orderNo: orderNo } }))).toMatchObject({
      code: 200,
      data: false,
    });
    const other = await login(mock.app, 'second@example.com');
    expect((await answer(client(mock.app, other).api.payments.wechatResult({ params: { orderNo: orderNo } }))).code).toBe(500);
    expect(await answer(client(mock.app).mock.wechatScan({ body: { orderNo } }))).toMatchObject({
      code: 200,
      data: { orderNo, paid: true },
    });
    expect(await answer(client(mock.app, mock.token).api.payments.wechatResult({ params: { orderNo: orderNo } }))).toMatchObject({
      code: 200,
      data: true,
    });
    await expectPaid(orderNo);
  });

  it('cannot scan an order that is not waiting for WeChat', async () => {
    const orderNo = await unpaidOrder('paypal');
    expect((await answer(client(mock.app).mock.wechatScan({ body: { orderNo } }))).code).toBe(500);
  });
});

describe('real wire: PayPal with MOCK_PUBLIC_URL', () => {
  it('starts the approval page on the configured public origin', async () => {
    const own = await testServer({ publicUrl: 'https://mock.example.com/' });
    try {
      const ownToken = await login(own);
      const sku = Object.values((await answer(client(own).api.products.detail({ params: { id: 1 } }))).data.productValue).find(
        (s) => s.stock > 0,
      );
      const pre = await answer(
        client(own, ownToken).api.orders.preOrder({
          body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku?.id, productNum: 1 }] },
        }),
      );
      const created = await answer(
        client(own, ownToken).api.checkout.create({
          body: { preOrderNo: pre.data.preOrderNo, addressId: 1, payType: 'paypal', payChannel: 'pc' },
        }),
      );
      const res = await answer(
        client(own, ownToken).api.payments.payment({
          body: { orderNo: created.data.orderNo, payType: 'paypal', payChannel: 'pc' },
          extraHeaders: { origin: WEB },
        }),
      );
      expect(res.data.redirect).toMatch(/^https:\/\/mock\.example\.com\/__mock\/pay\/paypal\?token=EC-/);
    } finally {
      await own.close();
    }
  });
});
