import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/twitter. */
export function useAuthTwitter() {
  return useMutation({
    mutationFn: (body: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string }) =>
      call(api().auth.twitter({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
