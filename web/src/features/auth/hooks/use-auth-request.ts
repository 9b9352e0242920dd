import type { LoginResponse } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { AuthStrategy } from '../../../lib/session';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useDebounced } from './use-debounced';

/**
 * One sign-in or registration request of a form: debounced 500 ms (docs/storefront.md, Limits), pending from the click until the
 * answer (the register button shows loading), the server's message kept for the form on failure; success runs
 * the shared sign-in completion and then `onDone`.
 */
export function useAuthRequest<V>(
  request: (values: V) => Promise<LoginResponse>,
  strategy: AuthStrategy,
  onDone: () => void,
  kind: 'login' | 'register' = 'login',
) {
  const complete = useCompleteSignIn();
  const [queued, setQueued] = useState(false);
  const mutation = useMutation({
    mutationFn: request,
    // The form shows the message itself; no second toast from the global handler.
    meta: { silent: true },
    onSuccess: (result) => {
      complete(result, strategy, kind);
      onDone();
    },
    onSettled: () => setQueued(false),
  });
  const fire = useDebounced((values: V) => mutation.mutate(values));
  return {
    submit: (values: V) => {
      setQueued(true);
      fire(values);
    },
    pending: queued || mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error) : null,
    clearError: mutation.reset,
  };
}
