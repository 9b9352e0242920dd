import type { LoginResponse } from '@contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/api-client';
import type { AuthStrategy } from '../../../lib/api/session';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useDebounced } from './use-debounced';

/**
 * One sign-in or registration request of a form, sent through the route's mutation (`useAuthEmail()`, ...):
 * debounced 500 ms (docs/storefront.md, Limits), pending from the click until the answer (the register button
 * shows loading), the server's message kept for the form on failure (the route's hook is silent); success runs the
 * shared sign-in completion and then `onDone`.
 */
export function useAuthRequest<V>(
  mutation: UseMutationResult<LoginResponse, Error, V>,
  strategy: AuthStrategy,
  onDone: () => void,
  kind: 'login' | 'register' = 'login',
) {
  const complete = useCompleteSignIn();
  const [queued, setQueued] = useState(false);
  const fire = useDebounced((values: V) =>
    mutation.mutate(values, {
      onSuccess: (result) => {
        complete(result, strategy, kind);
        onDone();
      },
      onSettled: () => setQueued(false),
    }),
  );
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
