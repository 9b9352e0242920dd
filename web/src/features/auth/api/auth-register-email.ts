import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/register/email. */
export function registerByEmail(body: { email: string; captcha: string; password: string }): Promise<LoginResponse> {
  return call(api().auth.registerEmail({ body }), { quietLogin: true });
}
