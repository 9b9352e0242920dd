import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/mobile/captcha. */
export function loginWithPhoneCode(body: { phone: string; captcha: string; countryCode: string }): Promise<LoginResponse> {
  return call(api().auth.mobileCaptcha({ body }), { quietLogin: true });
}
