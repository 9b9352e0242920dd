import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { ORDER_MISSING } from '../domain/order-status';
import { REFUND_MISSING, REFUND_REASONS, REFUSED } from '../domain/refunds';
import { answer, client, login, raw, records, useMockApp } from '../test-support';

type StoreOrder = RecordOf<'storeOrders'>;

const mock = useMockApp({ each: 'signIn' });

const storeOrders = async () => await records(mock.app, 'storeOrders', { limit: 1000 });
/** The demo shopper's seeded orders (mock-server/README.md "Orders"). */
async function seeded() {
  const all = await storeOrders();
  const pick = (predicate: (o: StoreOrder) => boolean) => {
    const found = all.find(predicate);
    if (!found) throw new Error('seed: an order is missing');
    return found;
  };
  return {
    awaitingShipment: pick((o) => o.paid && o.status === 0),
    shipped: pick((o) => o.status === 1),
    completed: pick((o) => o.status === 3),
    unpaid: pick((o) => !o.paid && o.status === 0),
    cancelled: pick((o) => o.status === 9),
  };
}
const apply = (body: Record<string, unknown>, as: string = mock.token) => answer(raw(mock.app, 'refunds.apply', { token: as, body }));
const refundList = async (as: string = mock.token) =>
  (await answer(client(mock.app, as).api.refunds.list({ query: { page: 1, limit: 10 } }))).data;

describe('refund/reason and apply/refund', () => {
  it('lists the configured reasons', async () => {
    expect((await answer(client(mock.app, mock.token).api.refunds.reasons())).data).toEqual(REFUND_REASONS);
  });

  it('shows any of the caller’s orders whole; the state is checked only when the request is posted', async () => {
    const { awaitingShipment, shipped, unpaid, cancelled } = await seeded();
    const info = await answer(client(mock.app, mock.token).api.refunds.applyInfo({ params: { orderNo: awaitingShipment.orderNo } }));
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({
      orderNo: awaitingShipment.orderNo,
      paid: true,
      payPrice: awaitingShipment.payPrice.toFixed(2),
      totalNum: awaitingShipment.totalNum,
    });
    expect(info.data.orderInfoList).toHaveLength(awaitingShipment.lines.length);
    for (const [order, message] of [
      [shipped, REFUSED.awaitingReceipt],
      [unpaid, REFUSED.unpaid],
      [cancelled, REFUSED.unpaid],
    ] as const) {
      const form = await answer(client(mock.app, mock.token).api.refunds.applyInfo({ params: { orderNo: order.orderNo } }));
      expect(form, order.orderNo).toMatchObject({
        code: 200,
        data: { orderNo: order.orderNo, paid: order.paid, payPrice: order.payPrice.toFixed(2) },
      });
      expect(await apply({ orderNo: order.orderNo, text: 'Other' }), order.orderNo).toMatchObject({ code: 500, message });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await answer(client(mock.app).api.refunds.list())).code).toBe(401);
    expect((await apply({ orderNo: 'SH1', text: 'Other' }, '')).code).toBe(401);
  });
});

describe('refund requests', () => {
  it('creates RE… awaiting review, marks the order applied and takes it out of its tab', async () => {
    const { awaitingShipment } = await seeded();
    const res = await apply({
      orderNo: awaitingShipment.orderNo,
      text: 'Ordered by mistake',
      refund_reason_wap_img: '/a.png, /b.png',
      refund_reason_wap_explain: 'Wrong size',
    });
    expect(res).toMatchObject({ code: 200, data: null });
    const list = await refundList();
    expect(list.total).toBe(1);
    const [refund] = list.list;
    expect(refund).toMatchObject({
      merOrderNo: awaitingShipment.orderNo,
      masterOrderNo: awaitingShipment.masterOrderNo,
      refundStatus: 0,
      refundPrice: awaitingShipment.payPrice.toFixed(2),
    });
    expect(refund?.refundOrderNo).toMatch(/^RE\d{14}0001$/);
    expect(refund?.merName).not.toBe('');
    const detail = await answer(
      client(mock.app, mock.token).api.refunds.detail({ params: { refundOrderNo: refund?.refundOrderNo ?? '' } }),
    );
    expect(detail.data).toMatchObject({
      refundReasonWap: 'Ordered by mistake',
      refundReasonWapImg: '/a.png,/b.png',
      refundReasonWapExplain: 'Wrong size',
      refundReason: null,
      refundTime: null,
    });
    const order = (await storeOrders()).find((o) => o.id === awaitingShipment.id);
    expect(order?.refundStatus).toBe(1);
    expect((await answer(client(mock.app, mock.token).api.orders.list({ query: { type: 1 } }))).data.total).toBe(0);
    expect((await answer(client(mock.app, mock.token).api.orders.centerData())).data.refundCount).toBe(1);
    // Once applied, the order cannot be asked for again.
    expect(await apply({ orderNo: awaitingShipment.orderNo, text: 'Other' })).toMatchObject({ code: 500, message: REFUSED.alreadyApplied });
  });

  it('checks the body as OrderRefundApplyRequest does: a reason and a note of at most 255, vouchers bounded only by the column', async () => {
    const { completed } = await seeded();
    const before = await storeOrders();
    expect(await apply({ orderNo: completed.orderNo, text: '' })).toMatchObject({ code: 400, message: 'text: This field is required' });
    expect(await apply({ orderNo: completed.orderNo, text: 'x'.repeat(256) })).toMatchObject({
      code: 400,
      message: 'text: This value is too long',
    });
    expect(await apply({ orderNo: completed.orderNo, text: 'Other', refund_reason_wap_explain: 'x'.repeat(256) })).toMatchObject({
      code: 400,
      message: 'refund_reason_wap_explain: This value is too long',
    });
    expect(await apply({ orderNo: completed.orderNo, text: 'Other', refund_reason_wap_img: `/${'v'.repeat(5000)}` })).toMatchObject({
      code: 400,
      message: 'refund_reason_wap_img: This value is too long',
    });
    expect(await storeOrders()).toEqual(before);
    // Six vouchers (more than the web's five), a 255-character reason and note: taken.
    const six = Array.from({ length: 6 }, (_, i) => `/v${i}.png`).join(',');
    expect(
      await apply({
        orderNo: completed.orderNo,
        text: 'r'.repeat(255),
        refund_reason_wap_explain: 'x'.repeat(255),
        refund_reason_wap_img: six,
      }),
    ).toMatchObject({ code: 200 });
    const [refund] = (await refundList()).list;
    const detail = await answer(
      client(mock.app, mock.token).api.refunds.detail({ params: { refundOrderNo: refund?.refundOrderNo ?? '' } }),
    );
    expect(detail.data).toMatchObject({
      refundReasonWapImg: six,
      refundReasonWapExplain: 'x'.repeat(255),
      refundPrice: completed.payPrice.toFixed(2),
    });
  });

  it('takes null for the optional vouchers and note, as a client of the real API may send', async () => {
    const { completed } = await seeded();
    expect(
      await apply({ orderNo: completed.orderNo, text: 'Other', refund_reason_wap_img: null, refund_reason_wap_explain: null }),
    ).toMatchObject({ code: 200 });
    const [refund] = (await refundList()).list;
    const detail = await answer(
      client(mock.app, mock.token).api.refunds.detail({ params: { refundOrderNo: refund?.refundOrderNo ?? '' } }),
    );
    expect(detail.data).toMatchObject({ refundReasonWapImg: '', refundReasonWapExplain: '' });
  });

  it('answers another user’s order and refund like missing ones', async () => {
    const { completed } = await seeded();
    const other = await login(mock.app, 'second@example.com');
    expect(await apply({ orderNo: completed.orderNo, text: 'Other' }, other)).toMatchObject({ code: 500, message: ORDER_MISSING });
    expect(await answer(client(mock.app, other).api.refunds.applyInfo({ params: { orderNo: completed.orderNo } }))).toMatchObject({
      code: 500,
      message: ORDER_MISSING,
    });
    await apply({ orderNo: completed.orderNo, text: 'Other' });
    const [mine] = (await refundList()).list;
    expect((await refundList(other)).total).toBe(0);
    expect(
      await answer(client(mock.app, other).api.refunds.detail({ params: { refundOrderNo: mine?.refundOrderNo ?? '' } })),
    ).toMatchObject({
      code: 500,
      message: REFUND_MISSING,
    });
    expect(await answer(client(mock.app, mock.token).api.refunds.detail({ params: { refundOrderNo: 'RE000' } }))).toMatchObject({
      code: 500,
      message: REFUND_MISSING,
    });
  });
});

describe('the shop’s review (mock control)', () => {
  async function requested() {
    const { completed } = await seeded();
    await apply({ orderNo: completed.orderNo, text: 'Item arrived damaged' });
    const [refund] = (await refundList()).list;
    if (!refund) throw new Error('no refund');
    return { order: completed, refundOrderNo: refund.refundOrderNo };
  }
  const orderRefundStatus = async (id: number) => (await storeOrders()).find((o) => o.id === id)?.refundStatus;

  it('approves: refunding, then refunded with the time', async () => {
    const { order, refundOrderNo } = await requested();
    const half = await answer(
      client(mock.app).mock.approveRefund({ params: { refundOrderNo: refundOrderNo }, body: { until: 'refunding' } }),
    );
    expect(half.data).toMatchObject({ refundStatus: 2, refundTime: null });
    expect(await orderRefundStatus(order.id)).toBe(2);
    const done = await answer(client(mock.app).mock.approveRefund({ params: { refundOrderNo: refundOrderNo }, body: {} }));
    expect(done.data).toMatchObject({ refundStatus: 3, refundTime: '2026-06-01 08:00:00' });
    expect(await orderRefundStatus(order.id)).toBe(3);
    expect((await answer(client(mock.app).mock.approveRefund({ params: { refundOrderNo: refundOrderNo }, body: {} }))).code).toBe(500);
    expect(
      (await answer(client(mock.app).mock.rejectRefund({ params: { refundOrderNo: refundOrderNo }, body: { reason: 'No' } }))).code,
    ).toBe(500);
  });

  it('rejects with a reason: the order is back in its tab and may be asked for again', async () => {
    const { order, refundOrderNo } = await requested();
    expect(
      (await answer(client(mock.app).mock.rejectRefund({ params: { refundOrderNo: refundOrderNo }, body: { reason: '' } }))).code,
    ).toBe(400);
    const res = await answer(
      client(mock.app).mock.rejectRefund({ params: { refundOrderNo: refundOrderNo }, body: { reason: 'The seal is broken' } }),
    );
    expect(res.data).toMatchObject({ refundStatus: 1, refundReason: 'The seal is broken' });
    expect(await orderRefundStatus(order.id)).toBe(0);
    expect((await answer(client(mock.app, mock.token).api.orders.list({ query: { type: 3 } }))).data.total).toBe(1);
    expect((await apply({ orderNo: order.orderNo, text: 'Other' })).code).toBe(200);
    expect((await refundList()).total).toBe(2);
    expect((await answer(client(mock.app).mock.approveRefund({ params: { refundOrderNo: 'RE000' }, body: {} }))).code).toBe(500);
  });
});
