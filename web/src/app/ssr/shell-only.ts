import type { PageRoute } from '../route-table';

/**
 * Pages the server answers with the app shell and `noindex`: member and checkout pages (guarded), and the public
 * ones that are a step of signing in rather than content, listed here by their route-table path (head.test.ts holds
 * each to a public route of the table). A module of its own, free of the app's code, so that e2e specs can read it.
 */
export const SHELL_ONLY = new Set(['login', 'middlewares/callback_twitter']);
export const isShellOnly = (route: PageRoute | undefined): boolean =>
  route !== undefined && (route.guard !== 'public' || SHELL_ONLY.has(route.path));
