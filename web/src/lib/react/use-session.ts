import { useSyncExternalStore } from 'react';
import { isLoggedIn, subscribeSession } from '../api/session';

/** Whether a user is signed in, re-rendering on sign-in and sign-out. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
}
