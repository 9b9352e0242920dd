import type { RouteSpec, RouteTree } from '@contract';
import routes from 'virtual:api-routes';
import { parseSearchState, toListQuery } from '../features/products/search-params';
import { RECOMMENDED_PAGE_SIZE } from '../features/home/api/home-index-products';
import { apiHeaders, planRequest } from '../lib/http-client';
import type { EarlyStore } from '../lib/early-answers';
import type { EarlyRouteKey } from './early-route-keys';
import { splitLocale } from '../lib/locales';
import { parseUrlId } from '../lib/url-ids';

/**
 * The first requests leave with the page (docs/adr/0017-the-first-requests-leave-with-the-page.md): a script in
 * web/index.html, built from web/src/boot/early-entry.ts, asks for /config.json and then for the frame's data and
 * the opened page's own data while the app's scripts are still on their way. The app's transport
 * (lib/api-client.ts) takes such an answer instead of asking again when it makes the same request (same URL, same
 * token); whatever it does not take is simply dropped.
 *
 * Everything here is small and free of React: it is inlined into every HTML page.
 */

/** One request of the first view, as the app will make it (the same route spec, params and query). */
export interface EarlyCall {
  spec: RouteSpec;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** A request that needs the answer of this one (the product's coupon row needs its shop). */
  then?: (data: unknown) => EarlyCall[];
}

function spec(tree: RouteTree, path: EarlyRouteKey): RouteSpec {
  let node: RouteTree | RouteSpec = tree;
  for (const part of path.split('.')) node = (node as RouteTree)[part] as RouteTree | RouteSpec;
  return node as RouteSpec;
}

function productPage(id: number, tree: RouteTree): EarlyCall[] {
  return [
    {
      spec: spec(tree, 'products.detail'),
      params: { id },
      // The page shows once the product and its coupon row are known; the row needs the product's shop.
      then: (data) => {
        const merId = (data as { productInfo?: { merId?: unknown } } | null)?.productInfo?.merId;
        if (typeof merId !== 'number') return [];
        return [{ spec: spec(tree, 'coupons.list'), query: { page: 1, limit: 20, useType: 2, productId: id, merId } }];
      },
    },
  ];
}

/**
 * The calls of the first view of `pathname` + `search`: the frame's (home configuration, category tree, hot
 * keywords; the user and the cart badge when signed in) and the page's own for the pages whose largest content
 * waits on their data (home, product, search, shop, and checkout when signed in). Each mirrors the query options
 * the app uses (early-requests.test.ts compares the URLs).
 */
export function earlyCalls(pathname: string, search: string, signedIn: boolean, tree: RouteTree = routes): EarlyCall[] {
  const calls: EarlyCall[] = [
    { spec: spec(tree, 'home.pcIndex') },
    { spec: spec(tree, 'products.categoryTree') },
    { spec: spec(tree, 'home.hotKeywords') },
  ];
  if (signedIn)
    calls.push({ spec: spec(tree, 'user.info') }, { spec: spec(tree, 'cart.count'), query: { numType: 'true', type: 'total' } });
  const path = splitLocale(pathname).path;
  const query = new URLSearchParams(search);
  const product = /^\/goods_detail\/([^/]+)\/?$/.exec(path);
  if (path === '/') {
    calls.push(
      { spec: spec(tree, 'home.activityBlocks') },
      { spec: spec(tree, 'home.indexProducts'), query: { page: 1, limit: RECOMMENDED_PAGE_SIZE } },
    );
  } else if (product) {
    const id = parseUrlId(product[1]);
    if (id !== null) calls.push(...productPage(id, tree));
  } else if (/^\/goods\/goods_search\/?$/.test(path)) {
    calls.push({ spec: spec(tree, 'products.list'), query: { ...toListQuery(parseSearchState(query)) } });
  } else if (/^\/merchant\/merchant\/?$/.test(path)) {
    const id = parseUrlId(query.get('id'));
    if (id !== null) calls.push({ spec: spec(tree, 'merchants.indexInfo'), params: { id } });
  } else if (signedIn && /^\/order\/order_confirm\/?$/.test(path)) {
    // Checkout shows once its pre-order and the shopper's addresses are in (app/routes/order-confirm-page.tsx); its
    // form then asks for the order's coupons and the payment methods.
    const preOrderNo = query.get('preOrderNo') ?? '';
    if (preOrderNo !== '')
      calls.push(
        { spec: spec(tree, 'checkout.loadPreOrder'), params: { preOrderNo } },
        { spec: spec(tree, 'addresses.listAll') },
        { spec: spec(tree, 'checkout.orderCoupons'), params: { preOrderNo } },
        { spec: spec(tree, 'payments.method') },
      );
  }
  return calls;
}

/**
 * Sends the calls (and the ones their answers lead to) and records them in `store`; resolves once every request,
 * the chained ones included, has left.
 */
export async function sendEarly(calls: readonly EarlyCall[], apiBase: string, store: EarlyStore, send: typeof fetch): Promise<void> {
  const base = apiBase.replace(/\/+$/, '');
  const chains: Promise<void>[] = [];
  for (const call of calls) {
    const url = planRequest(call.spec, base, { params: call.params, query: call.query }).url;
    if (store.answers.has(url)) continue;
    const answer = send(url, { method: call.spec.method, headers: apiHeaders(store.token) }).then(
      (response) => response,
      () => undefined,
    );
    store.answers.set(url, { answer, sentAt: performance.now() });
    const next = call.then;
    if (next) {
      chains.push(
        answer.then((response) => {
          if (!response?.ok) return undefined;
          // From here until the follow-ups are registered, the app's transport waits before asking for a URL it
          // does not find (lib/early-answers.ts, takeEarly). This handler runs before the app's own use of the same
          // answer, which it was attached after.
          let nested: Promise<void> = Promise.resolve();
          const reading = response
            .clone()
            .json()
            .catch(() => null)
            .then((body: { code?: unknown; data?: unknown } | null) => {
              if (body?.code === 200) nested = sendEarly(next(body.data), apiBase, store, send);
            });
          store.following.add(reading);
          return reading.then(() => {
            store.following.delete(reading);
            return nested;
          });
        }),
      );
    }
  }
  await Promise.all(chains);
}
