import { describe, expect, it } from 'vitest';
import {
  answerText,
  applicationActions,
  bodyFull,
  bodyPreview,
  isSnapshotName,
  journalQuery,
  queryText,
  sizeText,
  uploadName,
  faultEffect,
  isoToLocalInput,
  latestPerAddress,
  localInputToIso,
  localTime,
  newest,
  orderActions,
  orderStatus,
  parseTime,
  productsOf,
  refundActions,
  shopName,
  shopperName,
  timeFormat,
} from './console-model';

const paidOrder = { paid: true, status: 0, refundStatus: 0, payType: 'stripe' } as const;
const wechatMaster = { paid: false, isCancel: false, payType: 'wechat', paymentRef: '[redacted]' } as const;

describe('QA console model: the moves a row offers', () => {
  it('ships a paid order awaiting shipment, delivers a shipped one, and nothing else', () => {
    expect(orderActions(paidOrder, undefined)).toEqual(['ship']);
    expect(orderActions({ ...paidOrder, refundStatus: 1 }, undefined)).toEqual([]);
    expect(orderActions({ ...paidOrder, status: 1 }, undefined)).toEqual(['deliver']);
    for (const status of [2, 3, 9] as const) expect(orderActions({ ...paidOrder, status }, undefined)).toEqual([]);
  });

  it('pays an unpaid order by WeChat scan only while its master order waits for WeChat Pay', () => {
    const unpaid = { ...paidOrder, paid: false, payType: 'wechat' } as const;
    expect(orderActions(unpaid, wechatMaster)).toEqual(['wechat-pay']);
    // No payment started (the db view keeps null as null), another method, cancelled, or no master order: nothing.
    expect(orderActions(unpaid, { ...wechatMaster, paymentRef: null })).toEqual([]);
    expect(orderActions(unpaid, { ...wechatMaster, payType: 'paypal' })).toEqual([]);
    expect(orderActions(unpaid, { ...wechatMaster, isCancel: true })).toEqual([]);
    expect(orderActions(unpaid, undefined)).toEqual([]);
    expect(orderActions({ ...unpaid, status: 9 }, wechatMaster)).toEqual([]);
  });

  it('reviews a refund awaiting review, finishes one half-way, and leaves closed ones alone', () => {
    expect(refundActions({ refundStatus: 0 })).toEqual(['approve', 'approve-half', 'refuse']);
    expect(refundActions({ refundStatus: 2 })).toEqual(['finish']);
    expect(refundActions({ refundStatus: 1 })).toEqual([]);
    expect(refundActions({ refundStatus: 3 })).toEqual([]);
  });

  it('audits pending applications only', () => {
    expect(applicationActions({ auditStatus: 1 })).toEqual(['approve', 'reject']);
    expect(applicationActions({ auditStatus: 2 })).toEqual([]);
    expect(applicationActions({ auditStatus: 3 })).toEqual([]);
  });
});

describe('QA console model: words for records', () => {
  it('says "awaiting payment" for an unpaid order, the status name otherwise', () => {
    expect(orderStatus({ paid: false, status: 0 })).toBe('awaiting payment');
    expect(orderStatus({ paid: true, status: 0 })).toBe('awaiting shipment');
    expect(orderStatus({ paid: true, status: 3 })).toBe('completed');
    expect(orderStatus({ paid: false, status: 9 })).toBe('cancelled');
  });

  it('names a shopper by nickname and email, else phone with its dial code', () => {
    const user = { nickname: 'Mia', email: 'mia@example.com', phone: '13800138000', countryCode: '86' };
    expect(shopperName(user, 1)).toBe('Mia · mia@example.com');
    expect(shopperName({ ...user, email: null }, 1)).toBe('Mia · +86 13800138000');
    expect(shopperName({ ...user, email: '', countryCode: null }, 1)).toBe('Mia · 13800138000');
    expect(shopperName({ nickname: ' ', email: null, phone: null, countryCode: null }, 7)).toBe('user 7');
    expect(shopperName(undefined, 9)).toBe('user 9 (unknown)');
  });

  it('names a shop, and lists what an order holds', () => {
    expect(shopName({ name: 'Harbor Goods' }, 3)).toBe('Harbor Goods');
    expect(shopName(undefined, 3)).toBe('shop 3');
    expect(
      productsOf([
        { productName: 'Linen shirt', payNum: 2 },
        { productName: 'Tote', payNum: 1 },
      ]),
    ).toBe('Linen shirt × 2, Tote');
  });

  it('describes a fault, and keeps the newest message per address', () => {
    expect(faultEffect({ code: 500, message: 'Down', delayMs: 300 })).toBe('code 500 "Down", delay 300 ms');
    expect(faultEffect({ drop: true })).toBe('drop the connection');
    const message = (to: string, code: string) => ({ channel: 'email', to, subject: 'Code', text: '', code, sentAt: '' }) as const;
    expect(latestPerAddress([message('a@x', '2'), message('b@x', '9'), message('a@x', '1')]).map((m) => m.code)).toEqual(['2', '9']);
  });

  it('sorts the newest records first and keeps as many as asked', () => {
    expect(newest([{ id: 1 }, { id: 3 }, { id: 2 }], 2)).toEqual([{ id: 3 }, { id: 2 }]);
  });
});

describe('QA console model: times in the reader locale and time zone', () => {
  it('reads the db wire time as GMT+8, and ISO instants as they are', () => {
    expect(parseTime('2026-11-26 17:00:00')?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(parseTime('2026-11-26T09:00:00.000Z')?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    for (const bad of [null, undefined, '', 'yesterday', '2026-13-45T99:00:00Z', '26/11/2026']) expect(parseTime(bad)).toBeNull();
  });

  it('formats with Intl for the given locale and zone, keeping the instant for <time datetime>', () => {
    const wire = '2026-11-26 17:00:00';
    expect(localTime(wire, timeFormat('en-GB', 'Europe/London'))).toEqual({
      text: '26 Nov 2026, 09:00:00',
      iso: '2026-11-26T09:00:00.000Z',
    });
    expect(localTime(wire, timeFormat('de-DE', 'Asia/Tokyo'))?.text).toBe('26.11.2026, 18:00:00');
    expect(localTime('not a time', timeFormat('en-GB', 'UTC'))).toBeNull();
  });

  it('turns a datetime-local value into an instant and back, in the local zone', () => {
    const iso = localInputToIso('2026-06-01T08:30:15');
    expect(iso).not.toBeNull();
    expect(isoToLocalInput(iso ?? '')).toBe('2026-06-01T08:30:15');
    expect(localInputToIso('2026-06-01T08:30')).toBe(new Date(2026, 5, 1, 8, 30).toISOString());
    for (const bad of ['', '2026-06-01', 'soon', '2026-06-01 08:30']) expect(localInputToIso(bad)).toBeNull();
  });
});

describe('QA console model: the journal and the snapshots', () => {
  const filters = { method: '*', path: '', body: '', since: '', limit: '' };

  it('builds the journal query from the filters set, leaving "any method" and empty ones out', () => {
    expect(journalQuery(filters)).toBe('');
    expect(journalQuery({ ...filters, method: 'POST', path: ' /api/front/order/** ', body: 'couponId=7', limit: '50' })).toBe(
      '?method=POST&path=%2Fapi%2Ffront%2Forder%2F**&body=couponId%3D7&limit=50',
    );
    expect(journalQuery({ ...filters, since: '2026-11-26T09:00:00Z' })).toBe('?since=2026-11-26T09%3A00%3A00Z');
  });

  it("shows a request's query, body and answer on one line", () => {
    expect(queryText({})).toBe('');
    expect(queryText({ page: '1', ids: ['3', '4'] })).toBe('?page=1&ids=3&ids=4');
    expect(bodyPreview({ body: null, bodyTruncated: false })).toBeNull();
    expect(bodyPreview({ body: { couponId: 7 }, bodyTruncated: false })).toBe('{"couponId":7}');
    expect(bodyPreview({ body: 'x'.repeat(100), bodyTruncated: false }, 10)).toBe(`${'x'.repeat(10)}…`);
    // Cut by the mock already: marked as cut even when short enough here.
    expect(bodyPreview({ body: '{"a":', bodyTruncated: true })).toBe('{"a":…');
    expect(bodyFull({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(answerText({ status: 200, code: 200, message: 'ok' })).toBe('HTTP 200 · code 200');
    expect(answerText({ status: 200, code: 400, message: 'couponId: invalid' })).toBe('HTTP 200 · code 400 "couponId: invalid"');
    expect(answerText({ status: 404, code: null, message: null })).toBe('HTTP 404');
    expect(answerText({ status: 0, code: null, message: null })).toBe('connection dropped');
  });

  it('names sizes and snapshot files', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(isSnapshotName('three-orders_shipped.v2')).toBe(true);
    for (const bad of ['', '-lead', 'with space', 'a/b', 'x'.repeat(65)]) expect(isSnapshotName(bad), bad).toBe(false);
    expect(uploadName('', 'refund-pending.json')).toBe('refund-pending');
    expect(uploadName(' mine ', 'refund-pending.json')).toBe('mine');
    expect(uploadName('', 'my scenario.json')).toBeNull();
  });
});
