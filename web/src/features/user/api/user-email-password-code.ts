import { api, call } from '../../../lib/api-client';

/** Sends a password-change code to the signed-in user's own email. */
export async function userEmailPasswordCode(): Promise<void> {
  await call(api().user.emailPasswordCode());
}
