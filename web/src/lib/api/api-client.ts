import { Code, LOGIN_CODES } from '@contract';
import { emitAppEvent, toast } from '../app-events';
import { takeEarly } from './early-answers';
import { ApiError, defaultMessageKey, isGatewayFailure, isShopperMessage } from './api-errors';
import { getConfig } from '../config';
import { apiHeaders, createContractClient, type ContractClient, type RawResponse, type RequestPlan } from './http-client';
import { i18n } from '../i18n/i18n';
import { endSession, getToken, rememberRedirect } from './session';

/** Paths where a login-required answer must not open the modal (docs/storefront.md, Errors: "unless on home"). */
function isHome(pathname: string): boolean {
  return /^\/([a-z]{2}(-[A-Z]{2})?|lao)?\/?$/.test(pathname);
}

/**
 * docs/storefront.md, Errors, 401 and 410000-410002: remember the current path and query, drop the token, clear local storage,
 * and unless on home open the login modal and show the message.
 */
export function handleLoginRequired(message: string): void {
  const { pathname, search } = window.location;
  rememberRedirect(`${pathname}${search}`);
  endSession();
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); the session is already gone.
  }
  if (!isHome(pathname)) {
    emitAppEvent('openLogin', { reason: 'required' });
    toast('error', message || i18n.t('errors.pleaseLogin'));
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Every request carries Accept, Form-type: pc and, when signed in, the raw token (docs/storefront.md, Requests). */
async function transport(plan: RequestPlan): Promise<RawResponse> {
  const token = getToken();
  const headers = { ...plan.init.headers, ...apiHeaders(token) };
  let response: Response;
  try {
    // The page's early script may have made this very request already (boot/early-requests.ts).
    const early = await takeEarly(plan.url, plan.init.method ?? 'GET', token);
    response = early ?? (await fetch(plan.url, { ...plan.init, headers }));
  } catch (error) {
    throw new ApiError('network', 0, error instanceof Error ? error.message : String(error), 0);
  }
  return { status: response.status, body: await readBody(response), headers: response.headers };
}

let client: ContractClient | null = null;
let clientBase: string | null = null;

/** The one API client. The base URL comes from the runtime config (same origin by default). */
export function api(): ContractClient {
  const base = getConfig().apiBase.replace(/\/+$/, '');
  if (!client || clientBase !== base) {
    client = createContractClient(base, transport);
    clientBase = base;
  }
  return client;
}

type SuccessData<R> = R extends { status: 200; body: infer B } ? (B extends { code: 200; data: infer D } ? D : never) : never;

interface CallOptions {
  /** Do not run the login-required path (e.g. the layout's token check handles a false answer itself). */
  quietLogin?: boolean;
}

function isEnvelope(body: unknown): body is { code: number; message?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * Runs one contract call and unwraps the envelope: resolves with `data` on code 200, otherwise applies the
 * error catalogue (docs/storefront.md, Errors) and rejects with an ApiError.
 */
export async function call<R extends { status: number; body: unknown }>(
  request: Promise<R>,
  options: CallOptions = {},
): Promise<SuccessData<R>> {
  const response = await request;
  const body = response.body;
  if (response.status !== 200) {
    const message = isEnvelope(body) && typeof body.message === 'string' ? body.message : '';
    throw new ApiError('http', isEnvelope(body) ? body.code : response.status, message, response.status);
  }
  if (!isEnvelope(body)) throw new ApiError('app', 500, '', 200);
  if (body.code === 200) return body.data as SuccessData<R>;
  const serverMessage = typeof body.message === 'string' ? body.message : '';
  if (LOGIN_CODES.includes(body.code) && !options.quietLogin) handleLoginRequired(serverMessage);
  throw new ApiError('app', body.code, serverMessage);
}

/**
 * The message to show a user for any error: the server's own where it is written for the shopper (a business rule),
 * else the catalogue's localised default for the code (never "Injected fault: code 500" or an exception's text).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return i18n.t('errors.network');
    if (isGatewayFailure(error)) return i18n.t('errors.unreachable');
    return isShopperMessage(error) ? error.serverMessage : i18n.t(defaultMessageKey(error.kind === 'http' ? Code.serverError : error.code));
  }
  return i18n.t('errors.sorry');
}
