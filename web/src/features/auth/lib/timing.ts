/** docs/storefront.md, Limits: the resend-code countdown and the debounce of the sign-in and send-code actions. */
export const RESEND_SECONDS = 60;
export const ACTION_DEBOUNCE_MS = 500;

/** Whole seconds left until `endsAt` (rounded up), never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/**
 * Trailing debounce (the original shop debounces its send and login handlers this way): the action runs once,
 * `waitMs` after the last call of a burst, with that call's arguments. A double click or a held Enter key sends
 * one request.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
