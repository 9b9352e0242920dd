import { useMutation } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';

/** Tells the server the session ends; quiet and silent, because a sign-out must not open the login dialog on a 401 and its failure changes nothing. */
export function useAuthLogout() {
  return useMutation({
    mutationFn: () => call(api().auth.logout(), { quietLogin: true }),
    meta: { silent: true },
  });
}
