import { api, call } from '../lib/api-client';

/** Tells the server the session ends; quiet, because a sign-out must not open the login dialog on a 401. */
export const authLogout = () => call(api().auth.logout(), { quietLogin: true });
