import { api, call } from '../lib/api-client';

/** Asks whether the stored token still exists (false: it does not); quiet, because the answer decides that alone. */
export const authTokenIsExist = () => call(api().auth.tokenIsExist(), { quietLogin: true });
