import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { ACTION_DEBOUNCE_MS, debounce, type Debounced } from '../lib/timing';

/** A stable, debounced (500 ms, docs/storefront.md, Limits) version of an action that always runs the latest closure. */
export function useDebounced<A extends unknown[]>(action: (...args: A) => void, waitMs = ACTION_DEBOUNCE_MS): (...args: A) => void {
  const latest = useRef(action);
  const debounced = useRef<Debounced<A> | null>(null);
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => debounced.current?.cancel(), []);
  return useCallback(
    (...args: A) => {
      debounced.current ??= debounce((...latestArgs: A) => latest.current(...latestArgs), waitMs);
      debounced.current(...args);
    },
    [waitMs],
  );
}
