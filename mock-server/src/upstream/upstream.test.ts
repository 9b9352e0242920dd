import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_HEADER } from '@contract';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../test-support';
import { checkRequests, checkUpstream } from './check';
import { type Drift, type DriftRequestInfo } from './drift';
import { upstreamMode, type UpstreamMode } from './main-options';
import { realWireAnswers, startStandIn, type StandIn } from './stand-in';

/** The drifts planted in the stand-in's answers: a renamed field, a number for a string, a missing page flag. */
function plantDrifts(route: string, body: unknown): unknown {
  const data = (body as { data: Record<string, unknown> }).data;
  if (route === 'products.list') {
    for (const item of data.list as Record<string, unknown>[]) {
      item.price = Number(item.price);
    }
    delete data.hasNextPage;
  }
  if (route === 'merchants.street') {
    for (const shop of data.list as Record<string, unknown>[]) {
      shop.shopName = shop.name;
      delete shop.name;
    }
  }
  return body;
}

const PLANTED: Drift[] = [
  { route: 'products.list', path: 'response.data.list[].price', expected: 'string', got: 'number' },
  { route: 'products.list', path: 'response.data.hasNextPage', expected: 'boolean', got: 'missing' },
  { route: 'merchants.street', path: 'response.data.list[].name', expected: 'string', got: 'missing' },
];

const TOKEN = '0123456789abcdef0123456789abcdef';
const answers = realWireAnswers();

/** A mock in an upstream, record or replay mode, with what it wrote to stderr and gave the drift hook. */
async function mockWith(env: Record<string, string>) {
  const lines: string[] = [];
  const hooked: { drifts: readonly Drift[]; info: DriftRequestInfo }[] = [];
  const mode: UpstreamMode = upstreamMode(
    env,
    (line) => lines.push(line),
    (drifts, info) => hooked.push({ drifts, info }),
  );
  const app = await testServer({ products: 20, apiFront: mode.apiFront });
  return { app, mode, lines, hooked };
}

const get = async (app: FastifyInstance, url: string, token?: string) => {
  const res = await app.inject({ method: 'GET', url, headers: token ? { [TOKEN_HEADER]: token } : {} });
  return { status: res.statusCode, body: res.json<unknown>() };
};

describe('check:upstream against a stand-in answering the real-wire fixtures', () => {
  let clean: StandIn;
  let drifting: StandIn;
  beforeAll(async () => {
    clean = await startStandIn();
    drifting = await startStandIn({ change: plantDrifts });
  });
  afterAll(async () => {
    await clean.close();
    await drifting.close();
  });

  it('reports nothing when the backend answers as the contract says, after sending every read of the list', async () => {
    const lines: string[] = [];
    const result = await checkUpstream({ url: clean.url, write: (line) => lines.push(line) });
    expect(result.drifts).toEqual([]);
    expect(lines).toEqual([]);
    expect(result.exchanges).toBe(checkRequests().length);
    expect(result.summary).toEqual([`no drift from the contract in ${checkRequests().length} checked exchanges`]);
    // Signed out, as the desktop client sends them, ids taken from the answers before.
    expect(clean.seen.every((request) => request.method === 'GET' && request.headers['form-type'] === 'pc')).toBe(true);
    expect(clean.seen.map((request) => request.url)).toContain('/api/front/product/detail/300');
  });

  it('reports each planted drift once, and only those', async () => {
    const lines: string[] = [];
    const result = await checkUpstream({ url: drifting.url, write: (line) => lines.push(line) });
    expect(result.drifts).toEqual(expect.arrayContaining(PLANTED));
    expect(result.drifts).toHaveLength(PLANTED.length);
    expect(lines).toHaveLength(PLANTED.length);
    expect(lines).toContain('drift merchants.street response.data.list[].name: expected string, got missing');
    expect(result.summary[0]).toBe(`3 distinct drifts on 2 routes in ${checkRequests().length} checked exchanges`);
    expect(result.summary).toContain('    response.data.list[].price: expected string, got number (x2)');
  });

  it('reports an upstream that does not answer within the deadline, or not at all', async () => {
    const silent = await startStandIn({ silent: ['home.pcIndex'] });
    try {
      const result = await checkUpstream({ url: silent.url, timeoutMs: 300, requests: [{ route: 'home.pcIndex' }] });
      expect(result.drifts).toEqual([{ route: 'home.pcIndex', path: 'upstream', expected: 'an answer', got: 'no answer within 300 ms' }]);
    } finally {
      await silent.close();
    }
    const gone = await checkUpstream({ url: silent.url, requests: [{ route: 'home.payCurrency' }] });
    expect(gone.drifts).toEqual([
      expect.objectContaining({ route: 'home.payCurrency', path: 'upstream', got: expect.stringMatching(/^unreachable/) }),
    ]);
  });
});

describe('MOCK_UPSTREAM: the mock as a checking proxy', () => {
  let drifting: StandIn;
  let mock: Awaited<ReturnType<typeof mockWith>>;
  beforeAll(async () => {
    drifting = await startStandIn({ change: plantDrifts });
    mock = await mockWith({ MOCK_UPSTREAM: drifting.url });
  });
  afterAll(async () => {
    await mock.app.close();
    await drifting.close();
  });

  it("answers with the upstream's answer, sending the method, path, query, body and token on", async () => {
    const list = await get(mock.app, '/api/front/product/list?page=1&limit=12', TOKEN);
    expect(list).toEqual({ status: 200, body: plantDrifts('products.list', structuredClone(answers.get('products.list'))) });
    const save = await mock.app.inject({
      method: 'POST',
      url: '/api/front/cart/save',
      headers: { [TOKEN_HEADER]: TOKEN, 'content-type': 'application/json' },
      payload: '[{"productId":300,"productAttrUnique":"3001","cartNum":2}]',
    });
    expect(save.json()).toEqual(answers.get('cart.save'));
    const sent = drifting.seen.slice(-2);
    expect(sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/api/front/product/list?page=1&limit=12', body: '' },
      { method: 'POST', url: '/api/front/cart/save', body: '[{"productId":300,"productAttrUnique":"3001","cartNum":2}]' },
    ]);
    expect(sent.every((request) => request.headers['authori-zation'] === TOKEN)).toBe(true);
    // The mock's own control API still answers.
    expect((await get(mock.app, '/__mock/clock')).body).toMatchObject({ code: 200 });
  });

  it('sends a multipart upload on as multipart, its fields and file intact', async () => {
    const boundary = '----upstream-test';
    const payload = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="model"',
        '',
        'user',
        `--${boundary}`,
        'Content-Disposition: form-data; name="multipart"; filename="me.png"',
        'Content-Type: image/png',
        '',
        'PNG-BYTES',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    await mock.app.inject({
      method: 'POST',
      url: '/api/front/upload/image?pid=7',
      headers: { [TOKEN_HEADER]: TOKEN, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const sent = drifting.seen.at(-1);
    expect(sent?.url).toBe('/api/front/upload/image?pid=7');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toMatch(/name="model"\r\n\r\nuser\r\n/);
    expect(sent?.body).toMatch(/name="multipart"; filename="me.png"\r\nContent-Type: image\/png\r\n\r\nPNG-BYTES\r\n/);
  });

  it('writes each drift once on stderr and hands every drifting exchange to the hook, with its route', async () => {
    // A mock of its own: the log and the summary count this test's exchanges only.
    const own = await mockWith({ MOCK_UPSTREAM: drifting.url });
    try {
      await get(own.app, '/api/front/product/list?page=1&limit=12');
      await get(own.app, '/api/front/product/list?page=2&limit=12');
      expect(own.lines).toEqual([
        '[mock] drift products.list response.data.list[].price: expected string, got number',
        '[mock] drift products.list response.data.hasNextPage: expected boolean, got missing',
      ]);
      expect(own.hooked).toHaveLength(2);
      expect(own.hooked[1]?.drifts).toEqual(PLANTED.slice(0, 2));
      expect(own.hooked[1]?.info).toMatchObject({
        method: 'GET',
        url: '/api/front/product/list?page=2&limit=12',
        route: 'products.list',
        status: 200,
      });
      // A request off the contract is a drift too.
      await get(own.app, '/api/front/no/such/route');
      expect(own.lines.at(-1)).toBe('[mock] drift GET /api/front/no/such/route request: expected a route of the contract, got none');
      own.mode.close();
      expect(own.lines.filter((line) => line.startsWith('[mock] upstream: '))).toEqual([
        '[mock] upstream: 3 distinct drifts on 2 routes in 3 checked exchanges',
        '[mock] upstream:   GET /api/front/no/such/route',
        '[mock] upstream:     request: expected a route of the contract, got none (x1)',
        '[mock] upstream:   products.list',
        '[mock] upstream:     response.data.list[].price: expected string, got number (x2)',
        '[mock] upstream:     response.data.hasNextPage: expected boolean, got missing (x2)',
      ]);
    } finally {
      await own.app.close();
    }
  });
});

describe('MOCK_RECORD then MOCK_REPLAY', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mock-record-'));
  const file = join(folder, 'session.har');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('records redacted exchanges and serves them offline, falling back to the stateful mock', async () => {
    const standIn = await startStandIn();
    const recording = await mockWith({ MOCK_UPSTREAM: standIn.url, MOCK_RECORD: file });
    const list = await get(recording.app, '/api/front/product/list?limit=12&page=1');
    const info = await get(recording.app, '/api/front/user/info', TOKEN);
    const address = await get(recording.app, '/api/front/address/default', TOKEN);
    await recording.app.inject({
      method: 'POST',
      url: '/api/front/login/email',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'shopper@example.com', password: 'Passw0rd!' },
    });
    await recording.app.close();
    recording.mode.close();
    await standIn.close();

    const text = readFileSync(file, 'utf8');
    const har = JSON.parse(text) as { log: { version: string; entries: { _route: string }[] } };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((entry) => entry._route)).toEqual(['products.list', 'user.info', 'addresses.getDefault', 'auth.email']);
    for (const secret of [TOKEN, 'Passw0rd!', 'shopper@example.com', '13800138000', 'Demo Shopper', '88 Century Avenue']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');

    // Offline: the upstream is gone.
    const replay = await mockWith({ MOCK_REPLAY: file });
    try {
      // The same request, its query in another order: the recorded answer.
      expect(await get(replay.app, '/api/front/product/list?page=1&limit=12')).toEqual(list);
      const replayedInfo = await get(replay.app, '/api/front/user/info', 'another-token');
      expect(replayedInfo.status).toBe(200);
      expect(replayedInfo.body).toMatchObject({ code: 200, data: { phone: '[redacted]' } });
      expect((await get(replay.app, '/api/front/address/default', TOKEN)).body).toMatchObject({
        code: 200,
        data: { realName: '[redacted]', postCode: 0 },
      });
      expect(info.body).toMatchObject({ code: 200 });
      expect(address.body).toMatchObject({ code: 200 });
      // A sign-in with other credentials still matches (secrets are not recorded, so not matched on): the
      // recorded answer (the stand-in has no sign-in and answered HTTP 404), not the mock's.
      const login = await replay.app.inject({
        method: 'POST',
        url: '/api/front/login/email',
        headers: { 'content-type': 'application/json' },
        payload: { password: 'other', email: 'someone@example.com' },
      });
      expect({ status: login.statusCode, body: login.json<unknown>() }).toMatchObject({ status: 404, body: { error: 'Not Found' } });
      // Not recorded: the stateful mock answers (its own seeded catalog).
      const detail = await get(replay.app, '/api/front/product/detail/1');
      expect(detail.body).toMatchObject({ code: 200, data: { productInfo: { id: 1 } } });
      expect(await get(replay.app, '/api/front/product/list?page=2&limit=12')).not.toEqual(list);
    } finally {
      await replay.app.close();
    }
  });

  it('refuses a replay file that is not a HAR, upstream and replay together, and never clobbers a recording', () => {
    const kept = join(folder, 'kept.har');
    const text = JSON.stringify({ log: { version: '1.2', entries: [] } });
    writeFileSync(kept, text);
    const notHar = join(folder, 'not.har');
    writeFileSync(notHar, '{"entries": []}');
    expect(() => upstreamMode({ MOCK_REPLAY: join(folder, 'missing.har') }, () => undefined)).toThrow(/MOCK_REPLAY: cannot read/);
    expect(() => upstreamMode({ MOCK_REPLAY: notHar }, () => undefined)).toThrow(/is not a HAR file \(log: Required\)/);
    expect(() => upstreamMode({ MOCK_UPSTREAM: 'http://127.0.0.1:9', MOCK_REPLAY: kept }, () => undefined)).toThrow(/exclude each other/);
    expect(() => upstreamMode({ MOCK_UPSTREAM: 'ftp://example.com' }, () => undefined)).toThrow(/http\(s\) URL/);
    expect(() => upstreamMode({ MOCK_UPSTREAM: 'https://example.com', MOCK_UPSTREAM_TIMEOUT_MS: 'soon' }, () => undefined)).toThrow(
      /MOCK_UPSTREAM_TIMEOUT_MS/,
    );
    // A bad upstream, or replaying the very file to record, stops before the recording is replaced.
    expect(() => upstreamMode({ MOCK_UPSTREAM: 'nonsense', MOCK_RECORD: kept }, () => undefined)).toThrow(/MOCK_UPSTREAM must be/);
    expect(() => upstreamMode({ MOCK_REPLAY: kept, MOCK_RECORD: kept }, () => undefined)).toThrow(/the same file/);
    expect(readFileSync(kept, 'utf8')).toBe(text);
  });
});
