import { apiContract, mockControlContract, type RouteMeta } from '@contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { badRequest } from '../domain/errors';
import { type MockState } from '../state';
import { addressesRouter } from './addresses';
import { authRouter, type TwitterRequests } from './auth';
import { cartRouter } from './cart';
import { checkoutRouter } from './checkout';
import { collectionsRouter } from './collections';
import { couponsRouter } from './coupons';
import { homeRouter } from './home';
import { merchantsRouter } from './merchants';
import { mockControlRouter } from './mock-control';
import { ordersRouter } from './orders';
import { paymentsRouter } from './payments';
import { pointsRouter } from './points';
import { productsRouter } from './products';
import { refundsRouter } from './refunds';
import { reviewsRouter } from './reviews';
import { matchRoute } from './route-match';
import { settleInRouter } from './settle-in';
import { uploadRouter } from './upload';
import { userRouter } from './user';

/**
 * The core's route table: every contract route paired with its handler (core/<resource>.ts), and the lookup of a
 * request's method and path in it (core/route-match.ts), its parameters decoded.
 */
export type AnyHandler = (args: Record<string, unknown>) => Promise<{ status: number; body: unknown }>;

/** One contract route with its handler and its path split into segments (':name' for a parameter). */
export interface Entry {
  route: AppRoute;
  handler: AnyHandler;
  segments: string[];
}

/** Longest a path parameter may be, as Fastify's router allows (maxParamLength). */
const MAX_PARAM_LENGTH = 100;

/** The contract routes paired with their handlers, walking both trees together. */
function collect(contract: AppRouter, implementation: unknown, out: Entry[]): void {
  for (const [key, node] of Object.entries(contract)) {
    const handler = (implementation as Record<string, unknown>)[key];
    if (isAppRoute(node)) {
      if (typeof handler !== 'function') throw new Error(`no handler for ${node.method} ${node.path}`);
      out.push({ route: node, handler: handler as AnyHandler, segments: node.path.split('/') });
    } else collect(node as AppRouter, handler, out);
  }
}

/** Every route of the API contract, and of the control API when `control` is on (a reset goes back to `seed`). */
export function routeTable(state: MockState, twitter: TwitterRequests, options: { control: boolean; seed: number }): Entry[] {
  const entries: Entry[] = [];
  collect(
    apiContract,
    {
      auth: authRouter(state, twitter),
      home: homeRouter(state),
      products: productsRouter(state),
      reviews: reviewsRouter(state),
      cart: cartRouter(state),
      orders: ordersRouter(state),
      refunds: refundsRouter(state),
      checkout: checkoutRouter(state),
      payments: paymentsRouter(state),
      coupons: couponsRouter(state),
      collections: collectionsRouter(state),
      merchants: merchantsRouter(state),
      settleIn: settleInRouter(state),
      user: userRouter(state),
      upload: uploadRouter(state),
      points: pointsRouter(state),
      addresses: addressesRouter(state),
    },
    entries,
  );
  if (options.control)
    collect(
      mockControlContract,
      mockControlRouter(state, options.seed, () => twitter.clear()),
      entries,
    );
  return entries;
}

/** `METHOD path` of the routes whose body is a bare string (all have static paths): the journal names their field. */
export const bareStringRoutes = (entries: readonly Entry[]): Set<string> =>
  new Set(
    entries.filter((entry) => (entry.route.metadata as RouteMeta | undefined)?.bareString).map((e) => `${e.route.method} ${e.route.path}`),
  );

/** The route for a method and raw path, its parameters decoded; a 400 for a parameter too long or not decodable. */
export function findRoute(
  entries: readonly Entry[],
  method: string,
  path: string,
): { entry: Entry; params: Record<string, string> } | null {
  const best = matchRoute(entries, method, path, (part) => {
    if (part.length > MAX_PARAM_LENGTH) throw badRequest('path: a path parameter is longer than 100 characters');
  });
  if (!best) return null;
  for (const [name, raw] of Object.entries(best.params)) {
    try {
      best.params[name] = decodeURIComponent(raw);
    } catch {
      throw badRequest('path: the URL is not valid');
    }
  }
  return best;
}
