// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client';
import { initI18n } from '../../../lib/i18n/i18n';
import { setupMockApi } from '../../../testing/mock-api';
import { reviewsConfigQueryOptions } from '../api/reviews-config';
import { reviewsListQueryOptions } from '../api/reviews-list';
import { ReviewSection } from './review-section';

setupMockApi();
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const section = (queryClient: QueryClient) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter initialEntries={['/goods_detail/1?reviewType=1']}>
      <ReviewSection productId={1} />
    </MemoryRouter>
  </QueryClientProvider>
);

describe('ReviewSection on a page rendered on the server', () => {
  it('hydrates the server’s tab with answers gone stale meanwhile (refetched on mount) without a mismatch', async () => {
    await initI18n('en', ['products']);
    // The server's answers are fresh (the app's stale time).
    const server = createQueryClient();
    await Promise.all([server.fetchQuery(reviewsConfigQueryOptions(1)), server.fetchQuery(reviewsListQueryOptions(1, 1, 1))]);
    const html = renderToString(section(server));
    // React's server renderer leaves its context values in place when it ends (see banner-carousel.test.tsx).
    renderToString(null);
    expect(html).toContain('aria-busy="false"');
    expect(html).toMatch(/aria-selected="true"[^>]*>Positive/);

    // The browser adopts the same answers, stale by the time the section's code arrives: its queries refetch on mount.
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
    for (const query of server.getQueryCache().getAll()) browser.setQueryData(query.queryKey, query.state.data);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    hydrateRoot(container, section(browser), { onRecoverableError: (error) => recoverable.push(error) });
    const listKey = reviewsListQueryOptions(1, 1, 1).queryKey;
    const adopted = browser.getQueryState(listKey)?.dataUpdatedAt ?? 0;
    await waitFor(() => expect(browser.getQueryState(listKey)?.dataUpdatedAt).toBeGreaterThan(adopted));
    await waitFor(() => expect(browser.isFetching()).toBe(0));
    expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('false');
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.map(String).filter((call) => !call.includes('multiple renderers'))).toEqual([]);
  });
});

describe('ReviewSection past its last page', () => {
  it('says the page has no reviews and links to the first, instead of "no reviews yet" beside the tab’s count', async () => {
    await initI18n('en', ['products']);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/goods_detail/1?reviewType=1&reviewPage=50']}>
          <ReviewSection productId={1} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/There are no reviews on this page/)).toBeTruthy();
    expect(screen.queryByText('No reviews in this group yet.')).toBeNull();
    // The first page of the same tab.
    fireEvent.click(screen.getByRole('link', { name: 'First page of reviews' }));
    await waitFor(() => expect(screen.queryByText(/There are no reviews on this page/)).toBeNull());
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^Positive/);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });
});
