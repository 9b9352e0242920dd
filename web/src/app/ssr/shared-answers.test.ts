// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../lib/routing/paths';
import { setupMockBackend } from '../../testing/mock-backend';
import { configure, render } from './entry-server';
import { sharedAnswers } from './shared-answers';

const envelope = (code: number, data: unknown = null) => JSON.stringify({ code, message: code === 200 ? 'ok' : 'failed', data });

/** A backend stand-in: each load answers the next of `answers` (a Response, or an Error to fail with) and counts. */
function backend(...answers: Array<Response | Error>) {
  const calls = { count: 0 };
  let release: () => void = () => undefined;
  const gate = { held: false, open: new Promise<void>((resolve) => (release = resolve)) };
  const load = async (): Promise<Response> => {
    calls.count += 1;
    const answer = answers.shift() ?? new Response(envelope(200, calls.count), { headers: { 'content-type': 'application/json' } });
    if (gate.held) await gate.open;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { calls, load, hold: () => (gate.held = true), release };
}
const json = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json;charset=UTF-8' } });

describe('sharedAnswers', () => {
  it('sends one request for every render that asks while it is in flight, each reading its own copy', async () => {
    const shared = sharedAnswers({ ttlMs: 5_000, maxChars: 1_000_000 });
    const api = backend(json(envelope(200, 'tree')));
    api.hold();
    const asked = [shared.get('k', api.load), shared.get('k', api.load), shared.get('k', api.load)];
    api.release();
    const bodies = await Promise.all((await Promise.all(asked)).map((response) => response.text()));
    expect(api.calls.count).toBe(1);
    expect(new Set(bodies)).toEqual(new Set([envelope(200, 'tree')]));
  });

  it('keeps a success for its time, then asks again; another key is its own', async () => {
    let now = 0;
    const shared = sharedAnswers({ ttlMs: 5_000, maxChars: 1_000_000, now: () => now });
    const api = backend();
    expect(await (await shared.get('a', api.load)).json()).toMatchObject({ data: 1 });
    now = 4_999;
    expect(await (await shared.get('a', api.load)).json()).toMatchObject({ data: 1 });
    expect(await (await shared.get('b', api.load)).json()).toMatchObject({ data: 2 });
    now = 5_000;
    expect(await (await shared.get('a', api.load)).json()).toMatchObject({ data: 3 });
    expect(api.calls.count).toBe(3);
  });

  it('never keeps a failure: an HTTP error, an envelope that is not a success, a body that is not JSON, a network error', async () => {
    const shared = sharedAnswers({ ttlMs: 5_000, maxChars: 1_000_000 });
    const api = backend(
      json(envelope(200), 502),
      json(envelope(500)),
      json(envelope(404)),
      new Response('<html>proxy</html>', { headers: { 'content-type': 'text/html' } }),
      json('{not json'),
      new TypeError('fetch failed'),
    );
    expect((await shared.get('k', api.load)).status).toBe(502);
    expect(await (await shared.get('k', api.load)).json()).toMatchObject({ code: 500 });
    expect(await (await shared.get('k', api.load)).json()).toMatchObject({ code: 404 });
    expect(await (await shared.get('k', api.load)).text()).toBe('<html>proxy</html>');
    expect(await (await shared.get('k', api.load)).text()).toBe('{not json');
    await expect(shared.get('k', api.load)).rejects.toThrow('fetch failed');
    expect(shared.size()).toEqual({ answers: 0, chars: 0 });
    // The next render asks again, and keeps the success it gets.
    expect(await (await shared.get('k', api.load)).json()).toMatchObject({ code: 200, data: 7 });
    await shared.get('k', api.load);
    expect(api.calls.count).toBe(7);
  });

  it('fails every render waiting on a request that failed, and the next one asks afresh', async () => {
    const shared = sharedAnswers({ ttlMs: 5_000, maxChars: 1_000_000 });
    const api = backend(new TypeError('fetch failed'));
    api.hold();
    const asked = [shared.get('k', api.load), shared.get('k', api.load)];
    api.release();
    for (const answer of await Promise.allSettled(asked)) expect(answer.status).toBe('rejected');
    expect((await shared.get('k', api.load)).status).toBe(200);
    expect(api.calls.count).toBe(2);
  });

  it('stays within its bound, the oldest answer going first, and keeps no answer over a sixteenth of it', async () => {
    const body = (n: number, size: number) => envelope(200, `${n}`.padEnd(size, '.'));
    const one = body(1, 40).length;
    const shared = sharedAnswers({ ttlMs: 5_000, maxChars: one * 16 });
    for (let n = 0; n < 20; n += 1) await shared.get(`k${n}`, async () => json(body(n, 40)));
    expect(shared.size()).toEqual({ answers: 16, chars: one * 16 });
    // k0..k3 went; k4 is still kept.
    let asked = 0;
    const count = async () => {
      asked += 1;
      return json(body(99, 40));
    };
    await shared.get('k4', count);
    expect(asked).toBe(0);
    await shared.get('k0', count);
    expect(asked).toBe(1);
    await shared.get('big', async () => json(body(0, one * 2)));
    await shared.get('big', count);
    expect(asked).toBe(2);
    expect(shared.size().chars).toBeLessThanOrEqual(one * 16);
  });
});

/** Through the server's renders: the frame's data is asked once for two pages, and not at all with sharing off. */
const UPSTREAM = 'http://backend.test';
const mock = setupMockBackend(UPSTREAM);
const renderOf = (url: string) => render({ url, publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 });

describe('the server’s renders share the backend’s answers', { timeout: 30_000 }, () => {
  beforeAll(() => configure({ config: { apiBase: '' }, apiUpstream: UPSTREAM, fetchTimeoutMs: 10_000, sharedAnswersMs: 60_000 }));

  it('a second page asks the backend only for its own data, and a page rendered again for nothing', async () => {
    mock.asked.length = 0;
    const first = await renderOf(paths.goodsDetail(1));
    const firstAsked = [...mock.asked];
    mock.asked.length = 0;
    const second = await renderOf(paths.goodsDetail(2));
    const secondAsked = [...mock.asked];
    mock.asked.length = 0;
    // The same product behind a query no page reads (a junk parameter): a render of its own, no backend call.
    const again = await renderOf(`${paths.goodsDetail(1)}?x=junk`);
    for (const result of [first, second, again]) expect(result).toMatchObject({ kind: 'page', status: 200, hydratable: true });
    expect(mock.asked).toEqual([]);
    // The frame's calls (the first page asked them) are not asked again; every call the second page made names
    // its own product or is one the first page did not make.
    expect(secondAsked.length).toBeGreaterThan(0);
    expect(secondAsked.length).toBeLessThan(firstAsked.length);
    for (const call of secondAsked) expect(firstAsked).not.toContain(call);
    // The same product, its links keeping the query as the page's own links do.
    if (first.kind !== 'page' || again.kind !== 'page' || !first.html || !again.html) throw new Error('no page');
    const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(first.html)?.[1];
    expect(name).toBeTruthy();
    expect(again.html).toContain(`>${name ?? ''}</h1>`);
  });

  it('shares nothing between the public origins a page is rendered for (its pictures are named at that origin)', async () => {
    await render({ url: paths.home(), publicOrigin: 'https://one.test', dataDeadlineMs: 10_000 });
    mock.asked.length = 0;
    await render({ url: paths.home(), publicOrigin: 'https://two.test', dataDeadlineMs: 10_000 });
    expect(mock.asked.length).toBeGreaterThan(0);
  });

  it('with sharing off (the default), each render asks for its own', async () => {
    await configure({ config: { apiBase: '' }, apiUpstream: UPSTREAM, fetchTimeoutMs: 10_000 });
    await renderOf(paths.home());
    mock.asked.length = 0;
    await renderOf(paths.home());
    expect(mock.asked.length).toBeGreaterThan(0);
  });
});
