import { api, call } from '../../../lib/api-client';

/** Sends a password-change code to the signed-in user's own email or phone. */
export async function sendPasswordCode(channel: 'email' | 'phone'): Promise<void> {
  await call(channel === 'email' ? api().user.emailPasswordCode() : api().user.phonePasswordCode());
}
