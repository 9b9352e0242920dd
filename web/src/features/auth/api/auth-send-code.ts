import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/sendCode (multipart form data: phone, countryCode "+86"). */
export async function sendSmsCode(body: { phone: string; countryCode: string }): Promise<void> {
  await call(api().auth.sendCode({ body }), { quietLogin: true });
}
