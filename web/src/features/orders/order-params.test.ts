import { describe, expect, it } from 'vitest';
import { listTypeOf, orderLevel, orderListPath, orderListSearch, parseOrderPage, parseOrderTab } from './order-params';

describe('order list URL', () => {
  it('reads orderStatus 0-4 as the tabs, the real front end’s 1 included, and anything else as To pay', () => {
    expect(parseOrderTab(null)).toBe('toPay');
    expect(parseOrderTab('0')).toBe('toPay');
    expect(parseOrderTab('1')).toBe('awaitingShipment');
    expect(parseOrderTab('2')).toBe('awaitingReceipt');
    expect(parseOrderTab('3')).toBe('awaitingReview');
    expect(parseOrderTab('4')).toBe('afterSales');
    for (const bad of ['5', '-1', '1.5', 'x', '']) expect(parseOrderTab(bad)).toBe('toPay');
  });

  it('maps the tabs with a list to order/list types', () => {
    expect([
      listTypeOf('toPay'),
      listTypeOf('awaitingShipment'),
      listTypeOf('awaitingReceipt'),
      listTypeOf('awaitingReview'),
      listTypeOf('afterSales'),
    ]).toEqual([null, 1, 2, 3, null]);
  });

  it('writes tab and page, leaving the defaults out and other parameters alone', () => {
    const current = new URLSearchParams('menuCur=111&page=3');
    expect(orderListSearch(current, 'awaitingReceipt', 1).toString()).toBe('menuCur=111&orderStatus=2');
    expect(orderListSearch(new URLSearchParams('orderStatus=2'), 'toPay', 2).toString()).toBe('page=2');
    expect(orderListPath('afterSales')).toBe('/users/order_list?orderStatus=4');
    expect(orderListPath()).toBe('/users/order_list');
  });

  it('reads a page number, else 1', () => {
    expect(parseOrderPage('4')).toBe(4);
    for (const bad of [null, '0', '-2', '1.2', 'abc']) expect(parseOrderPage(bad)).toBe(1);
  });

  it('tells master from merchant order numbers', () => {
    expect(orderLevel('PT202606010800000001')).toBe('master');
    expect(orderLevel(' SH202606010800000001 ')).toBe('merchant');
    for (const bad of [null, '', 'RE1', 'PT', 'SHx1', '12']) expect(orderLevel(bad)).toBeNull();
  });
});
