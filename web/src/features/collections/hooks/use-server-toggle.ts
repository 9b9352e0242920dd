import { useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { emitAppEvent, toast } from '../../../lib/app-events';
import { useLoggedIn } from '../../../lib/react/use-session';

interface ToggleOptions<V> {
  active: boolean;
  /** The routes that switch it on and off (`useCollectionsAddProduct()`, ...), both sent `variables`. */
  on: UseMutationResult<unknown, Error, V>;
  off: UseMutationResult<unknown, Error, V>;
  variables: V;
  /** Queries whose answer carries the flag (e.g. the product detail), refreshed after a change. */
  invalidate: QueryKey;
  messages: { on: string; off: string };
}

/**
 * A server-backed on/off switch (favourite, follow): guests get the login modal; the new state shows at once and
 * rolls back if the call fails (whose message the global handler toasts).
 */
export function useServerToggle<V>({ active, on, off, variables, invalidate, messages }: ToggleOptions<V>) {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const [optimistic, setOptimistic] = useState<{ value: boolean; from: boolean } | null>(null);
  // An optimistic value only lives until the server's flag catches up with (or moves away from) its origin.
  const current = optimistic && optimistic.from === active ? optimistic.value : active;
  const pending = on.isPending || off.isPending;
  const toggle = () => {
    if (!loggedIn) {
      emitAppEvent('openLogin', { reason: 'user' });
      return;
    }
    if (pending) return;
    const next = !current;
    setOptimistic({ value: next, from: active });
    (next ? on : off)
      .mutateAsync(variables)
      .then(() => {
        toast('success', next ? messages.on : messages.off);
        return queryClient.invalidateQueries({ queryKey: invalidate });
      })
      .catch(() => setOptimistic(null));
  };
  return { active: loggedIn && current, toggle, pending };
}
