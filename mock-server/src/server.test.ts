import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildOpenApi } from './openapi';
import { writeStateFile } from './state-file-io';
import { type Answer, answer, client, login, raw, testServer, useMockApp } from './test-support';

const mock = useMockApp();

describe('envelope and transport', () => {
  it('unknown paths get a 404 envelope naming the path', async () => {
    const res = await mock.app.inject({ method: 'GET', url: '/x?y=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Not found: GET /x', data: null });
    expect((await mock.app.inject({ method: 'DELETE', url: '/api/front/product/list' })).json()).toMatchObject({ code: 404 });
  });

  it('an unsupported content type is a 400 envelope', async () => {
    const res = await mock.app.inject({
      method: 'POST',
      url: '/api/front/login/email',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('a multipart body that cannot be read is a 400 envelope, not a crash (fuzzing)', async () => {
    const token = await login(mock.app);
    for (const payload of ['', 'abc', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1']) {
      const res = await answer(
        raw(mock.app, 'coupons.receive', { body: payload, token, headers: { 'content-type': 'multipart/form-data' } }),
      );
      expect(res).toMatchObject({ status: 200, code: 400 });
      expect(res.message).toMatch(/^body: /);
    }
  });

  it('a path parameter over 100 characters or a malformed escape is a 400 envelope naming the path (fuzzing)', async () => {
    for (const url of [`/api/front/product/detail/${'x'.repeat(101)}`, '/api/front/product/detail/%E0%A4%A', '/__mock/db/%/1']) {
      const res = await mock.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.json() as unknown }).toMatchObject({
        url,
        status: 200,
        body: { code: 400, message: expect.stringMatching(/^path: /) as unknown, data: null },
      });
    }
  });

  it('a body that is not an object is a 400 naming the body', async () => {
    expect((await answer(raw(mock.app, 'auth.email', { body: '"just a string"' }))).code).toBe(400);
    expect((await answer(raw(mock.app, 'auth.email', { body: '' }))).code).toBe(400);
  });

  it('a malformed Host header is a 400 envelope naming it, on every kind of route; the host never reaches an answer', async () => {
    const hostile = ['a b', '[::1', 'x:99999', 'x"y', 'a/b', "x'y", 'x\\y', '[zz]'];
    const requests = [
      { method: 'GET' as const, url: '/api/front/product/list?page=1&limit=2' },
      { method: 'GET' as const, url: '/api/front/index/get/hot/keywords' },
      { method: 'GET' as const, url: '/mock-images/p/1.svg' },
      { method: 'GET' as const, url: '/__mock/faults' },
      { method: 'POST' as const, url: '/api/front/login/email', payload: { email: 'a@b.test', password: 'x' } },
    ];
    // The cached route is in the cache for a good host first: a bad one must not be answered from it either.
    expect((await mock.app.inject({ method: 'GET', url: requests[0]?.url ?? '', headers: { host: 'localhost' } })).json()).toMatchObject({
      code: 200,
    });
    for (const host of hostile) {
      for (const request of requests) {
        const res = await mock.app.inject({ ...request, headers: { host } });
        expect({ host, url: request.url, status: res.statusCode, body: JSON.parse(res.body) as unknown }).toMatchObject({
          host,
          url: request.url,
          status: 200,
          body: { code: 400, message: expect.stringMatching(/^Host: /) as unknown, data: null },
        });
        expect(res.body).not.toContain(host);
      }
    }
    // Over a real socket too (Node's parser lets these through to the mock).
    const address = new URL(await mock.app.listen({ port: 0, host: '127.0.0.1' }));
    const { request } = await import('node:http');
    for (const host of ['a b', 'x"y', 'a/b']) {
      const body = await new Promise<string>((resolve, reject) => {
        const req = request({ host: address.hostname, port: address.port, path: '/api/front/product/list', headers: { host } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      expect(JSON.parse(body)).toMatchObject({ code: 400, message: expect.stringMatching(/^Host: /) as unknown });
    }
  });

  it('a good Host, an IPv6 one included, gives absolute image URLs on that origin', async () => {
    const res = await mock.app.inject({ method: 'GET', url: '/api/front/product/detail/1', headers: { host: '[::1]:8123' } });
    const body = res.json<{ code: number; data: { productInfo: { image: string } } }>();
    expect(body.code).toBe(200);
    expect(body.data.productInfo.image).toMatch(/^http:\/\/\[::1\]:8123\/mock-images\//);
  });

  it('behind a proxy, absolute image URLs name the origin the client asked (X-Forwarded-Host and -Proto)', async () => {
    const detail = async (headers: Record<string, string>) => {
      const res = await mock.app.inject({
        method: 'GET',
        url: '/api/front/product/detail/1',
        headers: { host: '127.0.0.1:8080', ...headers },
      });
      return res.json<{ code: number; message: string; data: { productInfo: { image: string } } | null }>();
    };
    expect((await detail({ 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' })).data?.productInfo.image).toMatch(
      /^https:\/\/shop\.example\/mock-images\//,
    );
    // The first of a chain is the client's; a scheme that is neither http nor https is not taken.
    expect(
      (await detail({ 'x-forwarded-host': 'shop.example:8443, edge.internal', 'x-forwarded-proto': 'gopher' })).data?.productInfo.image,
    ).toMatch(/^http:\/\/shop\.example:8443\/mock-images\//);
    // The cache keeps each origin's answer apart: the plain request still gets its own Host.
    expect((await detail({})).data?.productInfo.image).toMatch(/^http:\/\/127\.0\.0\.1:8080\/mock-images\//);
    for (const hostile of ['a b', 'x"y', 'a/b', '[::1']) {
      const refused = await detail({ 'x-forwarded-host': hostile });
      expect({ hostile, code: refused.code, message: refused.message }).toMatchObject({
        hostile,
        code: 400,
        message: expect.stringMatching(/^X-Forwarded-Host: /) as unknown,
      });
    }
  });

  it('answers CORS preflight for a web origin with the custom headers (adapters/origin-guard.test.ts: no other origin)', async () => {
    const res = await mock.app.inject({
      method: 'OPTIONS',
      url: '/api/front/user/info',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authori-zation,form-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authori-zation');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('form-type');
  });
});

describe('images and docs', () => {
  it('serves deterministic SVGs and refuses odd paths', async () => {
    const a = await mock.app.inject({ method: 'GET', url: '/mock-images/p/12.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toMatch(/^<svg /);
    expect(a.body).not.toContain('Product');
    expect((await mock.app.inject({ method: 'GET', url: '/mock-images/p/12.svg' })).body).toBe(a.body);
    expect((await mock.app.inject({ method: 'GET', url: '/mock-images/p/13.svg' })).body).not.toBe(a.body);
    expect((await mock.app.inject({ method: 'GET', url: '/mock-images/p/12.png' })).statusCode).toBe(404);
  });

  it('serves the OpenAPI document and an offline route list', async () => {
    const json = await mock.app.inject({ method: 'GET', url: '/api-docs' });
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.paths['/api/front/login/email']).toBeDefined();
    expect(doc.paths['/__mock/reset']).toBeDefined();
    const ui = await mock.app.inject({ method: 'GET', url: '/api-docs/ui' });
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('/api/front/product/list');
    expect(ui.body).not.toMatch(/<script|https?:\/\/(cdn|unpkg)/);
    expect(buildOpenApi()).toMatchObject({ info: { title: 'Mall storefront API' } });
  });
});

describe('contract schemas against the seed (responses are validated in tests)', () => {
  it('every product detail, review page and shop answers valid data', async () => {
    for (let id = 1; id <= 300; id += 1) {
      const res = await answer(client(mock.app).api.products.detail({ params: { id: id } }));
      expect(res.code, `product ${id}: ${res.message}`).toBe(200);
    }
    for (let id = 1; id <= 30; id += 1) {
      for (const type of [0, 1, 2, 3])
        expect((await answer(client(mock.app).api.reviews.list({ params: { productId: id }, query: { type: type } }))).code).toBe(200);
    }
    for (let merId = 1; merId <= 10; merId += 1) {
      expect((await answer(client(mock.app).api.products.merchantCategories({ params: { merId: merId } }))).code).toBe(200);
      expect((await answer(client(mock.app).api.coupons.list({ query: { useType: 1, merId: merId } }))).code).toBe(200);
    }
  });

  it('every call listed under Requests in docs/storefront.md answers code 200 for a signed-in user', async () => {
    const token = await login(mock.app);
    const gets: [key: string, request: () => Promise<Answer>][] = [
      ['merchants.types', () => answer(client(mock.app, token).api.merchants.types())],
      ['merchants.categories', () => answer(client(mock.app, token).api.merchants.categories())],
      ['products.categoryTree', () => answer(client(mock.app, token).api.products.categoryTree())],
      ['auth.captchaOpen', () => answer(client(mock.app, token).api.auth.captchaOpen())],
      ['auth.loginPic', () => answer(client(mock.app, token).api.auth.loginPic())],
      ['home.userMenus', () => answer(client(mock.app, token).api.home.userMenus())],
      ['auth.methodInfo', () => answer(client(mock.app, token).api.auth.methodInfo())],
      ['auth.twitterRequestToken', () => answer(client(mock.app, token).api.auth.twitterRequestToken({ query: { end: 'pc' } }))],
      ['user.info', () => answer(client(mock.app, token).api.user.info())],
      ['home.pcIndex', () => answer(client(mock.app, token).api.home.pcIndex())],
      ['cart.count', () => answer(client(mock.app, token).api.cart.count({ query: { numType: 'true', type: 'total' } }))],
      ['home.hotKeywords', () => answer(client(mock.app, token).api.home.hotKeywords())],
    ];
    for (const [key, request] of gets) expect((await request()).code, key).toBe(200);
    expect((await answer(client(mock.app, token).api.auth.tokenIsExist())).data).toBe(true);
  });
});

describe('MOCK_STATE_FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));

  it('keeps the db and sessions across restarts', async () => {
    const file = join(dir, 'state.json');
    const first = await testServer({ stateFile: file });
    const token = await login(first);
    await answer(client(first, token).api.collections.addProduct({ body: { id: 4 } }));
    await first.close();
    expect(existsSync(file)).toBe(true);
    const second = await testServer({ stateFile: file });
    expect((await answer(client(second, token).api.products.detail({ params: { id: 4 } }))).data.userCollect).toBe(true);
    writeStateFile(second.mock, file);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
    await second.close();
  });

  it('sets a corrupt file aside, reports it and starts from the seed', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"version":1,"db":');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const server = await testServer({ stateFile: file });
    expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toMatch(/could not be loaded/);
    stderr.mockRestore();
    const aside = readdirSync(dir).filter((f) => f.startsWith('broken.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0] ?? ''), 'utf8')).toBe('{"version":1,"db":');
    expect((await answer(client(server).api.products.detail({ params: { id: 1 } }))).code).toBe(200);
    await server.close();
  });
});
