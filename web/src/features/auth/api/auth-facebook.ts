import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/facebook. */
export function loginWithFacebook(body: { id: string; name: string; picture: string; email?: string }): Promise<LoginResponse> {
  return call(api().auth.facebook({ body }), { quietLogin: true });
}
