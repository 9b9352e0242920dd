// @vitest-environment jsdom
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/api/query-client';
import { isUnder, queryKey } from '../lib/api/query-keys';
import { endSession } from '../lib/api/session';
import { setupMockApi } from '../testing/mock-api';
import { start } from './start';

const mock = setupMockApi();

beforeEach(() => {
  // The build's own runtime config: same origin, the mock's defaults.
  mock.server.use(http.get('/config.json', () => HttpResponse.json({})));
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  endSession();
});

/** Runs start() on a URL, as the first load of that page does; answers the query client it filled. */
async function startAt(url: string): Promise<QueryClient> {
  window.history.replaceState(null, '', url);
  return start(createQueryClient());
}

/** Waits until a query under the key has its answer (start() does not wait for the page's own requests). */
async function answered(client: QueryClient, prefix: readonly unknown[]): Promise<readonly (readonly unknown[])[]> {
  const keys = () =>
    client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'success' && isUnder(query.queryKey, prefix) })
      .map((query) => query.queryKey);
  // Generous: the first import of a page module is compiled on the spot under vitest.
  await expect.poll(() => keys().length, { timeout: 20_000 }).toBeGreaterThan(0);
  return keys();
}

// A cold page module compiles on first import under vitest: slow on a busy machine.
describe('start() fetches before the first render', { timeout: 30_000 }, () => {
  it("the frame's data on any page, and nothing of the user's when signed out", async () => {
    const client = await startAt('/merchant/merchant_street');
    await answered(client, queryKey('home.pcIndex'));
    await answered(client, queryKey('products.categoryTree'));
    await answered(client, queryKey('home.hotKeywords'));
    expect(client.getQueryCache().findAll({ queryKey: queryKey('user') })).toHaveLength(0);
  });

  it('the signed-in user and the cart badge when a session is there', async () => {
    await mock.signIn();
    const client = await startAt('/');
    await answered(client, queryKey('user.info'));
    await answered(client, queryKey('user.cartCount'));
  });

  it("the product page's product and then its coupon row, under a locale prefix too", async () => {
    const client = await startAt('/fr/goods_detail/1');
    await answered(client, queryKey('products.detail', 1, 'guest'));
    const coupons = await answered(client, queryKey('coupons.list'));
    expect(JSON.stringify(coupons)).toContain('"productId":1');
  });

  it("the search page's result page from the URL's query, then the next page it warms", async () => {
    const client = await startAt('/goods/goods_search?title=a&page=2');
    // The list queries' parameters, once both have their answer.
    const params = () =>
      client
        .getQueryCache()
        .findAll({
          predicate: (query) => query.state.status === 'success' && isUnder(query.queryKey, queryKey('products.list', {}).slice(0, 2)),
        })
        .map((query) => query.queryKey[2]);
    await expect.poll(params, { timeout: 20_000 }).toEqual([
      { keyword: 'a', page: 2, limit: 20 },
      { keyword: 'a', page: 3, limit: 20 },
    ]);
  });

  it('a failed first-load request is shown, not asked for again when the page mounts (a one-off fault stays visible)', async () => {
    await mock.api.mock.addFault({
      body: { method: 'GET', path: '/api/front/product/list', code: 500, message: 'Search is resting', count: 1 },
    });
    const client = await startAt('/goods/goods_search?title=phone');
    const failed = () => client.getQueryCache().findAll({ queryKey: queryKey('products.list', {}).slice(0, 2), type: 'all' });
    await expect.poll(() => failed()[0]?.state.status, { timeout: 20_000 }).toBe('error');
    const query = failed()[0];
    if (!query) throw new Error('no list query');
    // What the page's useQuery does on mount: subscribe an observer with the same options.
    const observer = new QueryObserver(client, { queryKey: query.queryKey });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().status).toBe('error');
    expect(client.isFetching()).toBe(0);
    unsubscribe();
    // Only the first mount: a later one (the user comes back to the page) asks again as usual.
    const later = new QueryObserver(client, { queryKey: query.queryKey });
    const stopLater = later.subscribe(() => undefined);
    expect(client.isFetching()).toBe(1);
    stopLater();
  });
});
