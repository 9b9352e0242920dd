import { Code, LOGIN_CODES } from '@contract';

export type ApiErrorKind = 'app' | 'http' | 'network';

/**
 * Every failed call rejects with an ApiError:
 * - kind 'app': the envelope said code != 200 (HTTP 200, as the real backend does);
 * - kind 'http': a non-200 HTTP status (framework errors such as an unknown path on the real backend);
 * - kind 'network': the request never got an answer (retryable).
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly httpStatus: number;
  /** The server's own message, empty when it sent none. */
  readonly serverMessage: string;

  constructor(kind: ApiErrorKind, code: number, serverMessage: string, httpStatus = 200) {
    super(serverMessage || `API error ${code}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.httpStatus = httpStatus;
    this.serverMessage = serverMessage;
  }

  get isLoginRequired(): boolean {
    return this.kind === 'app' && LOGIN_CODES.includes(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A gateway's answer that the backend behind it did not answer: 502, 503 or 504 from the shop's own server (or any
 * proxy) in front of the backend. Reads ask again (lib/api/query-client.ts); when that fails too the shopper is told
 * the shop is not answering, not that the system raised an exception (docs/storefront.md, Errors).
 */
export function isGatewayFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.httpStatus >= 502 && error.httpStatus <= 504;
}

/**
 * True when the backend lacks the route: a real backend answers an extension with HTTP 404/405 or an
 * envelope 404 for the unknown path. The web hides such features.
 */
export function isFeatureMissing(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'http') return error.httpStatus === 404 || error.httpStatus === 405;
  return error.kind === 'app' && error.code === Code.notFound && /not found|no handler|unknown/i.test(error.serverMessage);
}

/**
 * Texts that are not written for a shopper: the real backend answers an unexpected exception with code 500 and the
 * exception's own message (a SQL error, a null pointer, Jackson's parse error), the mock's injected faults say
 * "Injected fault: code 500", and a system exception names itself (docs/backend-wire.md, "Envelope, errors and
 * unknown paths").
 */
const TECHNICAL =
  /exception|injected fault|\b(error|code|status)\s*:?\s*\d{3}\b|\bsql|jdbc|java\.|jackson|json parse|doesn't have a default|response validation|null ?pointer|^null$|stack ?trace|timed? ?out|\bat [a-z_$][\w$]*\.[\w$.]+\(/i;

/**
 * Whether the server's message is meant for the shopper (docs/storefront.md, Errors): a business rule's text (the
 * backend's code 400 or 500 with "The order has already been cancelled", "Coupon is used up") is; an empty text, a
 * technical one (above), a very long one, or anything from a non-200 HTTP answer (a gateway's or framework's page)
 * is not, and the catalogue's own localised message is shown instead.
 */
export function isShopperMessage(error: ApiError): boolean {
  const message = error.serverMessage.trim();
  return error.kind === 'app' && message !== '' && message.length <= 200 && !TECHNICAL.test(message);
}

/** docs/storefront.md, Errors default messages, as i18n keys of the common namespace. */
export function defaultMessageKey(
  code: number,
): 'errors.badRequest' | 'errors.noPermission' | 'errors.noData' | 'errors.systemException' | 'errors.pleaseLogin' | 'errors.systemError' {
  switch (code) {
    case Code.badRequest:
      return 'errors.badRequest';
    case Code.forbidden:
      return 'errors.noPermission';
    case Code.notFound:
      return 'errors.noData';
    case Code.serverError:
      return 'errors.systemException';
    default:
      return LOGIN_CODES.includes(code) ? 'errors.pleaseLogin' : 'errors.systemError';
  }
}
