import { isRouteErrorResponse } from 'react-router-dom';
import { LOGIN_CODES } from '@contract';
import { ApiError, isShopperMessage } from '../../lib/api/api-errors';

export type ErrorKind = 'notFound' | 'loadFailed' | 'signIn' | 'badRequest';

function asStatus(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * docs/storefront.md, Errors: a page error takes its status from `statusCode`, `status` or `response.status`, else 500. An API error
 * carries the envelope code; login codes count as 401.
 */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) {
    if (error.kind === 'http') return error.httpStatus;
    if (LOGIN_CODES.includes(error.code)) return 401;
    return error.code >= 400 && error.code < 600 ? error.code : 500;
  }
  if (typeof error === 'object' && error !== null) {
    const record = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
    return asStatus(record.statusCode) ?? asStatus(record.status) ?? asStatus(record.response?.status) ?? 500;
  }
  return 500;
}

/** The server's (or thrower's) own words, shown under the heading; empty when there are none. */
export function errorServerMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string') return data;
    if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string')
      return (data as { message: string }).message;
    return error.statusText;
  }
  if (error instanceof ApiError) return isShopperMessage(error) ? error.serverMessage : '';
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  return '';
}

/** docs/storefront.md, Screens Errors: 404 page error, 500 failed to load, 401 please sign in, anything else bad request. */
export function errorKind(status: number): ErrorKind {
  if (status === 404) return 'notFound';
  if (status === 500) return 'loadFailed';
  if (status === 401) return 'signIn';
  return 'badRequest';
}
