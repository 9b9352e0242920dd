import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/email/forget/password: the body is the bare email. */
export async function sendResetEmailCode(email: string): Promise<void> {
  await call(api().auth.forgetPassword({ body: email }), { quietLogin: true });
}
