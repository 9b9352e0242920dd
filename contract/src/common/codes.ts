/** Envelope `code` values (docs/backend-wire.md, "Envelope, errors and unknown paths", docs/storefront.md, Errors). HTTP status is 200 even for these. */
export const Code = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  serverError: 500,
  /** Login codes carried over by the original front end; the real backend never sends them. */
  loginExpired0: 410000,
  loginExpired1: 410001,
  loginExpired2: 410002,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes after which the client drops the session and asks for a sign-in (docs/storefront.md, Errors). */
export const LOGIN_CODES: readonly number[] = [Code.unauthorized, Code.loginExpired0, Code.loginExpired1, Code.loginExpired2];
