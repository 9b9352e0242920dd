import type { EarlyStore } from '../lib/api/early-answers';
import { getToken } from '../lib/api/session';
import { earlyCalls, sendEarly } from './early-requests';

/**
 * The early script of web/index.html (scripts/vite-plugin-early-requests.ts inlines this file's bundle):
 * /config.json first (unless the production server has written it into the page: server/template.ts), then the first
 * view's API requests (docs/adr/0017-the-first-requests-leave-with-the-page.md).
 * `<html data-early-api="off">` (the zero-server demo, whose worker may not be there yet) asks for the config only.
 */
const config: Promise<unknown> =
  window.__mallConfig ??
  fetch('/config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
window.__mallConfig = config;

if (document.documentElement.dataset.earlyApi !== 'off') {
  const token = getToken();
  const store: EarlyStore = { token, answers: new Map(), following: new Set() };
  window.__mallEarly = store;
  void config.then((body) => {
    const apiBase = typeof body === 'object' && body !== null ? (body as { apiBase?: unknown }).apiBase : undefined;
    const calls = earlyCalls(window.location.pathname, window.location.search, token !== null);
    void sendEarly(calls, typeof apiBase === 'string' ? apiBase : '', store, fetch.bind(window));
  });
}
