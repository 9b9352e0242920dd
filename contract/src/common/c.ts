import { initContract } from '@ts-rest/core';

/** The one ts-rest contract builder every resource file uses. */
export const c = initContract();

/**
 * Per-route facts the mock and the web read from the contract:
 * - `auth`: 'public' routes work without a token (and still read one when sent, docs/backend-wire.md, "Public routes");
 *   'user' routes answer code 401 without a valid token.
 * - `extension`: not in the real overseas backend (docs/backend-wire.md, "Site settings"); the web hides the feature when
 *   a real backend answers 404 or an unknown-path error.
 * - `bareString`: the body is a bare string (raw text under Content-Type: application/json).
 */
export interface RouteMeta {
  auth: 'public' | 'user';
  extension?: true;
  bareString?: true;
}

export const publicRoute = { auth: 'public' } as const satisfies RouteMeta;
export const userRoute = { auth: 'user' } as const satisfies RouteMeta;
