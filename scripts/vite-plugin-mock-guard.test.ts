import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockGuardPlugin, refusesControlRequest } from './vite-plugin-mock-guard';

describe('refusesControlRequest', () => {
  const request = (url: string, headers: Record<string, string>, secure = false) => ({ url, headers, secure });

  it('forwards requests without an Origin, from the server’s own origin or from MOCK_WEB_ORIGINS', () => {
    expect(refusesControlRequest(request('/__mock/outbox', { host: 'localhost:5173' }), [])).toBe(false);
    expect(refusesControlRequest(request('/__mock/outbox', { host: 'localhost:5173', origin: 'http://localhost:5173' }), [])).toBe(false);
    expect(refusesControlRequest(request('/__mock/outbox', { host: 'shop.test', origin: 'https://shop.test' }, true), [])).toBe(false);
    expect(
      refusesControlRequest(request('/__mock/reset', { host: 'localhost:5173', origin: 'https://shop.example:8443' }), [
        'https://shop.example:8443',
      ]),
    ).toBe(false);
  });

  it('refuses /__mock from any other origin, however the path is written', () => {
    for (const url of ['/__mock/outbox', '/__mock/', '/%5F%5Fmock/reset', '//__mock/db/users', '/__MOCK/outbox?to=a']) {
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3000', 'https://localhost:5173']) {
        expect({ url, origin, refused: refusesControlRequest(request(url, { host: 'localhost:5173', origin }), []) }).toEqual({
          url,
          origin,
          refused: true,
        });
      }
    }
  });

  it('leaves the other proxied paths to the mock’s CORS', () => {
    expect(refusesControlRequest(request('/api/front/index', { host: 'localhost:5173', origin: 'https://evil.example' }), [])).toBe(false);
  });
});

describe('the preview server’s proxy', () => {
  let upstream: Server;
  let server: PreviewServer;
  let base = '';
  let dir = '';
  const forwarded: string[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      forwarded.push(`${req.method} ${req.url}`);
      res.end('from the mock');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'mock-guard-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    server = await preview({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [mockGuardPlugin([])],
      build: { outDir: dir },
      preview: { host: '127.0.0.1', port: 0, proxy: { '/__mock': { target }, '/api': { target } } },
    });
    base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses another origin’s /__mock request before it reaches the mock, and forwards its own', async () => {
    const refused = await fetch(`${base}/__mock/outbox`, { headers: { origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, data: null });
    const post = await fetch(`${base}/__mock/reset`, { method: 'POST', body: '{}', headers: { origin: 'https://evil.example' } });
    expect(post.status).toBe(403);
    expect(forwarded).toEqual([]);

    expect(await (await fetch(`${base}/__mock/outbox`, { headers: { origin: base } })).text()).toBe('from the mock');
    expect(await (await fetch(`${base}/__mock/outbox`)).text()).toBe('from the mock');
    expect(forwarded).toEqual(['GET /__mock/outbox', 'GET /__mock/outbox']);
  });
});
