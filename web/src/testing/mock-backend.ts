import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { mswHandlers } from '../../../mock-server/src/adapters/msw';
import { createMockCore } from '../../../mock-server/src/core/core';
import { webPlatform } from '../../../mock-server/src/core/platform-web';
import { TEST_CLOCK, TEST_SEED } from './mock-api';

/**
 * The mock as a backend at `origin`, for tests of code that runs without a browser (the server renderer, node
 * environment): msw intercepts the process's fetch to that origin and answers from one mock core for the whole file
 * (seed and clock as setupMockApi's). For read-only tests: the state is shared by the file's tests.
 */
export function setupMockBackend(origin: string): { asked: string[] } {
  const server = setupServer();
  /** Every request the mock has been sent (method and URL), for a test to read or empty. */
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(`${request.method} ${request.url}`));
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    const core = await createMockCore({
      seed: TEST_SEED,
      clock: TEST_CLOCK,
      platform: webPlatform,
      publicUrl: origin,
      webOrigins: [origin],
    });
    server.resetHandlers(...mswHandlers(core));
  });
  afterAll(() => server.close());
  return { asked };
}
