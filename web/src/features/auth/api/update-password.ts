import type { UpdatePasswordBody } from '@contract';
import { api, call } from '../../../lib/api-client';

/** Changes the password with the code sent to the chosen channel. */
export async function updatePassword(channel: 'email' | 'phone', body: UpdatePasswordBody): Promise<void> {
  await call(channel === 'email' ? api().user.emailUpdatePassword({ body }) : api().user.phoneUpdatePassword({ body }));
}
