import { apiContract, TOKEN_HEADER } from '@contract';
import { validateResponse } from '@ts-rest/core';
import { describe, expect, it, vi } from 'vitest';
import { DroppedRequest } from './core/core';
import { createMockCore } from './core/create';
import { answer, client, login, records, useMockApp } from './test-support';

// The read cache over the catalog's per-viewer routes (mock-server/README.md, Read cache): product list, detail,
// SKU detail. "Built" below means the handler ran: it looked the product up or searched the catalog.

// A new server per test: the cache is the server's own state.
const mock = useMockApp({ each: 'build' });

const LIST = '/api/front/product/list?page=1&limit=20';
const DETAIL = '/api/front/product/detail/3';

/** Runs `request` and tells whether the answer was built (the catalog was searched or a product looked up). */
async function built<T>(request: () => Promise<T>): Promise<{ result: T; built: boolean }> {
  const lookups = vi.spyOn(mock.app.mock.db, 'byId');
  const searches = vi.spyOn(mock.app.mock, 'catalogIndex');
  try {
    const result = await request();
    return { result, built: lookups.mock.calls.some(([name]) => name === 'products') || searches.mock.calls.length > 0 };
  } finally {
    lookups.mockRestore();
    searches.mockRestore();
  }
}

const get = (url: string, token?: string) => mock.app.inject({ method: 'GET', url, headers: token ? { [TOKEN_HEADER]: token } : {} });
const detail = async (token?: string) => (await answer(client(mock.app, token).api.products.detail({ params: { id: 3 } }))).data;
const firstPage = async () => (await answer(client(mock.app).api.products.list({ query: { page: 1, limit: 20 } }))).data.list;

describe('read cache: product list and detail', () => {
  it('answers a repeated list or detail read from the cache, same bytes, valid against the contract', async () => {
    for (const [url, route] of [
      [LIST, apiContract.products.list],
      [DETAIL, apiContract.products.detail],
    ] as const) {
      const first = await built(() => get(url));
      expect(first.built).toBe(true);
      const again = await built(() => get(url));
      expect(again.built).toBe(false);
      expect(again.result.statusCode).toBe(200);
      expect(again.result.body).toBe(first.result.body);
      expect(again.result.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(() => validateResponse({ appRoute: route, response: { status: 200, body: JSON.parse(again.result.body) } })).not.toThrow();
    }
  });

  it('keys by the whole URL: another page, limit or order is built for itself', async () => {
    await get(LIST);
    expect((await built(() => get('/api/front/product/list?page=2&limit=20'))).built).toBe(true);
    expect((await built(() => get('/api/front/product/list?page=1&limit=10'))).built).toBe(true);
    expect((await built(() => get(`${LIST}&priceOrder=asc`))).built).toBe(true);
    expect((await built(() => get('/api/front/product/detail/4'))).built).toBe(true);
    expect((await built(() => get(LIST))).built).toBe(false);
  });

  it('a favourite is seen by the next detail read of its user, and by no one else', async () => {
    const shopper = await login(mock.app);
    const second = await login(mock.app, 'second@example.com');
    // Every viewer's answer is cached before the write.
    expect((await detail(shopper)).userCollect).toBe(false);
    expect((await detail(second)).userCollect).toBe(false);
    expect((await detail()).userCollect).toBe(false);
    expect((await answer(client(mock.app, shopper).api.collections.addProduct({ body: { id: 3 } }))).code).toBe(200);
    expect((await detail(shopper)).userCollect).toBe(true);
    // Cached again for each, in an order where a shared entry would leak the shopper's answer.
    expect((await built(() => detail(shopper))).result.userCollect).toBe(true);
    expect((await detail(second)).userCollect).toBe(false);
    expect((await detail()).userCollect).toBe(false);
    const secondAgain = await built(() => detail(second));
    expect(secondAgain.built).toBe(false);
    expect(secondAgain.result.userCollect).toBe(false);
    expect((await detail(shopper)).userCollect).toBe(true);
  });

  it('a stock change through the control API is seen by the next list and detail read', async () => {
    const [first] = await firstPage();
    if (!first) throw new Error('seed: empty first page');
    const shown = async () => (await answer(client(mock.app).api.products.detail({ params: { id: first.id } }))).data.productInfo.stock;
    expect(await shown()).toBe(first.stock);
    await answer(
      client(mock.app).mock.patchRecord({ params: { collection: 'products', id: first.id }, body: { stock: first.stock + 4321 } }),
    );
    expect((await firstPage()).find((p) => p.id === first.id)?.stock).toBe(first.stock + 4321);
    expect(await shown()).toBe(first.stock + 4321);
    await detail();
    const [sku] = (await records(mock.app, 'skus', { limit: 1000 })).filter((s) => s.productId === 3);
    if (!sku) throw new Error('seed: product 3 has no SKU');
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: sku.id }, body: { stock: 7 } }));
    expect((await detail()).productValue[sku.sku]?.stock).toBe(7);
  });

  it('a db edit made without a request (a state-file load, the demo worker) is seen too', async () => {
    await get(DETAIL);
    await mock.app.mock.db.update('products', 3, (draft) => {
      draft.storeName = 'Renamed behind the cache';
    });
    expect((await detail()).productInfo.storeName).toBe('Renamed behind the cache');
  });

  it('a cart add drops the cache: the next read is built afresh', async () => {
    const shopper = await login(mock.app);
    await get(DETAIL, shopper);
    expect((await built(() => get(DETAIL, shopper))).built).toBe(false);
    const [sku] = (await records(mock.app, 'skus', { limit: 1000 })).filter((s) => s.productId === 3 && s.stock > 0);
    if (!sku) throw new Error('seed: product 3 has no stocked SKU');
    const added = await answer(
      client(mock.app, shopper).api.cart.save({ body: [{ productId: 3, productAttrUnique: sku.id, cartNum: 1 }] }),
    );
    expect(added.code).toBe(200);
    expect((await built(() => get(DETAIL, shopper))).built).toBe(true);
  });

  it('a session that ended without a write (revoked, expired) is not served its signed-in answer', async () => {
    const shopper = await login(mock.app);
    await answer(client(mock.app, shopper).api.collections.addProduct({ body: { id: 3 } }));
    expect((await detail(shopper)).userCollect).toBe(true);
    mock.app.mock.sessions.revoke(shopper);
    expect((await detail(shopper)).userCollect).toBe(false);
  });

  it('a hit slides the session expiry as a built read does', async () => {
    const shopper = await login(mock.app);
    await get(DETAIL, shopper);
    const touch = vi.spyOn(mock.app.mock.sessions, 'touch');
    expect((await built(() => get(DETAIL, shopper))).built).toBe(false);
    expect(touch).toHaveBeenCalledWith(shopper, mock.app.mock.now());
    touch.mockRestore();
  });

  it('drops on a clock change, through the control API or directly (the fuzzer fixes the clock itself)', async () => {
    await get(DETAIL);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 1000 } }));
    await get(DETAIL);
    expect((await built(() => get(DETAIL))).built).toBe(false);
    mock.app.mock.clock.fix('2026-07-01T00:00:00.000Z');
    expect((await built(() => get(DETAIL))).built).toBe(true);
    mock.app.mock.clock.advance(1);
    expect((await built(() => get(DETAIL))).built).toBe(true);
  });

  it('keeps an answer that read a fixed clock, not one that read a running clock', async () => {
    // The catalog routes do not read the clock today: the lookup is made to, so the rule holds for one that does.
    const byId = mock.app.mock.db.byId.bind(mock.app.mock.db);
    const reading = vi.spyOn(mock.app.mock.db, 'byId').mockImplementation((name, id) => {
      if (name === 'products') mock.app.mock.now();
      return byId(name, id) as never;
    });
    const lookups = () => reading.mock.calls.filter(([name]) => name === 'products').length;
    await get(DETAIL);
    const once = lookups();
    await get(DETAIL);
    expect(lookups()).toBe(once);
    mock.app.mock.clock.real();
    await get(DETAIL);
    const running = lookups();
    await get(DETAIL);
    expect(lookups()).toBe(running + 1);
    reading.mockRestore();
    // Not reading it, the answer is kept under a running clock too.
    await get(DETAIL);
    expect((await built(() => get(DETAIL))).built).toBe(false);
  });

  it('drops on a reset', async () => {
    await get(DETAIL);
    await mock.app.mock.db.update('products', 3, (draft) => {
      draft.storeName = 'Before the reset';
    });
    expect((await detail()).productInfo.storeName).toBe('Before the reset');
    await answer(client(mock.app).mock.reset({ body: {} }));
    expect((await detail()).productInfo.storeName).not.toBe('Before the reset');
  });
});

describe('read cache: faults still apply to cached answers', () => {
  it('an error fault answers its error over a cached answer, then the cached bytes come back', async () => {
    const cached = (await get(DETAIL)).body;
    // Added on the state, not through the control API (a POST, which drops the cache): the entry stays.
    mock.app.mock.faults.add({ method: 'GET', path: '/api/front/product/detail/*', code: 500, count: 1, probability: 1 });
    expect((await built(() => answer(client(mock.app).api.products.detail({ params: { id: 3 } })))).result.code).toBe(500);
    const after = await built(() => get(DETAIL));
    expect(after.built).toBe(false);
    expect(after.result.body).toBe(cached);
  });

  it('a delay fault delays a cached answer by its delay', async () => {
    // Adding the fault is a write (it drops the cache): the first read after it is built and kept.
    await answer(client(mock.app).mock.addFault({ body: { method: 'GET', path: '/api/front/product/detail/*', delayMs: 30 } }));
    await get(DETAIL);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const delayed = await built(() => get(DETAIL));
    expect(timers.mock.calls.some(([, ms]) => ms === 30)).toBe(true);
    timers.mockRestore();
    expect(delayed.built).toBe(false);
    expect(delayed.result.statusCode).toBe(200);
  });

  it('a drop fault drops a request a cached answer exists for', async () => {
    const core = await createMockCore({ seed: 1, products: 60, clock: '2026-06-01T00:00:00.000Z' });
    const request = { method: 'GET', url: `http://localhost${DETAIL}`, headers: {}, body: { kind: 'none' as const } };
    expect((await core.handle(request))?.status).toBe(200);
    core.state.faults.add({ method: 'GET', path: '/api/front/product/detail/*', drop: true, count: 1, probability: 1 });
    await expect(core.handle(request)).rejects.toBeInstanceOf(DroppedRequest);
    expect((await core.handle(request))?.status).toBe(200);
  });
});

describe('read cache: bounds', () => {
  it('keeps at most 2000 answers, dropping the oldest first', async () => {
    await get(LIST);
    for (let page = 2; page <= 2000; page += 1) await get(`/api/front/product/list?page=${page}&limit=20`);
    expect((await built(() => get(LIST))).built).toBe(false);
    await get('/api/front/product/list?page=2001&limit=20');
    expect((await built(() => get(LIST))).built).toBe(true);
  });
});
