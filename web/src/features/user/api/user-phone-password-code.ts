import { api, call } from '../../../lib/api-client';

/** Sends a password-change code to the signed-in user's own phone. */
export async function userPhonePasswordCode(): Promise<void> {
  await call(api().user.phonePasswordCode());
}
