import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/google: the body is the bare Google idToken. */
export function loginWithGoogle(idToken: string): Promise<LoginResponse> {
  return call(api().auth.google({ body: idToken }), { quietLogin: true });
}
