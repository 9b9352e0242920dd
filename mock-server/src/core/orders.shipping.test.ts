import { describe, expect, it } from 'vitest';
import { HOUR } from '../domain/dates';
import { ORDER_MISSING } from '../domain/order-status';
import { answer, client, raw, useMockApp } from '../test-support';
import { seededOrders, storeOrders as allStoreOrders } from './orders.seeded';

const mock = useMockApp({ each: 'signIn' });

const storeOrders = async () => await allStoreOrders(mock.app);
const seeded = async () => await seededOrders(mock.app);

const list = async (type: number, as = mock.token, page: { page?: number; limit?: number } = {}) =>
  answer(client(mock.app, as).api.orders.list({ query: { type, ...page } }));
const awaitPay = async (as = mock.token) => answer(client(mock.app, as).api.orders.awaitPayList());

describe('logistics', () => {
  it('tracks a shipped order by the mock clock', async () => {
    const { awaitingShipment, shipped } = await seeded();
    const old = await answer(client(mock.app, mock.token).api.orders.express({ params: { orderNo: shipped.orderNo } }));
    expect(old.code).toBe(200);
    expect(old.data).toMatchObject({ orderNo: shipped.orderNo, expName: 'SF Express', expCode: 'SF', expNo: shipped.deliveryId, state: 3 });
    const events = JSON.parse(old.data?.logisticsInfo ?? '') as { AcceptStation: string; AcceptTime: string }[];
    expect(events.length).toBeGreaterThan(3);
    expect(events[0]).toEqual({ AcceptStation: expect.stringContaining('SF Express'), AcceptTime: shipped.deliveryTime });

    // Before shipping the real service answers success with data null.
    expect(await answer(client(mock.app, mock.token).api.orders.express({ params: { orderNo: awaitingShipment.orderNo } }))).toEqual({
      status: 200,
      code: 200,
      message: 'Success',
      data: null,
    });
    await answer(
      client(mock.app).mock.shipOrder({
        params: { orderNo: awaitingShipment.orderNo },
        body: { deliveryName: 'DHL', deliveryCode: 'DHL', deliveryId: 'JD0001' },
      }),
    );
    const fresh = await answer(client(mock.app, mock.token).api.orders.express({ params: { orderNo: awaitingShipment.orderNo } }));
    expect(fresh.data).toMatchObject({ expName: 'DHL', expCode: 'DHL', expNo: 'JD0001', state: 1 });
    expect(JSON.parse(fresh.data?.logisticsInfo ?? '')).toHaveLength(1);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 13 * HOUR } }));
    const later = await answer(client(mock.app, mock.token).api.orders.express({ params: { orderNo: awaitingShipment.orderNo } }));
    expect(later.data?.state).toBe(2);
    expect(JSON.parse(later.data?.logisticsInfo ?? '')).toHaveLength(3);
  });
});

describe('visitor lookup', () => {
  it('finds a tourist’s orders by number and identity, without a token', async () => {
    const { unpaidMaster, awaitingShipment, shipped } = await seeded();
    const visitor = await answer(client(mock.app).api.auth.registerVisitor({ body: { email: 'guest@example.com' } }));
    const { uid, identity } = visitor.data;
    if (!identity) throw new Error('a visitor has an identity');
    // Hand two seeded orders to the tourist.
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'masterOrders', id: unpaidMaster.id }, body: { uid } }));
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'storeOrders', id: awaitingShipment.id }, body: { uid } }));
    const master = await answer(
      client(mock.app).api.orders.visitorMasterDetail({ query: { orderNo: unpaidMaster.orderNo, identity: identity } }),
    );
    expect(master).toMatchObject({ code: 200, data: { orderNo: unpaidMaster.orderNo } });
    const before = await answer(
      client(mock.app).api.orders.visitorDetail({ query: { orderNo: awaitingShipment.orderNo, identity: identity } }),
    );
    expect(before.data).toMatchObject({ orderNo: awaitingShipment.orderNo, expressInfo: null });
    await answer(client(mock.app).mock.shipOrder({ params: { orderNo: awaitingShipment.orderNo }, body: {} }));
    const after = await answer(
      client(mock.app).api.orders.visitorDetail({ query: { orderNo: awaitingShipment.orderNo, identity: identity } }),
    );
    expect(after.data.expressInfo).toMatchObject({ expName: 'SF Express', state: 1 });

    const missing = { code: 500, message: ORDER_MISSING };
    expect(
      await answer(client(mock.app).api.orders.visitorDetail({ query: { orderNo: awaitingShipment.orderNo, identity: '0'.repeat(32) } })),
    ).toMatchObject(missing);
    // A member's orders are not found through the visitor lookup, whatever identity is given.
    expect(
      await answer(client(mock.app).api.orders.visitorDetail({ query: { orderNo: shipped.orderNo, identity: identity } })),
    ).toMatchObject(missing);
    const bad = await answer(raw(mock.app, 'orders.visitorDetail', { query: { orderNo: awaitingShipment.orderNo } }));
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/^identity/);
  });
});

describe('mock control for orders', () => {
  it('ships a paid order awaiting shipment, with a default courier', async () => {
    const { awaitingShipment, unpaidMaster, shipped } = await seeded();
    const res = await answer(client(mock.app).mock.shipOrder({ params: { orderNo: awaitingShipment.orderNo }, body: undefined }));
    expect(res).toMatchObject({
      code: 200,
      data: { orderNo: awaitingShipment.orderNo, status: 1, deliveryName: 'SF Express', deliveryId: expect.stringMatching(/^SF\d+$/) },
    });
    expect((await list(2)).data.total).toBe(2);
    const unpaid = (await storeOrders()).find((o) => o.masterOrderNo === unpaidMaster.orderNo);
    expect(await answer(client(mock.app).mock.shipOrder({ params: { orderNo: unpaid?.orderNo ?? '' }, body: {} }))).toMatchObject({
      code: 500,
      message: 'The order has not been paid',
    });
    expect(await answer(client(mock.app).mock.shipOrder({ params: { orderNo: shipped.orderNo }, body: {} }))).toMatchObject({ code: 500 });
    expect((await answer(client(mock.app).mock.shipOrder({ params: { orderNo: 'SH404' }, body: {} }))).code).toBe(404);
    const blank = await answer(
      client(mock.app).mock.shipOrder({ params: { orderNo: awaitingShipment.orderNo }, body: { deliveryName: ' ' } }),
    );
    expect(blank.code).toBe(400);
    expect(blank.message).toMatch(/^deliveryName/);
  });

  it('delivers a shipped order (received, as order/take would) and refuses any other', async () => {
    const { awaitingShipment } = await seeded();
    expect(await answer(client(mock.app).mock.deliverOrder({ params: { orderNo: awaitingShipment.orderNo } }))).toMatchObject({
      code: 500,
      message: 'Only shipped orders can be received',
    });
    await answer(client(mock.app).mock.shipOrder({ params: { orderNo: awaitingShipment.orderNo }, body: undefined }));
    const res = await answer(client(mock.app).mock.deliverOrder({ params: { orderNo: awaitingShipment.orderNo } }));
    expect(res).toMatchObject({ code: 200, message: 'Delivered', data: { orderNo: awaitingShipment.orderNo, status: 3 } });
    expect((await answer(client(mock.app).mock.deliverOrder({ params: { orderNo: awaitingShipment.orderNo } }))).code).toBe(500);
    expect(await answer(client(mock.app).mock.deliverOrder({ params: { orderNo: 'SH404' } }))).toMatchObject({ code: 404 });
  });

  it('cancels unpaid orders older than the limit, as the timed job would', async () => {
    const { unpaidMaster } = await seeded();
    // The seeded unpaid order is five months older than the test clock.
    expect((await answer(client(mock.app).mock.cancelUnpaidOrders({ body: { olderThanMinutes: 525600 } }))).data.cancelled).toEqual([]);
    expect((await answer(client(mock.app).mock.cancelUnpaidOrders({ body: { olderThanMinutes: 30 } }))).data.cancelled).toEqual([
      unpaidMaster.orderNo,
    ]);
    expect((await awaitPay()).data.total).toBe(0);
    expect((await answer(raw(mock.app, 'mock.cancelUnpaidOrders', { body: {} }))).code).toBe(400);
  });
});
