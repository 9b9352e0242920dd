import type { UpdatePasswordBody } from '@contract';
import { api, call } from '../../../lib/api-client';

/** Changes the password with the code sent to the user's email. */
export async function userEmailUpdatePassword(body: UpdatePasswordBody): Promise<void> {
  await call(api().user.emailUpdatePassword({ body }));
}
