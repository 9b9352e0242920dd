/**
 * Fixed facts of the zero-server demo (docs/zero-server-demo.md), shared by the page and its service worker.
 */
/** The seed the demo starts from and that a reset without a seed returns to: the same as the e2e suite's. */
export const DEMO_SEED = 1;
/** The service worker's file at the root of dist/demo: its scope must be the whole site. */
export const DEMO_WORKER_URL = '/demo-sw.js';
/**
 * Paths the mock owns (the core answers them; docs/adr/0014-zero-server-demo.md). Everything else is a static file
 * of the build, or a page of the app for a navigation.
 */
export const MOCK_PREFIXES = ['/api/', '/__mock', '/mock-images/'] as const;

export function isMockPath(pathname: string): boolean {
  return MOCK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
