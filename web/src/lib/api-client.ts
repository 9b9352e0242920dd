import { apiContract, FORM_TYPE_HEADER, FORM_TYPE_PC, LOGIN_CODES, TOKEN_HEADER } from '@contract';
import { initClient, tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core';
import { emitAppEvent, toast } from './app-events';
import { ApiError, defaultMessageKey } from './api-errors';
import { getConfig } from './config';
import { i18n } from './i18n';
import { endSession, getToken, rememberRedirect } from './session';

/** Paths where a login-required answer must not open the modal (spec §8: "unless on home"). */
function isHome(pathname: string): boolean {
  return /^\/([a-z]{2}(-[A-Z]{2})?|lao)?\/?$/.test(pathname);
}

/**
 * spec §8, 401 and 410000-410002: remember the current path and query, drop the token, clear local storage,
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
  emitAppEvent('sessionExpired', {});
  if (!isHome(pathname)) {
    emitAppEvent('openLogin', { reason: 'required' });
    toast('error', message || i18n.t('errors.pleaseLogin'));
  }
}

async function fetcher(args: ApiFetcherArgs) {
  const headers: Record<string, string> = { ...args.headers, Accept: 'application/json', [FORM_TYPE_HEADER]: FORM_TYPE_PC };
  const token = getToken();
  if (token) headers[TOKEN_HEADER] = token;
  const isBareString = (args.route.metadata as { bareString?: boolean } | undefined)?.bareString === true;
  try {
    if (isBareString && typeof args.rawBody === 'string') {
      // The original shop posts bare-string bodies as raw text under application/json (backend-api.md §2).
      const response = await fetch(args.path, { method: args.method, headers: { ...headers, 'Content-Type': 'application/json' }, body: args.rawBody, credentials: 'same-origin' });
      return { status: response.status, body: await readBody(response), headers: response.headers };
    }
    return await tsRestFetchApi({ ...args, headers });
  } catch (error) {
    throw new ApiError('network', 0, error instanceof Error ? error.message : String(error), 0);
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

function createClient(baseUrl: string) {
  return initClient(apiContract, { baseUrl, baseHeaders: {}, api: fetcher, throwOnUnknownStatus: false });
}

export type ApiClient = ReturnType<typeof createClient>;

let client: ApiClient | null = null;
let clientBase: string | null = null;

/** The one API client. The base URL comes from the runtime config (same origin by default). */
export function api(): ApiClient {
  const base = getConfig().apiBase || (typeof window === 'undefined' ? '' : window.location.origin);
  if (!client || clientBase !== base) {
    client = createClient(base);
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
 * error catalogue (spec §8) and rejects with an ApiError.
 */
export async function call<R extends { status: number; body: unknown }>(request: Promise<R>, options: CallOptions = {}): Promise<SuccessData<R>> {
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

/** The message to show a user for any error: the server's own, else the catalogue's default. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return i18n.t('errors.network');
    return error.serverMessage || i18n.t(defaultMessageKey(error.code));
  }
  return i18n.t('errors.sorry');
}
