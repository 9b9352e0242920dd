import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** GET /api/front/login/twitter/request/token?end=pc: a new request token per click, so a mutation rather than a cached query. */
export function useAuthTwitterRequestToken() {
  return useMutation({
    mutationFn: () => call(api().auth.twitterRequestToken({ query: { end: 'pc' } }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
