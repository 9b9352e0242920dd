import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CurrencySymbolProvider } from '../components/catalog/currency-symbol';
import { createMutationCache } from '../lib/api/query-client';
import { initI18n } from '../lib/i18n/i18n';
import type { Namespace } from '../lib/i18n/namespaces';

/**
 * Renders a page or a component inside the app's providers: React Query (no retries, so a failure shows at once; a
 * failed write toasted as in the app),
 * i18next in English with the app's own catalogs (the shell's plus `namespaces`), a router at `path` and the shop
 * currency the page frame provides (components/catalog/currency-symbol.tsx).
 * Pair it with setupMockApi (./mock-api.ts) so its requests reach the real mock.
 */
export async function renderWithApp(
  ui: ReactElement,
  options: { path?: string; namespaces?: readonly Namespace[] } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n('en', options.namespaces ?? []);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    // Failed writes are toasted as in the app (lib/api/query-client.ts).
    mutationCache: createMutationCache(),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <CurrencySymbolProvider>{ui}</CurrencySymbolProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
