// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client';
import { isLoggedIn } from '../../lib/api/session';
import { ok, setupMockApi } from '../../testing/mock-api';
import { useTokenCheck } from './use-shell-effects';

const mock = setupMockApi();
afterEach(cleanup);

function Check() {
  useTokenCheck();
  return null;
}

const Checked = () => (
  <QueryClientProvider client={createQueryClient()}>
    <Check />
  </QueryClientProvider>
);

/** The check waits for the page's load and an idle moment (jsdom: a zero-delay timer), then for the answer. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
  }
}

describe('useTokenCheck', () => {
  it('ends the session when the server no longer knows the stored token, after the page has loaded', async () => {
    const token = await mock.signIn();
    // Signed out elsewhere: the token dies on the server, not here.
    await ok(mock.as(token).api.auth.logout());
    expect(isLoggedIn()).toBe(true);
    render(<Checked />);
    expect(isLoggedIn()).toBe(true);
    await settle();
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps a session whose token the server still knows', async () => {
    await mock.signIn();
    render(<Checked />);
    await settle();
    expect(isLoggedIn()).toBe(true);
  });
});
