// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '../testing/mock-api';
import { HOME_DATA_KEY, homePcIndexQueryOptions } from './home-pc-index';

setupMockApi();
afterEach(() => window.localStorage.clear());

describe('homePcIndexQueryOptions', () => {
  it('keeps the home data for the next visit, written in an idle moment, and offers it as the placeholder', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await queryClient.fetchQuery(homePcIndexQueryOptions());
    expect(window.localStorage.getItem(HOME_DATA_KEY)).toBeNull();
    // jsdom has no idle callbacks: whenIdle waits for a zero-delay timer.
    await new Promise((done) => setTimeout(done, 0));
    expect(JSON.parse(window.localStorage.getItem(HOME_DATA_KEY) ?? 'null')).toEqual(data);

    const placeholder = homePcIndexQueryOptions().placeholderData as () => unknown;
    expect(placeholder()).toEqual(data);
  });
});
