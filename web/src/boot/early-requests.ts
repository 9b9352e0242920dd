import type { RouteSpec, RouteTree } from '@contract';
import routes from 'virtual:api-routes';
import { firstViewCalls } from '../app/first-view';
import type { FirstViewCall } from '../app/first-view/calls';
import { apiHeaders, planRequest } from '../lib/api/http-client';
import type { EarlyStore } from '../lib/api/early-answers';
import { splitLocale } from '../lib/i18n/locales';

/**
 * The first requests leave with the page (docs/adr/0017-the-first-requests-leave-with-the-page.md): a script in
 * web/index.html, built from web/src/boot/early-entry.ts, asks for /config.json and then for the frame's data and
 * the opened page's own data while the app's scripts are still on their way. The app's transport
 * (lib/api/api-client.ts) takes such an answer instead of asking again when it makes the same request (same URL, same
 * token); whatever it does not take is simply dropped.
 *
 * Everything here is small and free of React: it is inlined into every HTML page.
 */

/** The route of a key in the early script's table (it holds the keys of boot/early-route-keys.ts only). */
function spec(tree: RouteTree, path: string): RouteSpec | undefined {
  // A tree may hold a route named `method` (payments.method): a spec is told by its string method.
  const isSpec = (node: RouteTree | RouteSpec): node is RouteSpec => typeof node.method === 'string';
  let node: RouteTree | RouteSpec | undefined = tree;
  for (const part of path.split('.')) node = node && !isSpec(node) ? node[part] : undefined;
  return node && isSpec(node) ? node : undefined;
}

/** A call the browser makes early: not one for the server only (its <head>, the reviews it renders). */
const isEarly = (call: FirstViewCall): boolean => call.serverOnly !== true;

/**
 * The calls of the first view of `pathname` + `search`, as declared in app/first-view/: the frame's (home
 * configuration, category tree, hot keywords; the user and the cart badge when signed in) and the opened route's.
 */
export function earlyCalls(pathname: string, search: string, signedIn: boolean): FirstViewCall[] {
  return firstViewCalls(splitLocale(pathname).path, new URLSearchParams(search), signedIn).filter(isEarly);
}

/**
 * Sends the calls (and the ones their answers lead to) and records them in `store`; resolves once every request,
 * the chained ones included, has left.
 */
export async function sendEarly(
  calls: readonly FirstViewCall[],
  apiBase: string,
  store: EarlyStore,
  send: typeof fetch,
  tree: RouteTree = routes,
): Promise<void> {
  const base = apiBase.replace(/\/+$/, '');
  const chains: Promise<void>[] = [];
  for (const call of calls.filter(isEarly)) {
    const route = spec(tree, call.key);
    if (!route) continue;
    // The values are plain objects of the route's params and query (app/first-view/calls.ts, FirstViewInputs).
    const values = call as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    const url = planRequest(route, base, { params: values.params, query: values.query }).url;
    if (store.answers.has(url)) continue;
    const answer = send(url, { method: route.method, headers: apiHeaders(store.token) }).then(
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
          // does not find (lib/api/early-answers.ts, takeEarly). This handler runs before the app's own use of the same
          // answer, which it was attached after.
          let nested: Promise<void> = Promise.resolve();
          const reading = response
            .clone()
            .json()
            .catch(() => null)
            .then((body: { code?: unknown; data?: unknown } | null) => {
              if (body?.code === 200) nested = sendEarly(next(body.data), apiBase, store, send, tree);
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
