import { describe, expect, it } from 'vitest';
import { JOURNAL_LIMITS, RequestJournal, type JournalRecord } from './journal';
import { redactSecrets } from './secrets';

const exchange = (over: Partial<JournalRecord> = {}): JournalRecord => ({
  at: Date.UTC(2026, 5, 1),
  method: 'GET',
  path: '/api/front/cart/count',
  search: '',
  body: null,
  status: 200,
  code: 200,
  message: 'Success',
  durationMs: 1.5,
  ...over,
});

describe('request journal', () => {
  it('keeps the newest entries within the entry and character bounds; ids go on after a clear', () => {
    const journal = new RequestJournal({ ...JOURNAL_LIMITS, entries: 3, chars: 1000 });
    for (let i = 0; i < 5; i += 1) journal.record(exchange({ path: `/api/p/${i}` }));
    expect(journal.list({ limit: 10 }).list.map((e) => [e.id, e.path])).toEqual([
      [5, '/api/p/4'],
      [4, '/api/p/3'],
      [3, '/api/p/2'],
    ]);
    // 3 entries of about 700 characters each do not fit in 1,000: only the newest stays.
    for (let i = 0; i < 3; i += 1) journal.record(exchange({ body: { text: 'x'.repeat(550) } }));
    expect(journal.size).toBe(1);
    expect(journal.keptChars).toBeLessThanOrEqual(1000);
    journal.clear();
    expect(journal.size).toBe(0);
    expect(journal.record(exchange())).toBe(9);
  });

  it('cuts a long body to 8,192 characters of its JSON and marks it', () => {
    const journal = new RequestJournal();
    journal.record(exchange({ method: 'POST', body: { text: 'y'.repeat(10_000) } }));
    const [entry] = journal.list({ limit: 1 }).list;
    expect(entry?.bodyTruncated).toBe(true);
    expect(typeof entry?.body === 'string' && entry.body.length).toBe(8192);
  });

  it('filters by method, path glob, body (key=value, a dotted key, a substring), since (id or time) and limit', () => {
    const journal = new RequestJournal();
    journal.record(exchange({ at: Date.UTC(2026, 5, 1, 10), path: '/api/front/product/detail/7' }));
    journal.record(
      exchange({
        at: Date.UTC(2026, 5, 1, 11),
        method: 'POST',
        path: '/api/front/order/create',
        body: { couponId: 7, preOrderNo: 'PRE1', address: { id: 3 }, mark: 'Ring twice' },
      }),
    );
    journal.record(exchange({ at: Date.UTC(2026, 5, 1, 12), method: 'POST', path: '/api/front/order/create', body: { couponId: 0 } }));
    const paths = (filter: Parameters<RequestJournal['list']>[0]) => journal.list(filter).list.map((e) => e.id);
    expect(paths({ method: 'post', limit: 10 })).toEqual([3, 2]);
    expect(paths({ path: '/api/front/product/detail/*', limit: 10 })).toEqual([1]);
    expect(paths({ path: '/api/**', limit: 10 })).toEqual([3, 2, 1]);
    expect(paths({ body: 'couponId=7', limit: 10 })).toEqual([2]);
    expect(paths({ body: 'id=3', limit: 10 })).toEqual([2]);
    expect(paths({ body: 'address.id=3', limit: 10 })).toEqual([2]);
    expect(paths({ body: 'address.id=4', limit: 10 })).toEqual([]);
    expect(paths({ body: 'ring TWICE', limit: 10 })).toEqual([2]);
    expect(paths({ since: '1', limit: 10 })).toEqual([3, 2]);
    expect(paths({ since: '2026-06-01T11:00:00Z', limit: 10 })).toEqual([3, 2]);
    expect(journal.list({ limit: 1 })).toMatchObject({ total: 3, list: [{ id: 3 }] });
    expect(() => journal.list({ path: '*'.repeat(201), limit: 1 })).toThrow(/path/);
  });

  it('takes notes on an entry it still keeps, at most 20 of 500 characters', () => {
    const journal = new RequestJournal();
    const id = journal.record(exchange());
    expect(journal.annotate(id, 'data.list.0.price: expected a number, got a string')).toBe(true);
    expect(journal.annotate(id, 'z'.repeat(600))).toBe(true);
    for (let i = 0; i < 18; i += 1) journal.annotate(id, `note ${i}`);
    expect(journal.annotate(id, 'one too many')).toBe(false);
    expect(journal.annotate(id + 1, 'no such entry')).toBe(false);
    const notes = journal.list({ limit: 1 }).list[0]?.notes ?? [];
    expect(notes).toHaveLength(20);
    expect(notes[0]).toBe('data.list.0.price: expected a number, got a string');
    expect(notes[1]).toHaveLength(500);
  });
});

describe('redactSecrets', () => {
  it('hides passwords, codes, tokens and card data at any depth, and keeps the rest', () => {
    const body = JSON.parse(
      '{"email":"a@b.c","password":"Secret1!","captcha":"123456","countryCode":"86","postCode":"100000","code":"654321",' +
        '"card":{"cardNumber":"4242424242424242","cvc":"123"},"list":[{"idToken":"eyJ"}],"empty":{"password":""},"__proto__":{"x":1}}',
    ) as unknown;
    const out = redactSecrets(body) as Record<string, unknown>;
    expect(JSON.parse(JSON.stringify(out))).toEqual({
      email: 'a@b.c',
      password: '[redacted]',
      captcha: '[redacted]',
      countryCode: '86',
      postCode: '100000',
      code: '[redacted]',
      card: '[redacted]',
      list: [{ idToken: '[redacted]' }],
      empty: { password: '' },
      ['__proto__']: { x: 1 },
    });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
