import { contract, type LoginResponse, type OutboxMessage } from '@contract';
import { initClient } from '@ts-rest/core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mswHandlers } from '../../../mock-server/src/adapters/msw';
import { createMockCore, type MockCore } from '../../../mock-server/src/core/core';
import { webPlatform } from '../../../mock-server/src/core/platform-web';
import { startSession } from '../lib/api/session';

/**
 * Web tests on the real mock (docs/testing.md, "What each suite covers"): an msw server in the test process answering
 * from the mock's own core (mock-server/src/core), so a component talks to the same stateful backend as in the app,
 * with the contract's validation and the seed's data; no hand-written replies. A fresh core per test (fixed seed and
 * clock: every test starts from the same state).
 */
export const TEST_SEED = 1;
export const TEST_CLOCK = '2026-11-26T09:00:00.000Z';
/** The seed's accounts (docs/mock-server-for-qa.md, "Demo accounts"). */
export const SHOPPER = { email: 'shopper@example.com', password: 'Passw0rd!' } as const;

const server = setupServer();

/** A typed client of the whole contract (API and /__mock control) whose requests go through the msw server. */
function client(token?: string) {
  return initClient(contract, {
    baseUrl: window.location.origin,
    baseHeaders: token ? { 'Authori-zation': token } : {},
    throwOnUnknownStatus: false,
  });
}
export type TestClient = ReturnType<typeof client>;

/** The data of a code-200 envelope, or a thrown error naming what came back. */
export async function ok<T>(request: Promise<{ status: number; body: unknown }>): Promise<T> {
  const response = await request;
  const body = response.body as { code?: number; message?: string; data?: unknown };
  if (response.status !== 200 || body.code !== 200) throw new Error(`mock call failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data as T;
}

export interface MockApi {
  /** This test's core: its state, for assertions the API does not show. */
  readonly core: MockCore;
  /** The msw server: `mock.server.use(...)` overrides a route for one test (e.g. `HttpResponse.error()`). */
  readonly server: typeof server;
  /** The contract's client, signed out. */
  readonly api: TestClient;
  /** Signs a seeded shopper in through the API and stores the token as the app does; returns the token. */
  signIn(email?: string): Promise<string>;
  /** The contract's client as that shopper. */
  as(token: string): TestClient;
  /** Emails and SMS the mock "sent", newest first (the control API's outbox). */
  outbox(to?: string): Promise<OutboxMessage[]>;
}

/**
 * Call once at the top of a test file (jsdom environment): starts the msw server for the file, gives each test a
 * fresh core, and fails a test on any request the mock does not answer.
 */
export function setupMockApi(options: { seed?: number; clock?: string } = {}): MockApi {
  let core: MockCore | null = null;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    core = await createMockCore({
      seed: options.seed ?? TEST_SEED,
      clock: options.clock ?? TEST_CLOCK,
      platform: webPlatform,
      publicUrl: window.location.origin,
      webOrigins: [window.location.origin],
    });
    server.resetHandlers(...mswHandlers(core));
  });
  afterEach(() => {
    server.resetHandlers();
    core = null;
  });
  afterAll(() => server.close());

  return {
    get core() {
      if (!core) throw new Error('the mock exists inside a test only');
      return core;
    },
    server,
    get api() {
      return client();
    },
    as: (token) => client(token),
    async signIn(email = SHOPPER.email) {
      const { token } = await ok<LoginResponse>(client().api.auth.email({ body: { email, password: SHOPPER.password } }));
      startSession(token, 'email');
      return token;
    },
    outbox: (to) => ok<OutboxMessage[]>(client().mock.outbox({ query: to === undefined ? {} : { to } })),
  };
}
