import { describe, expect, it } from 'vitest';
import { answer, client, latestCode, login, raw, testServer, useMockApp } from '../test-support';

const mock = useMockApp();

describe('reset', () => {
  it('restores byte-identical data after mutations and clears outbox, sessions and faults', async () => {
    await answer(client(mock.app).mock.reset({ body: {} }));
    const before = mock.app.mock.db.dumpJson();
    const token = await login(mock.app);
    await answer(client(mock.app, token).api.collections.addProduct({ body: { id: 1 } }));
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'someone@example.com' }));
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 1 }, body: { storeName: 'Changed' } }));
    await answer(client(mock.app).mock.addFault({ body: { path: '/api/front/search/keyword', code: 500 } }));
    expect(mock.app.mock.db.dumpJson()).not.toBe(before);
    const res = await answer(client(mock.app).mock.reset({ body: undefined }));
    expect(res).toMatchObject({ code: 200, data: { seed: 1 } });
    expect(res.data.ms).toBeLessThan(1000);
    expect(mock.app.mock.db.dumpJson()).toBe(before);
    expect((await answer(client(mock.app).mock.outbox())).data).toEqual([]);
    expect((await answer(client(mock.app, token).api.user.info())).code).toBe(401);
    expect((await answer(client(mock.app).api.home.hotKeywords())).code).toBe(200);
  });

  it('takes another seed', async () => {
    const one = mock.app.mock.db.dumpJson();
    expect((await answer(client(mock.app).mock.reset({ body: { seed: 7 } }))).data).toMatchObject({ seed: 7 });
    expect(mock.app.mock.db.dumpJson()).not.toBe(one);
    await answer(client(mock.app).mock.reset({ body: {} }));
    expect(mock.app.mock.db.dumpJson()).toBe(one);
    expect((await answer(client(mock.app).mock.reset({ body: { seed: -1 } }))).message).toMatch(/^seed: /);
  });

  it('keeps the JSON of the last three seeds only (each is about 2 MB)', async () => {
    for (const seed of [11, 12, 13, 14, 12, 15]) await answer(client(mock.app).mock.reset({ body: { seed } }));
    expect(mock.app.mock.cachedSeeds).toEqual([14, 12, 15]);
    const fifteen = mock.app.mock.db.dumpJson();
    await answer(client(mock.app).mock.reset({ body: { seed: 11 } }));
    expect(mock.app.mock.cachedSeeds).toEqual([12, 15, 11]);
    for (const seed of [16, 17]) await answer(client(mock.app).mock.reset({ body: { seed } }));
    expect(mock.app.mock.cachedSeeds).toEqual([11, 16, 17]);
    // A seed generated again after it left the cache is the same data.
    await answer(client(mock.app).mock.reset({ body: { seed: 15 } }));
    expect(mock.app.mock.db.dumpJson()).toBe(fifteen);
    await answer(client(mock.app).mock.reset({ body: {} }));
  });
});

describe('outbox', () => {
  it('lists newest first and filters by recipient', async () => {
    await answer(client(mock.app).mock.reset({ body: undefined }));
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'one@example.com' }));
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'two@example.com' }));
    const all = await answer(client(mock.app).mock.outbox());
    expect(all.data.map((m) => m.to)).toEqual(['two@example.com', 'one@example.com']);
    expect(all.data[0]).toMatchObject({ channel: 'email' });
    expect((await answer(client(mock.app).mock.outbox({ query: { to: 'ONE@example.com' } }))).data).toHaveLength(1);
    expect(await latestCode(mock.app, 'one@example.com')).toMatch(/^\d{6}$/);
  });
});

describe('clock', () => {
  it('reads, fixes, advances and returns to real time', async () => {
    expect((await answer(client(mock.app).mock.setClock({ body: { now: '2030-01-02T03:04:05Z' } }))).data).toMatchObject({
      now: '2030-01-02T03:04:05.000Z',
      frozen: true,
    });
    expect((await answer(client(mock.app).mock.setClock({ body: { advanceMs: 1000 } }))).data).toMatchObject({
      now: '2030-01-02T03:04:06.000Z',
    });
    expect((await answer(client(mock.app).mock.getClock())).data).toMatchObject({ now: '2030-01-02T03:04:06.000Z' });
    expect((await answer(client(mock.app).mock.setClock({ body: { now: 'yesterday' } }))).message).toMatch(/^now: /);
    const real = await answer(client(mock.app).mock.setClock({ body: { real: true } }));
    expect(real.data.frozen).toBe(false);
    expect(Math.abs(Date.parse(real.data.now) - Date.now())).toBeLessThan(5000);
    await answer(client(mock.app).mock.setClock({ body: { now: '2026-06-01T00:00:00Z' } }));
  });
});

describe('faults', () => {
  it('answers an injected code on matching requests, count times', async () => {
    await answer(client(mock.app).mock.reset({ body: undefined }));
    const add = await answer(
      client(mock.app).mock.addFault({ body: { method: 'get', path: '/api/front/product/*', code: 500, message: 'Boom', count: 2 } }),
    );
    expect(add.code).toBe(200);
    expect(await answer(client(mock.app).api.products.list())).toMatchObject({ status: 200, code: 500, message: 'Boom' });
    expect((await answer(client(mock.app).api.products.categoryTree())).code).toBe(500);
    expect((await answer(client(mock.app).api.products.list())).code).toBe(200);
    // Other paths and methods are not affected; the control API never is.
    await answer(client(mock.app).mock.addFault({ body: { path: '/api/**', code: 404 } }));
    expect((await answer(client(mock.app).mock.getClock())).code).toBe(200);
    expect((await answer(client(mock.app).api.home.hotKeywords())).code).toBe(404);
    expect((await answer(client(mock.app).mock.clearFaults())).code).toBe(200);
    expect((await answer(client(mock.app).api.home.hotKeywords())).code).toBe(200);
  });

  it('refuses a fault without an effect, naming the field', async () => {
    expect((await answer(client(mock.app).mock.addFault({ body: { path: '/api/**' } }))).message).toBe('code: This field is required');
    expect((await answer(raw(mock.app, 'mock.addFault', { body: { code: 500 } }))).message).toBe('path: This field is required');
  });

  it('a glob built to backtrack does not hang the server; a glob over 200 characters and a 51st fault are refused', async () => {
    await answer(client(mock.app).mock.reset({ body: undefined }));
    const evil = '/api/**a**a**a**a**a**a**a**a**b';
    expect((await answer(client(mock.app).mock.addFault({ body: { path: evil, code: 503 } }))).code).toBe(200);
    const long = `/api/${'a'.repeat(4000)}`;
    // With a backtracking RegExp this request never came back: now it is an ordinary 404.
    expect((await mock.app.inject({ method: 'GET', url: long })).json()).toMatchObject({ code: 404 });
    expect((await mock.app.inject({ method: 'GET', url: `${long}b` })).json()).toMatchObject({ code: 503 });
    const tooLong = await answer(raw(mock.app, 'mock.addFault', { body: { path: `/api/${'*'.repeat(200)}`, code: 500 } }));
    expect(tooLong).toMatchObject({ code: 400, message: 'path: This value is too long' });
    for (let n = 1; n < 50; n += 1) await answer(client(mock.app).mock.addFault({ body: { path: `/api/${n}`, code: 500 } }));
    const over = await answer(raw(mock.app, 'mock.addFault', { body: { path: '/api/x', code: 500 } }));
    expect(over).toMatchObject({ code: 400 });
    expect(over.message).toMatch(/^faults: At most 50 /);
    expect((await answer(client(mock.app).mock.listFaults())).data).toHaveLength(50);
    await answer(client(mock.app).mock.clearFaults());
  });

  it('delays, and drops the connection', async () => {
    await answer(client(mock.app).mock.addFault({ body: { path: '/api/front/index/paycurrency', delayMs: 30, count: 1 } }));
    const started = performance.now();
    expect((await answer(client(mock.app).api.home.payCurrency())).code).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);

    const address = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    await answer(client(mock.app).mock.addFault({ body: { path: '/api/front/search/keyword', drop: true, count: 1 } }));
    await expect(fetch(`${address}/api/front/search/keyword`)).rejects.toThrow();
    const after = await fetch(`${address}/api/front/search/keyword`);
    expect(((await after.json()) as { code: number }).code).toBe(200);
  });
});

describe('db', () => {
  it('lists a collection with limit and offset; 404 for an unknown one', async () => {
    await answer(client(mock.app).mock.reset({ body: undefined }));
    const page = await answer(
      client(mock.app).mock.listCollection({ params: { collection: 'products' }, query: { limit: 5, offset: 10 } }),
    );
    expect(page.data.total).toBe(300);
    expect(page.data.list.map((p) => p.id)).toEqual([11, 12, 13, 14, 15]);
    expect((await answer(client(mock.app).mock.listCollection({ params: { collection: 'nope' } }))).code).toBe(404);
  });

  it('patches a record (seen by the API), refuses invalid values naming the field, 404 for unknown ids', async () => {
    const ok = await answer(
      client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 2 }, body: { storeName: 'Edited name', price: 1.5 } }),
    );
    expect(ok).toMatchObject({ code: 200, data: { storeName: 'Edited name', price: 1.5 } });
    expect((await answer(client(mock.app).api.products.detail({ params: { id: 2 } }))).data.productInfo.storeName).toBe('Edited name');
    expect((await answer(client(mock.app).api.products.list({ query: { keyword: 'edited name' } }))).data.total).toBe(1);
    const before = mock.app.mock.db.dumpJson();
    expect(
      await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 2 }, body: { price: 'free' } })),
    ).toMatchObject({
      code: 400,
      message: 'price: Expected number, received string',
    });
    expect(
      (await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 2 }, body: { stock: -1 } }))).message,
    ).toBe('stock: This value is out of range');
    expect((await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 2 }, body: { id: 3 } }))).code).toBe(
      400,
    );
    expect(
      (await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 99999 }, body: { price: 1 } }))).code,
    ).toBe(404);
    expect((await answer(client(mock.app).mock.patchRecord({ params: { collection: 'nope', id: 1 }, body: {} }))).code).toBe(404);
    expect(mock.app.mock.db.dumpJson()).toBe(before);
  });
});

describe('db view secrets', () => {
  it('never shows a password hash or a payment secret, in lists or in a PATCH answer', async () => {
    await answer(client(mock.app).mock.reset({ body: undefined }));
    const [order] = mock.app.mock.db.all('masterOrders');
    if (!order) throw new Error('the seed has no master order');
    await mock.app.mock.db.update('masterOrders', order.id, (draft) => {
      draft.paymentRef = 'pi_secret_abc';
      draft.redirect = 'http://localhost/__mock/pay/paypal?token=pi_secret_abc';
    });
    const users = await answer(client(mock.app).mock.listCollection({ params: { collection: 'users' }, query: { limit: 1000 } }));
    const body = JSON.stringify(users.data);
    expect(users.data.list.length).toBeGreaterThan(0);
    expect(body).not.toMatch(/scrypt|pbkdf2|\$[0-9a-z]+\$/i);
    for (const user of users.data.list) {
      const stored = mock.app.mock.db.byId('users', Number(user.id));
      expect(user.passwordHash).toBe(stored?.passwordHash === null ? null : '[redacted]');
      if (stored?.passwordHash) expect(body).not.toContain(stored.passwordHash);
    }
    const orders = JSON.stringify(
      (await answer(client(mock.app).mock.listCollection({ params: { collection: 'masterOrders' }, query: { limit: 1000 } }))).data,
    );
    expect(orders).not.toContain('pi_secret_abc');
    expect(orders).toContain('[redacted]');
    const patched = await answer(
      client(mock.app).mock.patchRecord({ params: { collection: 'users', id: 1 }, body: { nickname: 'Renamed' } }),
    );
    expect(patched.data).toMatchObject({ nickname: 'Renamed', passwordHash: '[redacted]' });
  });

  it('refuses to write a secret field, naming it, and changes nothing', async () => {
    await answer(client(mock.app).mock.reset({ body: undefined }));
    const before = mock.app.mock.db.dumpJson();
    expect(
      await answer(
        client(mock.app).mock.patchRecord({ params: { collection: 'users', id: 1 }, body: { nickname: 'X', passwordHash: '[redacted]' } }),
      ),
    ).toMatchObject({ code: 400, message: 'passwordHash: A secret field cannot be changed through the db view' });
    expect(mock.app.mock.db.dumpJson()).toBe(before);
  });
});

describe('control off', () => {
  it('MOCK_CONTROL=off removes /__mock', async () => {
    const closed = await testServer({ control: false });
    expect((await answer(client(closed).mock.reset({ body: undefined }))).code).toBe(404);
    expect((await answer(client(closed).api.home.hotKeywords())).code).toBe(200);
    await closed.close();
  });
});

describe('faults list', () => {
  it('lists the faults in force with ids and remaining matches, and nothing after a clear', async () => {
    await answer(client(mock.app).mock.clearFaults());
    const first = await answer(
      client(mock.app).mock.addFault({ body: { method: 'get', path: '/api/front/product/**', code: 500, message: 'Resting', count: 2 } }),
    );
    await answer(client(mock.app).mock.addFault({ body: { path: '/api/front/cart/*', delayMs: 10 } }));
    const listed = await answer(client(mock.app).mock.listFaults());
    expect(listed.data).toEqual([
      { id: first.data.id, method: 'GET', path: '/api/front/product/**', code: 500, message: 'Resting', probability: 1, remaining: 2 },
      { id: first.data.id + 1, method: '*', path: '/api/front/cart/*', delayMs: 10, probability: 1, remaining: null },
    ]);
    await answer(client(mock.app).api.products.list());
    expect((await answer(client(mock.app).mock.listFaults())).data[0]?.remaining).toBe(1);
    await answer(client(mock.app).mock.clearFaults());
    expect((await answer(client(mock.app).mock.listFaults())).data).toEqual([]);
  });
});
