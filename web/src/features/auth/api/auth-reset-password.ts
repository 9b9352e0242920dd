import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/email/reset/password. */
export async function resetPassword(body: { email: string; captcha: string; newPassword: string; passwordAgain: string }): Promise<void> {
  await call(api().auth.resetPassword({ body }), { quietLogin: true });
}
