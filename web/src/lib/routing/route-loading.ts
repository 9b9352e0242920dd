import { useSyncExternalStore } from 'react';

/**
 * Route modules being fetched. The progress bar shows while any is pending (docs/storefront.md, Screens: it appears only when a
 * navigation takes more than 200 ms); with React Router's transitions the old page stays on screen meanwhile.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function trackLoad<T>(load: () => Promise<T>): Promise<T> {
  pending += 1;
  emit();
  return load().finally(() => {
    pending -= 1;
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLoadingRoute(): boolean {
  return pending > 0;
}

export function useRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoadingRoute, () => false);
}
