import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { emitAppEvent, toast } from '../../../lib/app-events';
import { useLoggedIn } from '../../../lib/use-session';

interface ToggleOptions {
  active: boolean;
  on: () => Promise<unknown>;
  off: () => Promise<unknown>;
  /** Queries whose answer carries the flag (e.g. the product detail), refreshed after a change. */
  invalidate: QueryKey;
  messages: { on: string; off: string };
}

/**
 * A server-backed on/off switch (favourite, follow): guests get the login modal; the new state shows at once and
 * rolls back if the call fails.
 */
export function useServerToggle({ active, on, off, invalidate, messages }: ToggleOptions) {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const [optimistic, setOptimistic] = useState<{ value: boolean; from: boolean } | null>(null);
  // An optimistic value only lives until the server's flag catches up with (or moves away from) its origin.
  const current = optimistic && optimistic.from === active ? optimistic.value : active;
  const mutation = useMutation({
    mutationFn: (next: boolean) => (next ? on() : off()),
    onMutate: (next) => setOptimistic({ value: next, from: active }),
    onError: () => setOptimistic(null),
    onSuccess: (_data, next) => {
      toast('success', next ? messages.on : messages.off);
      return queryClient.invalidateQueries({ queryKey: invalidate });
    },
  });
  const toggle = () => {
    if (!loggedIn) {
      emitAppEvent('openLogin', { reason: 'user' });
      return;
    }
    if (!mutation.isPending) mutation.mutate(!current);
  };
  return { active: loggedIn && current, toggle, pending: mutation.isPending };
}
