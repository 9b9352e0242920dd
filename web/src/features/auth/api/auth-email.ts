import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/email. */
export function loginWithEmail(body: { email: string; password: string }): Promise<LoginResponse> {
  return call(api().auth.email({ body }), { quietLogin: true });
}
