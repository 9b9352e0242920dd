import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/mobile/password. */
export function loginWithPhonePassword(body: { phone: string; password: string; countryCode: string }): Promise<LoginResponse> {
  return call(api().auth.mobilePassword({ body }), { quietLogin: true });
}
