import { type JournalQuery } from '@contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { answer, client, login, raw, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'reset' });

describe('request journal (/__mock/requests)', () => {
  it('records every /api request and its answer, read-cache hits included, secrets redacted; not /__mock', async () => {
    const api = client(mock.app).api;
    await answer(api.home.hotKeywords());
    await answer(api.home.hotKeywords());
    await answer(api.products.list({ query: { page: 1, limit: 2, keyword: 'tea' } }));
    await answer(client(mock.app).mock.outbox());
    await answer(api.auth.email({ body: { email: 'shopper@example.com', password: 'wrong-Password1' } }));
    const { data } = await answer(client(mock.app).mock.listRequests({ query: {} }));
    expect(data.total).toBe(4);
    const [signIn, list, hit, first] = data.list;
    expect(signIn).toMatchObject({
      method: 'POST',
      path: '/api/front/login/email',
      query: {},
      body: { email: 'shopper@example.com', password: '[redacted]' },
      bodyTruncated: false,
      status: 200,
      code: 500,
      at: '2026-06-01T00:00:00.000Z',
    });
    expect(signIn?.message).toMatch(/password/i);
    expect(list).toMatchObject({
      method: 'GET',
      path: '/api/front/product/list',
      query: { page: '1', limit: '2', keyword: 'tea' },
      code: 200,
    });
    // The second hotKeywords came from the read cache (the Fastify fast path): journalled all the same.
    expect(hit).toMatchObject({ path: '/api/front/search/keyword', status: 200, code: 200, message: first?.message, body: null });
    expect(first?.id).toBeLessThan(hit?.id ?? 0);
    expect(typeof first?.durationMs).toBe('number');
    expect(JSON.stringify(data)).not.toContain('wrong-Password1');
  });

  it('redacts a bare-string token and a code in a query; an unknown path (404) and one Fastify refuses are journalled', async () => {
    await answer(raw(mock.app, 'auth.google', { body: 'id-token-secret' }));
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'someone@example.com' }));
    await mock.app.inject({ method: 'GET', url: '/api/front/nothing-here?code=123456' });
    // Refused by Fastify's router before the core: journalled all the same (as the msw adapter's core does).
    await mock.app.inject({ method: 'GET', url: '/api/front/product/detail/%E0%A4%A' });
    const { data } = await answer(client(mock.app).mock.listRequests({ query: { limit: 10 } }));
    const [malformed, unknown, captcha, google] = data.list;
    expect(malformed).toMatchObject({
      path: '/api/front/product/detail/%E0%A4%A',
      status: 200,
      code: 400,
      message: 'path: the URL is not valid',
    });
    expect(google).toMatchObject({ path: '/api/front/login/google', body: '[redacted]' });
    expect(captcha).toMatchObject({ path: '/api/front/login/email/captcha', body: 'someone@example.com' });
    expect(unknown).toMatchObject({ status: 404, code: 404, query: { code: '[redacted]' } });
    expect(JSON.stringify(data)).not.toMatch(/id-token-secret|123456/);
  });

  it('filters by method, path glob, body and since; refuses a bad filter naming it; DELETE and reset empty it', async () => {
    const token = await login(mock.app, 'shopper@example.com', DEMO_PASSWORD);
    const shopper = client(mock.app, token).api;
    await answer(shopper.collections.addProduct({ body: { id: 1 } }));
    await answer(shopper.collections.addProduct({ body: { id: 2 } }));
    await answer(shopper.cart.count({ query: { numType: 'true', type: 'total' } }));
    const control = client(mock.app).mock;
    const ids = async (query: JournalQuery) =>
      (await answer(control.listRequests({ query }))).data.list.map((e) => `${e.method} ${e.path} ${JSON.stringify(e.body)}`);
    expect(await ids({ method: 'post', path: '/api/front/collect/**' })).toEqual([
      'POST /api/front/collect/add/product {"id":2}',
      'POST /api/front/collect/add/product {"id":1}',
    ]);
    expect(await ids({ body: 'id=1' })).toEqual(['POST /api/front/collect/add/product {"id":1}']);
    const all = (await answer(control.listRequests({ query: {} }))).data.list;
    const second = all.find((e) => JSON.stringify(e.body) === '{"id":2}');
    expect(await ids({ since: String(second?.id) })).toEqual(['GET /api/front/cart/count null']);
    expect(await ids({ since: '2026-06-01T00:00:01Z' })).toEqual([]);
    expect((await answer(control.listRequests({ query: { since: 'yesterday' } }))).message).toMatch(/^since: /);
    expect((await answer(control.listRequests({ query: { limit: 0 } }))).message).toMatch(/^limit: /);
    expect((await answer(control.listRequests({ query: { path: 'x'.repeat(201) } }))).message).toMatch(/^path: /);

    expect((await answer(control.clearRequests())).code).toBe(200);
    expect((await answer(control.listRequests({ query: {} }))).data.total).toBe(0);
    await answer(shopper.cart.count({ query: { numType: 'true', type: 'total' } }));
    expect((await answer(control.listRequests({ query: {} }))).data.total).toBe(1);
    await answer(control.reset({ body: {} }));
    expect((await answer(control.listRequests({ query: {} }))).data.total).toBe(0);
  });
});
