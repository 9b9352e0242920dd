import { api, call } from '../../../lib/api-client';

/** POST captcha/email/merchant/settled: the body is the bare email (docs/backend-wire.md, "Headers and tokens"). */
export async function sendSettleCode(email: string): Promise<void> {
  await call(api().settleIn.settledEmailCode({ body: email }));
}
