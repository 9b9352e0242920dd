/**
 * Answers of the page's early script (web/src/boot/early-requests.ts; docs/adr/0017-the-first-requests-leave-with-the-page.md),
 * taken by the app's transport (api-client.ts) instead of asking again.
 */

/** What the page holds between the early script and the app. */
export interface EarlyStore {
  /** The token the requests carried (null: a guest). */
  token: string | null;
  /** By URL: the answer (undefined when the request failed: the app then asks itself) and when it was asked. */
  answers: Map<string, { answer: Promise<Response | undefined>; sentAt: number }>;
  /**
   * Answers in hand that are being read for the requests that follow from them (the product's coupon row needs its
   * shop): each settles once those requests are in `answers`.
   */
  following: Set<Promise<unknown>>;
}

/**
 * An early answer serves the first load only: one the app has not taken within this time (a request it made
 * differently, a page left at once) is older than what the app would ask for, and is dropped.
 */
export const EARLY_ANSWER_LIFETIME_MS = 20_000;

declare global {
  interface Window {
    /** Set by the early script of web/index.html (boot/early-entry.ts); read by takeEarly below. */
    __mallEarly?: EarlyStore;
  }
}

function take(store: EarlyStore, url: string): Promise<Response | undefined> | undefined {
  const entry = store.answers.get(url);
  store.answers.delete(url);
  if (!entry || performance.now() - entry.sentAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return entry.answer;
}

/**
 * The answer the early script got for this request, once: the same URL asked with the same token. A request
 * the early script did not make (or made for another token) answers undefined, and the app asks itself. While an
 * answer the app may also have used is still being read for its follow-up requests, a request not known yet waits
 * for that reading (a JSON parse: the answer is already in), so the app does not ask for the coupon row the early
 * script is about to ask for.
 */
export function takeEarly(url: string, method: string, token: string | null): Promise<Response | undefined> | undefined {
  const store = typeof window === 'undefined' ? undefined : window.__mallEarly;
  if (!store || method !== 'GET' || store.token !== token) return undefined;
  if (!store.answers.has(url) && store.following.size > 0) return Promise.all(store.following).then(() => take(store, url));
  return take(store, url);
}
