import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/email/captcha: the body is the bare email (docs/backend-wire.md, "Headers and tokens"). */
export async function sendRegisterEmailCode(email: string): Promise<void> {
  await call(api().auth.emailCaptcha({ body: email }), { quietLogin: true });
}
