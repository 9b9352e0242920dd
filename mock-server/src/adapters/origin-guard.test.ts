import type { NetworkInterfaceInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, client, raw, testServer, useMockApp } from '../test-support';
import { isControlPath } from '../domain/web-origins';
import { ownAddresses } from './origin-guard';

// Who may use the mock from a browser (mock-server/README.md, "What the mock exposes").
const mock = useMockApp({ server: { webOrigins: ['https://shop.example:8443'] }, each: 'reset' });

const WEB = 'http://localhost:5173';
const EVIL = 'https://evil.example';

describe('CORS', () => {
  it.each([WEB, 'http://127.0.0.1:4173', 'http://[::1]:5173', 'https://shop.example:8443'])(
    'answers the web origin %s on /api and /__mock, preflight included',
    async (origin) => {
      const preflight = await mock.app.inject({
        method: 'OPTIONS',
        url: '/__mock/pay/stripe/confirm',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      const read = await mock.app.inject({ method: 'GET', url: '/api/front/search/keyword', headers: { origin } });
      expect(read.headers).toMatchObject({ 'access-control-allow-origin': origin, vary: expect.stringContaining('Origin') as unknown });
    },
  );

  it.each([EVIL, 'http://localhost:3000', 'null', 'http://localhost:5173.evil.example', 'https://localhost:5173'])(
    'gives no CORS headers to %s on /api (preflight or read)',
    async (origin) => {
      const preflight = await mock.app.inject({
        method: 'OPTIONS',
        url: '/api/front/user/info',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authori-zation' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const read = await mock.app.inject({ method: 'GET', url: '/api/front/search/keyword', headers: { origin } });
      expect(read.json()).toMatchObject({ code: 200 });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );
});

describe('the control API refuses other origins', () => {
  it('a page on another origin can neither read the outbox nor reset, patch or read the db (403 envelope, state unchanged)', async () => {
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'new.shopper@example.com' }));
    const before = mock.app.mock.db.dumpJson();
    const attempts = [
      { method: 'GET' as const, url: '/__mock/outbox' },
      { method: 'GET' as const, url: '/__mock/outbox?to=shopper@example.com' },
      { method: 'GET' as const, url: '/__mock/db/users' },
      { method: 'GET' as const, url: '/__mock/db/addresses' },
      { method: 'POST' as const, url: '/__mock/reset', payload: '{}', headers: { 'content-type': 'text/plain' } },
      {
        method: 'POST' as const,
        url: '/__mock/reset',
        payload: 'seed=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { method: 'PATCH' as const, url: '/__mock/db/users/1', payload: { nickname: 'Owned' } },
      { method: 'POST' as const, url: '/__mock/faults', payload: { path: '/api/**', code: 500 } },
      { method: 'POST' as const, url: '/__mock/pay/wechat/scan', payload: { orderNo: 'x' } },
      { method: 'GET' as const, url: '/__mock/' },
      { method: 'GET' as const, url: '/__mock/oauth/google?return_to=http://localhost:5173/' },
      { method: 'GET' as const, url: '/%5F%5Fmock/outbox' },
      { method: 'GET' as const, url: '//__mock/outbox' },
      { method: 'GET' as const, url: '/__MOCK/outbox' },
    ];
    for (const origin of [EVIL, 'null', 'http://localhost:3000']) {
      for (const attempt of attempts) {
        const res = await mock.app.inject({ ...attempt, headers: { ...attempt.headers, origin } });
        expect({ origin, url: attempt.url, status: res.statusCode, body: res.json() as unknown }).toEqual({
          origin,
          url: attempt.url,
          status: 403,
          body: { code: 403, message: expect.stringMatching(/^Origin: .*MOCK_WEB_ORIGINS/) as unknown, data: null },
        });
        expect(res.body).not.toMatch(/\d{6}/);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    expect(mock.app.mock.db.dumpJson()).toBe(before);
    expect(mock.app.mock.faults.list()).toEqual([]);
  });

  it('a web origin, and a client sending no Origin (curl, tests, a same-origin read), still use it', async () => {
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'new.shopper@example.com' }));
    for (const headers of [{}, { origin: WEB }, { origin: 'https://shop.example:8443' }]) {
      const res = await mock.app.inject({ method: 'GET', url: '/__mock/outbox', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: unknown[] }>().data).toHaveLength(1);
    }
    const reset = await mock.app.inject({ method: 'POST', url: '/__mock/reset', headers: { origin: WEB }, payload: {} });
    expect(reset.json()).toMatchObject({ code: 200 });
    expect(reset.headers['access-control-allow-origin']).toBe(WEB);
  });

  it('leaves /api to the browser: another origin is answered, without CORS headers to read it by', async () => {
    expect((await answer(client(mock.app).api.home.hotKeywords())).code).toBe(200);
    const res = await mock.app.inject({ method: 'GET', url: '/api/front/search/keyword', headers: { origin: EVIL } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the mock’s own origin', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  let port = 0;
  beforeAll(async () => {
    server = await testServer();
    const address = await server.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(address).port);
  });
  afterAll(async () => {
    await server.close();
  });

  it('is allowed once it listens (the QA console and the pages post from there), under each loopback name', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const res = await fetch(`http://127.0.0.1:${port}/__mock/clock`, { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const foreign = await fetch(`http://127.0.0.1:${port}/__mock/clock`, { headers: { origin: `http://127.0.0.1:${port + 1}` } });
    expect(foreign.status).toBe(403);
  });
});

describe('behind MOCK_PUBLIC_URL', () => {
  it('allows the public origin (the QA console and the pages are served from there)', async () => {
    const behind = await testServer({ publicUrl: 'https://mock.example.com/' });
    try {
      const res = await behind.inject({ method: 'GET', url: '/__mock/clock', headers: { origin: 'https://mock.example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://mock.example.com');
      expect((await behind.inject({ method: 'GET', url: '/__mock/clock', headers: { origin: EVIL } })).statusCode).toBe(403);
    } finally {
      await behind.close();
    }
  });
});

describe('isControlPath', () => {
  it.each(['/__mock', '/__mock/', '/__mock/outbox?to=a', '/%5F%5Fmock/reset', '//__mock/outbox', '/__Mock/db/users', '/x/../__mock/db'])(
    'reads %s as the control API',
    (url) => expect(isControlPath(url)).toBe(true),
  );
  it.each(['/api/front/index', '/api/front/product/list?keyword=__mock', '/mock-images/p/1.svg', '/__mockery'])('not %s', (url) =>
    expect(isControlPath(url)).toBe(false),
  );
});

describe('ownAddresses', () => {
  const nic = (address: string, family: 'IPv4' | 'IPv6'): NetworkInterfaceInfo =>
    ({ address, family, netmask: '', mac: '', internal: false, cidr: null, scopeid: 0 }) as NetworkInterfaceInfo;
  const interfaces = {
    lo: [nic('127.0.0.1', 'IPv4'), nic('::1', 'IPv6')],
    eth0: [nic('10.0.0.5', 'IPv4'), nic('fe80::1', 'IPv6'), nic('2001:db8::5', 'IPv6')],
  };

  it('keeps a specific address', () => {
    expect(ownAddresses([{ address: '127.0.0.1', port: 8080, family: 'IPv4' }], interfaces)).toEqual([
      { address: '127.0.0.1', port: 8080, family: 'IPv4' },
    ]);
  });

  it('reads a wildcard listen as every interface address of its family (no link-local ones)', () => {
    expect(ownAddresses([{ address: '0.0.0.0', port: 8080, family: 'IPv4' }], interfaces).map((a) => a.address)).toEqual([
      '127.0.0.1',
      '10.0.0.5',
    ]);
    expect(ownAddresses([{ address: '::', port: 8080, family: 'IPv6' }], interfaces).map((a) => a.address)).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.5',
      '2001:db8::5',
    ]);
  });
});
