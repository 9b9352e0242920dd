import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/register/mobile. */
export function registerByPhone(body: { phone: string; captcha: string; countryCode: string; password: string }): Promise<LoginResponse> {
  return call(api().auth.registerMobile({ body }), { quietLogin: true });
}
