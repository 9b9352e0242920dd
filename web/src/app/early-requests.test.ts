// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { start } from './start';
import { homeActivityBlocksQueryOptions } from '../features/home/api/home-activity-blocks';
import { homeIndexProductsQueryOptions } from '../features/home/api/home-index-products';
import { parseSearchState, toListQuery } from '../features/products/search-params';
import { merchantsIndexInfoQueryOptions } from '../features/merchants/api/merchants-index-info';
import { EARLY_ANSWER_LIFETIME_MS, takeEarly, type EarlyStore } from '../lib/api/early-answers';
import { createQueryClient } from '../lib/api/query-client';
import { isUnder, queryKey } from '../lib/api/query-keys';
import { endSession, getToken } from '../lib/api/session';
import { ok, setupMockApi } from '../testing/mock-api';
import { firstViewCalls } from './first-view';
import { earlyCalls, sendEarly } from '../boot/early-requests';

const mock = setupMockApi();
/** URLs of the API requests that reached the mock, in order. */
let seen: string[] = [];

beforeEach(() => {
  seen = [];
  mock.server.use(http.get('/config.json', () => HttpResponse.json({})));
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`);
  });
});
afterEach(() => {
  mock.server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
  window.__mallEarly = undefined;
  endSession();
  vi.useRealTimers();
});

/** What the page's early script does (early-entry.ts), for the current URL; answers its store once all left. */
async function sendEarlyHere(): Promise<EarlyStore> {
  const token = getToken();
  const store: EarlyStore = { token, answers: new Map(), following: new Set() };
  window.__mallEarly = store;
  // The chained requests (the product's coupon row) leave once their first answer is read.
  await sendEarly(earlyCalls(window.location.pathname, window.location.search, token !== null), '', store, fetch);
  await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(store.answers.size));
  return store;
}

/** Waits until every query under the prefixes has its answer. */
async function settled(client: QueryClient, prefixes: readonly (readonly unknown[])[]): Promise<void> {
  await vi.waitFor(
    () => {
      for (const prefix of prefixes) {
        const done = client
          .getQueryCache()
          .findAll({ predicate: (query) => isUnder(query.queryKey, prefix) && query.state.status === 'success' });
        expect(done.length, JSON.stringify(prefix)).toBeGreaterThan(0);
      }
    },
    { timeout: 20_000 },
  );
}

const searchQuery = 'title=a&sort=price-desc&minPrice=5&page=2';
const shell = [queryKey('home.pcIndex'), queryKey('products.categoryTree'), queryKey('home.hotKeywords')];

// The app's first load takes every early answer: nothing is asked twice, and no early request is wasted. Each case
// runs what the app runs on that page's first load: start() (the frame and the page's prefetch) and, for pages
// that ask while rendering, the page's own query options.
describe('the early requests are the first load’s own', { timeout: 30_000 }, () => {
  const cases: {
    name: string;
    /** The page's URL, or what makes it (signed in: the token). */
    url: string | ((token: string) => Promise<string>);
    signedIn?: boolean;
    page?: (client: QueryClient) => Promise<unknown>;
    wait: (readonly unknown[])[];
  }[] = [
    {
      name: 'home',
      url: '/',
      page: (client) =>
        Promise.all([client.fetchQuery(homeActivityBlocksQueryOptions()), client.fetchInfiniteQuery(homeIndexProductsQueryOptions())]),
      wait: [...shell],
    },
    {
      name: 'product, under a locale prefix',
      url: '/fr/goods_detail/1',
      wait: [...shell, queryKey('products.detail', 1, 'guest'), queryKey('coupons.list')],
    },
    {
      name: 'search with filters',
      url: `/goods/goods_search?${searchQuery}`,
      // isUnder compares by reference: the list's key up to its parameters.
      wait: [...shell, queryKey('products.list', toListQuery(parseSearchState(new URLSearchParams(searchQuery)))).slice(0, 2)],
    },
    {
      name: 'shop',
      url: '/merchant/merchant?id=1',
      page: (client) => client.fetchQuery(merchantsIndexInfoQueryOptions(1, 'guest')),
      wait: [...shell],
    },
    {
      name: 'a shop’s category tab: the header, the tree, the products and the next page',
      url: '/merchant/merchant/category?id=1',
      wait: [
        ...shell,
        queryKey('merchants.shop', 1),
        queryKey('products.merchantCategories', 1),
        queryKey('products.merchantProducts', {}).slice(0, 2),
      ],
    },
    {
      name: 'an activity and its products',
      url: '/es/goods/activity_list?id=1',
      wait: [...shell, queryKey('home.activityDetail', 1), queryKey('home.activityProducts', 1, { page: 1 }).slice(0, 3)],
    },
    {
      name: 'the shop search with its filters',
      url: '/merchant/merchant_more?keywords=a',
      wait: [...shell, queryKey('merchants.searchList', {}).slice(0, 2), queryKey('merchants.categories'), queryKey('merchants.types')],
    },
    {
      name: 'checkout, signed in: its pre-order and the addresses',
      url: async (token) => {
        const shopper = mock.as(token);
        const detail = await ok<{ productValue: Record<string, { id: number; stock: number }> }>(
          shopper.api.products.detail({ params: { id: 1 } }),
        );
        const sku = Object.values(detail.productValue).find((value) => value.stock > 0);
        if (!sku) throw new Error('seed: product 1 has no stock');
        await ok(shopper.api.cart.save({ body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 1 }] }));
        const groups = await ok<{ cartInfoList: { id: number }[] }[]>(shopper.api.cart.list({ query: { isValid: 'true' } }));
        const orderDetails = groups.flatMap((group) => group.cartInfoList.map((line) => ({ shoppingCartId: line.id })));
        const { preOrderNo } = await ok<{ preOrderNo: string }>(
          shopper.api.orders.preOrder({ body: { preOrderType: 'shoppingCart', orderDetails } }),
        );
        return `/order/order_confirm?preOrderNo=${preOrderNo}`;
      },
      signedIn: true,
      // The pre-order's key up to its number (made above).
      wait: [
        ...shell,
        queryKey('user.checkout.preOrder', '').slice(0, 3),
        queryKey('user.addresses.all'),
        queryKey('user.checkout.coupons', '').slice(0, 3),
        queryKey('payments.method'),
      ],
    },
    {
      name: 'signed in: the user and the cart badge too',
      url: '/order/shopping_cart',
      signedIn: true,
      wait: [...shell, queryKey('user.info'), queryKey('user.cartCount')],
    },
  ];
  for (const item of cases) {
    it(item.name, async () => {
      const token = item.signedIn ? await mock.signIn() : '';
      window.history.replaceState(null, '', typeof item.url === 'string' ? item.url : await item.url(token));
      seen = [];
      const store = await sendEarlyHere();
      const early = [...seen];
      expect(early.length).toBeGreaterThanOrEqual(3);

      const client = await start(createQueryClient());
      await item.page?.(client);
      await settled(client, item.wait);

      // Follow-ups (a list's next page) are taken once their first answer is in.
      await vi.waitFor(() => expect(store.answers.size, `not taken: ${[...store.answers.keys()].join(', ')}`).toBe(0), {
        timeout: 10_000,
      });
      expect(seen, 'the app asked again').toEqual(early);
    });
  }
});

describe('earlyCalls', () => {
  const keys = (path: string, search = '', signedIn = false) => earlyCalls(path, search, signedIn).map((call) => call.key);
  const frame = ['home.pcIndex', 'products.categoryTree', 'home.hotKeywords'];
  it('asks for the frame everywhere, and for the page what its first view shows', () => {
    expect(keys('/users/order_list')).toEqual(frame);
    expect(keys('/zh-CN/goods_detail/12')).toEqual([...frame, 'products.detail']);
    expect(keys('/goods_detail/abc')).toEqual(frame);
    expect(keys('/merchant/merchant', '?id=0')).toEqual(frame);
    // A shop tab: the shop's header and the tab's own data.
    expect(keys('/fr/merchant/merchant/category', '?id=2')).toEqual([
      ...frame,
      'merchants.indexInfo',
      'products.merchantCategories',
      'products.merchantProducts',
    ]);
    expect(keys('/', '', true)).toEqual([...frame, 'user.info', 'cart.count', 'home.activityBlocks', 'home.indexProducts']);
    expect(keys('/order/order_confirm', '?preOrderNo=P1', true)).toEqual([
      ...frame,
      'user.info',
      'cart.count',
      'checkout.loadPreOrder',
      'addresses.listAll',
      'checkout.orderCoupons',
      'payments.method',
    ]);
    // A guest's checkout is sent to sign in; no pre-order number, nothing to ask.
    expect(keys('/order/order_confirm', '?preOrderNo=P1')).toEqual(frame);
    expect(keys('/order/order_confirm', '', true)).toHaveLength(5);
  });

  it('leaves out what only the server asks for (the product’s rating and reviews, rendered on the server)', () => {
    expect(firstViewCalls('/goods_detail/12', new URLSearchParams('reviewType=2&reviewPage=3'), false)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'reviews.config', params: { productId: 12 }, serverOnly: true }),
        expect.objectContaining({ key: 'reviews.list', params: { productId: 12 }, query: { type: 2, page: 3 }, serverOnly: true }),
      ]),
    );
    expect(keys('/goods_detail/12', '?reviewType=2&reviewPage=3')).toEqual([...frame, 'products.detail']);
  });
});

describe('takeEarly', () => {
  const response = () => Promise.resolve(new Response('{}'));
  it('gives an answer once, for the same token and a GET only, within its lifetime', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const store: EarlyStore = { token: 't1', answers: new Map(), following: new Set() };
    window.__mallEarly = store;
    store.answers.set('/a', { answer: response(), sentAt: performance.now() });
    store.answers.set('/b', { answer: response(), sentAt: performance.now() });
    store.answers.set('/c', { answer: response(), sentAt: performance.now() });
    expect(takeEarly('/a', 'GET', 'other')).toBeUndefined();
    expect(takeEarly('/a', 'POST', 't1')).toBeUndefined();
    expect(takeEarly('/a', 'GET', 't1')).toBeDefined();
    expect(takeEarly('/a', 'GET', 't1')).toBeUndefined();
    expect(takeEarly('/b', 'GET', 't1')).toBeDefined();
    vi.advanceTimersByTime(EARLY_ANSWER_LIFETIME_MS + 1);
    expect(takeEarly('/c', 'GET', 't1')).toBeUndefined();
  });

  it('a request not known yet waits while an answer in hand is read for its follow-ups, and finds the one made', async () => {
    const store: EarlyStore = { token: 't1', answers: new Map(), following: new Set() };
    window.__mallEarly = store;
    let registerFollowUp: () => void = () => undefined;
    const reading = new Promise<void>((done) => {
      registerFollowUp = () => {
        store.answers.set('/coupons?merId=1', { answer: response(), sentAt: performance.now() });
        done();
      };
    });
    store.following.add(reading);
    // The app got there first: before the early script has registered the follow-up.
    const taken = takeEarly('/coupons?merId=1', 'GET', 't1');
    expect(taken).toBeInstanceOf(Promise);
    registerFollowUp();
    expect(await taken).toBeInstanceOf(Response);
    expect(store.answers.size).toBe(0);
    // With nothing being read, a URL the early script did not ask for is the app's at once.
    store.following.clear();
    expect(takeEarly('/elsewhere', 'GET', 't1')).toBeUndefined();
  });

  it('an early request that failed leaves the request to the app', async () => {
    mock.server.use(http.get('/api/pc/home/index', () => HttpResponse.error()));
    window.history.replaceState(null, '', '/merchant/merchant_street');
    const store = await sendEarlyHere();
    const failed = store.answers.get('/api/pc/home/index');
    expect(await failed?.answer).toBeUndefined();
  });
});
