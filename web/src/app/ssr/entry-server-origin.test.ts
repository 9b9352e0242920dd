// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../lib/routing/paths';
import { configure, render } from './entry-server';

/**
 * The server's data requests say which public origin they render for (X-Forwarded-Host and -Proto), as the /api/
 * proxy does for the browser's: a backend that builds absolute URLs from the request (the mock's pictures) then
 * names the shop's address in the HTML, not the upstream's (docs/adr/0019-server-rendering.md).
 */
const seen: Array<{ url: string; host: string | null; proto: string | null }> = [];
const platformFetch = globalThis.fetch;

beforeAll(async () => {
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({ url: String(input), host: headers.get('x-forwarded-host'), proto: headers.get('x-forwarded-proto') });
    return Promise.resolve(Response.json({ code: 500, message: 'not here', data: null }));
  };
  await configure({ config: { apiBase: '' }, apiUpstream: 'http://upstream.test', fetchTimeoutMs: 5_000 });
});
afterAll(() => {
  globalThis.fetch = platformFetch;
});

describe("the server's data requests", { timeout: 30_000 }, () => {
  it("carry the public origin of their own render, renders side by side; other hosts' requests carry nothing", async () => {
    await Promise.all([
      render({ url: paths.goodsDetail(1), publicOrigin: 'https://shop.example', dataDeadlineMs: 2_000 }),
      render({ url: paths.goodsDetail(2), publicOrigin: 'http://staging.test:8443', dataDeadlineMs: 2_000 }),
    ]);
    const detail = (id: number) => seen.find((request) => request.url === `http://upstream.test/api/front/product/detail/${id}`);
    expect(detail(1)).toMatchObject({ host: 'shop.example', proto: 'https' });
    expect(detail(2)).toMatchObject({ host: 'staging.test:8443', proto: 'http' });
    expect(seen.every((request) => request.url.startsWith('http://upstream.test/'))).toBe(true);

    seen.length = 0;
    await globalThis.fetch('https://elsewhere.test/x');
    expect(seen).toEqual([{ url: 'https://elsewhere.test/x', host: null, proto: null }]);
  });
});
