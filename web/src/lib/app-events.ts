/**
 * A tiny typed event channel between non-React code (the API client) and the providers that own UI: the
 * login modal and the toaster. No global store: this only carries moments, not state.
 */
export type ToastKind = 'success' | 'error' | 'info';
export interface AppEvents {
  toast: { kind: ToastKind; message: string };
  /** `then` runs once the user has signed in from that modal (Buy now goes on to checkout); closing drops it. */
  openLogin: { reason: 'required' | 'user' | 'guest-checkout'; then?: () => void };
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;
const handlers: { [K in keyof AppEvents]?: Set<Handler<K>> } = {};

export function onAppEvent<K extends keyof AppEvents>(name: K, handler: Handler<K>): () => void {
  const set = (handlers[name] ??= new Set<Handler<K>>() as never) as Set<Handler<K>>;
  set.add(handler);
  return () => set.delete(handler);
}

export function emitAppEvent<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
  const set = handlers[name] as Set<Handler<K>> | undefined;
  if (!set) return;
  for (const handler of set) handler(payload);
}

export function toast(kind: ToastKind, message: string): void {
  emitAppEvent('toast', { kind, message });
}
