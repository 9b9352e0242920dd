import { api, call } from '../../../lib/api-client';

/** GET /api/front/login/twitter/request/token?end=pc. */
export function requestTwitterToken() {
  return call(api().auth.twitterRequestToken({ query: { end: 'pc' } }), { quietLogin: true });
}
