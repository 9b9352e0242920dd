import type { LoginResponse } from '@contract';
import { api, call } from '../../../lib/api-client';

/** POST /api/front/login/register/visitor: the tourist form sends the dial code as a number (86). */
export function registerVisitor(body: { email: string; phone?: string; countryCode?: number }): Promise<LoginResponse> {
  return call(api().auth.registerVisitor({ body }), { quietLogin: true });
}
