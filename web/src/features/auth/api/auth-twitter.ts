import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/twitter. */
export function loginWithTwitter(body: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string }): Promise<LoginResponse> {
  return call(api().auth.twitter({ body }), { quietLogin: true });
}
