import { useEffect, useState } from 'react';

/** docs/storefront.md, Screens: the bar trickles over 5000 ms and only appears when a navigation takes more than 200 ms. */
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_TICK_MS = 100;
/** How long the full bar stays before it disappears, so a finished navigation is seen to finish. */
export const PROGRESS_DONE_MS = 300;

/**
 * Percent shown `elapsed` ms after the bar appeared: linear to 90 over the duration, then creeping towards 99, so
 * it never claims to be done before the navigation is.
 */
export function trickleProgress(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed < duration) return (90 * elapsed) / duration;
  return 90 + 9 * (1 - Math.exp(-(elapsed - duration) / duration));
}

export interface ProgressState {
  visible: boolean;
  percent: number;
}

const HIDDEN: ProgressState = { visible: false, percent: 0 };

/** The bar's state for a busy flag (e.g. the router's navigation state not being idle). */
export function useNavigationProgress(busy: boolean, throttleMs = PROGRESS_THROTTLE_MS, durationMs = PROGRESS_DURATION_MS): ProgressState {
  const [state, setState] = useState<ProgressState>(HIDDEN);

  useEffect(() => {
    if (!busy) return undefined;
    let shownAt = 0;
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      shownAt = Date.now();
      setState({ visible: true, percent: 0 });
      tick = setInterval(() => setState({ visible: true, percent: trickleProgress(Date.now() - shownAt, durationMs) }), PROGRESS_TICK_MS);
    }, throttleMs);
    return () => {
      clearTimeout(show);
      if (tick) clearInterval(tick);
      // Finishing: a shown bar fills up and then goes; one never shown stays hidden.
      setState((current) => (current.visible ? { visible: true, percent: 100 } : HIDDEN));
    };
  }, [busy, throttleMs, durationMs]);

  useEffect(() => {
    if (busy || !state.visible || state.percent < 100) return undefined;
    const hide = setTimeout(() => setState(HIDDEN), PROGRESS_DONE_MS);
    return () => clearTimeout(hide);
  }, [busy, state]);

  return state;
}
