import type { UpdatePasswordBody } from '@contract';
import { api, call } from '../../../lib/api-client';

/** Changes the password with the code sent to the user's phone. */
export async function userPhoneUpdatePassword(body: UpdatePasswordBody): Promise<void> {
  await call(api().user.phoneUpdatePassword({ body }));
}
