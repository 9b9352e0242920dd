import { contract, type RouteMeta } from '@contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import fc from 'fast-check';
import { type FastifyInstance } from 'fastify';
import { setupServer } from 'msw/node';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockCore, type MockCore } from '../core/core';
import { fuzzTargets, requestArb, valuePool, type FuzzRequest } from '../fuzz/fuzz-routes';
import { type MockState } from '../state';
import { TEST_NOW } from '../test-support';
import { buildServer } from './fastify';
import { journeys, json, type Step } from './parity-script';
import { PARITY_OPTIONS, purchase, scripted } from './parity-scripted';
import { mswHandlers } from './msw';

/**
 * Parity of the two adapters (docs/adr/0013-mock-core-and-adapters.md): the same recorded requests go through
 * Fastify (inject) and through msw (setupServer + fetch), each over a fresh core with the same seed and fixed
 * clock; status, content type and body must be identical once tokens and other random values are normalised.
 */
const ORIGIN = 'http://localhost:4000';
const OPTIONS = PARITY_OPTIONS;

interface Answer {
  label: string;
  status: number;
  type: string;
  body: string;
}

type Send = (
  step: Step,
  headers: Record<string, string>,
) => Promise<{ status: number; type: string; body: string; bytes: number; location: string }>;

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routesOf(node as AppRouter)));
}

/**
 * A request each route refuses: signed out on a 'user' route, else bad input (malformed JSON, an over-long id); a
 * public GET without path parameters (all its query optional) is refused by an injected fault.
 */
function refusals(route: AppRoute): Step[] {
  const one = refusal(route);
  if (one) return [one];
  const path = route.path.replace(/:[A-Za-z]+/g, '1');
  return [
    json(`fault for ${route.path}`, 'POST', '/__mock/faults', { method: route.method, path, code: 500, message: 'Injected', count: 1 }),
    { label: `refused (fault) ${route.method} ${route.path}`, method: route.method, url: path },
  ];
}

function refusal(route: AppRoute): Step | null {
  const meta = route.metadata as RouteMeta | undefined;
  const path = route.path.replace(/:[A-Za-z]+/g, '1');
  if (meta?.auth === 'user') return { label: `refused (signed out) ${route.method} ${route.path}`, method: route.method, url: path };
  if (route.path.includes(':'))
    return {
      label: `refused (long id) ${route.method} ${route.path}`,
      method: route.method,
      url: route.path.replace(/:[A-Za-z]+/g, 'x'.repeat(101)),
    };
  if (route.method !== 'GET' && !('contentType' in route && route.contentType === 'multipart/form-data')) {
    return {
      label: `refused (malformed JSON) ${route.method} ${route.path}`,
      method: route.method,
      url: path,
      headers: { 'content-type': 'application/json' },
      body: meta?.bareString ? '"unterminated' : '{"a":',
    };
  }
  return null;
}

/** Requests generated from each route's schemas (the fuzzer's, fixed seed), signed in and out, for success paths. */
function generated(state: MockState): Step[] {
  const pool = valuePool(state);
  const steps: Step[] = [];
  for (const [index, target] of fuzzTargets().entries()) {
    const samples = fc.sample(requestArb(target, { pool }), { numRuns: 4, seed: 7 + index });
    for (const request of samples.filter(transportable)) {
      steps.push({
        label: `generated ${target.name}`,
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { body: request.payload } : {}),
        ...(request.as !== null ? { as: request.as } : {}),
      });
    }
  }
  return steps;
}

/**
 * Requests both transports can carry unchanged: fetch normalises URLs, only JSON or empty bodies (the body
 * parsers' own refusals, e.g. of a text/plain body, are Fastify's, before the core), no prototype keys in forms.
 */
function transportable(request: FuzzRequest): boolean {
  let normalised: string;
  try {
    const url = new URL(request.url, ORIGIN);
    normalised = `${url.pathname}${url.search}`;
  } catch {
    return false;
  }
  if (normalised !== request.url) return false;
  const type = request.headers['content-type'];
  if (request.payload === undefined) return true;
  if (request.method === 'GET' || request.method === 'DELETE') return false;
  return type === 'application/json' && typeof request.payload === 'string';
}

/**
 * Contract routes (`METHOD /path`) that cannot answer code 200 offline, each with the reason. None today: the
 * mock simulates every provider (payments, social sign-ins, codes in the outbox) and the control API moves
 * orders, refunds and settle-in applications along.
 */
const NO_SUCCESS_OFFLINE: ReadonlySet<string> = new Set<string>([]);

const TOKEN_RE = /[0-9a-f]{20,}/g;

/** Tokens, codes and other random values become placeholders; durations are dropped. */
function normalise(text: string): string {
  return (
    text
      .replace(TOKEN_RE, '<hex>')
      .replace(/pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g, '<stripe>')
      .replace(/EC-[A-Z0-9]{17}/g, '<paypal>')
      // The WeChat Pay QR code's random reference (weixin://wxpay/bizpayurl?pr=…).
      .replace(/bizpayurl\?pr=[A-Za-z0-9]+/g, 'bizpayurl?pr=<wechat>')
      .replace(/"code":"\d{6}"/g, '"code":"<code>"')
      // The same code inside an outbox message's text ("Your … code: 123456. It expires …").
      .replace(/code: \d{6}\./g, 'code: <code>.')
      .replace(/"ms":\d+/g, '"ms":0')
      .replace(/"durationMs":[\d.]+/g, '"durationMs":0')
      // A snapshot's size counts the random values it holds (tokens, codes).
      .replace(/"size":\d+/g, '"size":0')
      // A snapshot file holds password hashes: each platform hashes a changed password its own way (scrypt, PBKDF2).
      .replace(/"passwordHash":"[^"]*"/g, '"passwordHash":"<hash>"')
      // ... and the payment references the db keeps (the db view hides them).
      .replace(/"paymentRef":"[^"]*"/g, '"paymentRef":"<ref>"')
      .replace(/"offsetMs":-?\d+/g, '"offsetMs":0')
  );
}

async function run(steps: Step[], state: MockState, send: Send): Promise<Answer[]> {
  const out: Answer[] = [];
  let token: string | null = null;
  const captured = new Map<string, string>();
  const fill = (text: string) => text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => captured.get(name) ?? whole);
  for (const original of steps) {
    const step = { ...original, url: fill(original.url), ...(typeof original.body === 'string' ? { body: fill(original.body) } : {}) };
    const headers: Record<string, string> = { ...(step.headers ?? {}) };
    if (step.as !== undefined) headers['authori-zation'] = state.sessions.create(step.as, state.now()).token;
    if (step.signedIn && token) headers['authori-zation'] = token;
    const answer = await send(step, headers);
    const found = /"token":"([0-9a-f]+)"/.exec(answer.body);
    if (found?.[1]) token = found[1];
    const value = step.capture ? new RegExp(`"${step.capture}":"([^"]+)"`).exec(answer.body)?.[1] : undefined;
    if (step.capture && value) captured.set(step.capture, value);
    for (const [name, pattern] of Object.entries(step.grab ?? {})) {
      const grabbed = new RegExp(pattern).exec(`${answer.body}\n${answer.location}`)?.[1];
      if (grabbed) captured.set(name, grabbed);
    }
    // The label names the URL as recorded ({name} unfilled): the captured values differ from run to run.
    out.push({
      label: `${step.label}: ${step.method} ${original.url.slice(0, 200)}`,
      status: answer.status,
      type: answer.type,
      body: normalise(answer.body),
    });
    // Faults and a moved clock would change the later answers of the generated part.
    if (!step.label.startsWith('fault for')) state.faults.clear();
    state.clock.fix(TEST_NOW);
  }
  return out;
}

describe('the Fastify and msw adapters answer alike', () => {
  let app: FastifyInstance | null = null;
  const server = setupServer();
  afterAll(async () => {
    server.close();
    await app?.close();
  });

  it('for every contract route (a success and a refusal each), the control API, images, uploads and pages', async () => {
    app = await buildServer(OPTIONS);
    await app.ready();
    const fastify = app;
    const core: MockCore = await createMockCore(OPTIONS);
    const [login, ...rest] = scripted();
    if (!login) throw new Error('the script starts with a sign-in');
    const successes = [...purchase(core.state), ...journeys(core.state)];
    const steps = [login, ...successes, ...rest, ...routesOf(contract).flatMap(refusals), ...generated(core.state)];

    const viaFastify = await run(steps, fastify.mock, async (step, headers) => {
      const res = await fastify.inject({
        method: step.method as 'GET',
        url: step.url,
        headers: { host: 'localhost:4000', ...headers },
        ...(step.body !== undefined ? { payload: step.body } : {}),
      });
      return {
        status: res.statusCode,
        type: String(res.headers['content-type'] ?? ''),
        body: res.body,
        bytes: res.rawPayload.length,
        location: String(res.headers.location ?? ''),
      };
    });

    server.use(...mswHandlers(core));
    server.listen({ onUnhandledRequest: 'error' });
    const viaMsw = await run(steps, core.state, async (step, headers) => {
      const res = await fetch(`${ORIGIN}${step.url}`, {
        method: step.method,
        headers,
        redirect: 'manual',
        ...(step.body !== undefined ? { body: typeof step.body === 'string' ? step.body : new Uint8Array(step.body) } : {}),
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        body: new TextDecoder().decode(bytes),
        bytes: bytes.length,
        location: res.headers.get('location') ?? '',
      };
    });

    expect(viaMsw.length).toBe(steps.length);
    for (const [index, answer] of viaFastify.entries()) expect(viaMsw[index], answer.label).toEqual(answer);

    // The purchase and the journeys succeed step by step (code 200, or a page or its redirect): a step that went
    // wrong is named here rather than only as a route missing from the successes below.
    const failedSteps = viaFastify
      .slice(1, 1 + successes.length)
      .filter((a) => !(a.body.startsWith('{"code":200') || a.status === 302 || a.type.startsWith('text/html')));
    expect(failedSteps.map((a) => `${a.label} -> ${a.body.slice(0, 120)}`)).toEqual([]);

    // The recorded set covers what it claims: every contract route refused at least once and answered with code
    // 200 at least once.
    const routes = routesOf(contract);
    const refusedRoutes = routes.filter((route) =>
      viaFastify.some(
        (a, i) =>
          steps[i]?.label.startsWith('refused') &&
          steps[i]?.label.endsWith(` ${route.method} ${route.path}`) &&
          !a.body.startsWith('{"code":200'),
      ),
    );
    // Except the control API's reads without input (outbox, clock, faults): nothing refuses them, and faults
    // apply to /api only.
    const unrefusable = new Set(['/__mock/outbox', '/__mock/clock', '/__mock/faults', '/__mock/snapshots']);
    const refusable = routes.filter((route) => !(route.method === 'GET' && unrefusable.has(route.path)));
    expect(refusedRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      refusable.map((route) => `${route.method} ${route.path}`),
    );
    const pattern = (route: AppRoute) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    const sent = (answer: Answer) => /: ([A-Z]+) (\S*)$/.exec(answer.label) ?? [];
    // A snapshot's export answers the file itself, not an envelope.
    const success = (a: Answer) => a.body.startsWith('{"code":200') || a.body.startsWith('{"format":"mock-snapshot"');
    const succeeded = routes.filter((route) =>
      viaFastify.some((a) => sent(a)[1] === route.method && pattern(route).test(sent(a)[2]?.split('?')[0] ?? '') && success(a)),
    );
    // Every contract route answered code 200 at least once (journeys in ./parity-script.ts set up the state each
    // needs); a route that truly could not succeed offline would be listed, with its reason, in
    // NO_SUCCESS_OFFLINE.
    const key = (route: AppRoute) => `${route.method} ${route.path}`;
    expect(succeeded.map(key)).toEqual(routes.filter((route) => !NO_SUCCESS_OFFLINE.has(key(route))).map(key));
  }, 300_000);
});
