import type { OrderInfo } from '@contract';
import { describe, expect, it } from 'vitest';
import { orderActions, orderState, parseTrackingEvents, stepOf, trackingStateKey, type OrderFacts } from './order-state';

const line = (id: number, isReply = false): OrderInfo => ({
  id,
  merOrderNo: 'SH1',
  productId: 100 + id,
  productName: `P${id}`,
  image: '',
  attrValueId: id,
  sku: 'Default',
  price: '1.00',
  payNum: 1,
  isReply,
});
const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  paid: true,
  status: 0,
  refundStatus: 0,
  deliveryName: '',
  deliveryId: '',
  orderInfoList: [line(1)],
  ...over,
});
const shipped = { deliveryName: 'SF Express', deliveryId: 'SF1' };

describe('order state', () => {
  it('names every state', () => {
    expect(orderState(order({ paid: false }))).toBe('toPay');
    expect(orderState(order({ paid: false, status: 9 }))).toBe('cancelled');
    expect(orderState(order())).toBe('awaitingShipment');
    expect(orderState(order({ status: 1, ...shipped }))).toBe('awaitingReceipt');
    expect(orderState(order({ status: 3 }))).toBe('awaitingReview');
    expect(orderState(order({ status: 3, orderInfoList: [line(1, true)] }))).toBe('completed');
    expect(orderState(order({ status: 3, refundStatus: 1 }))).toBe('refundApplied');
    expect(orderState(order({ status: 0, refundStatus: 2 }))).toBe('refunding');
    expect(orderState(order({ status: 3, refundStatus: 3 }))).toBe('refunded');
  });

  it('offers the actions of each state', () => {
    expect(orderActions(order())).toEqual({
      logistics: false,
      confirmReceipt: false,
      delete: false,
      buyAgain: false,
      refund: true,
      evaluate: [],
    });
    expect(orderActions(order({ status: 1, ...shipped }))).toEqual({
      logistics: true,
      confirmReceipt: true,
      delete: false,
      buyAgain: false,
      refund: false,
      evaluate: [],
    });
    const done = orderActions(order({ status: 3, ...shipped, orderInfoList: [line(1, true), line(2)] }));
    expect(done).toMatchObject({ logistics: true, confirmReceipt: false, delete: true, buyAgain: true, refund: true });
    expect(done.evaluate.map((l) => l.id)).toEqual([2]);
    expect(orderActions(order({ status: 3, refundStatus: 1 }))).toMatchObject({ delete: false, refund: false, evaluate: [] });
    expect(orderActions(order({ status: 3, refundStatus: 3 }))).toMatchObject({ delete: true, refund: false });
    expect(orderActions(order({ paid: false }))).toMatchObject({ refund: false, delete: false, buyAgain: false });
    expect(orderActions(order({ status: 9, paid: false, ...shipped }))).toMatchObject({ logistics: false });
  });

  it('offers logistics on a detail without courier fields, from the status alone (the real detail has none)', () => {
    const detail = (status: number): OrderFacts => ({ paid: true, status, refundStatus: 0, orderInfoList: [line(1)] });
    expect(orderActions(detail(0)).logistics).toBe(false);
    expect(orderActions(detail(1)).logistics).toBe(true);
    expect(orderActions(detail(3)).logistics).toBe(true);
    expect(orderActions({ ...detail(9), paid: false }).logistics).toBe(false);
  });

  it('places the order in the steps', () => {
    expect([
      stepOf(order({ paid: false })),
      stepOf(order()),
      stepOf(order({ status: 1 })),
      stepOf(order({ status: 3 })),
      stepOf(order({ status: 9 })),
    ]).toEqual([0, 1, 2, 3, -1]);
  });
});

describe('tracking', () => {
  it('reads the events newest first and skips what is malformed', () => {
    const text = JSON.stringify([
      { AcceptStation: 'Picked up', AcceptTime: '2026-06-01 12:00:00' },
      { AcceptStation: 'Delivered', AcceptTime: '2026-06-02 18:30:00' },
      { AcceptStation: 42, AcceptTime: 'x' },
      null,
    ]);
    expect(parseTrackingEvents(text)).toEqual([
      { station: 'Delivered', time: '2026-06-02 18:30:00' },
      { station: 'Picked up', time: '2026-06-01 12:00:00' },
    ]);
    for (const bad of ['', null, 'not json', '{"a":1}']) expect(parseTrackingEvents(bad)).toEqual([]);
  });

  it('names the tracking states', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 9].map(trackingStateKey)).toEqual([
      'invalid',
      'none',
      'collected',
      'inTransit',
      'signed',
      'problem',
      'problem',
      'returned',
      'none',
    ]);
  });
});
