import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-errors';
import { errorKind, errorServerMessage, errorStatus } from './error-status';

describe('errorStatus', () => {
  it('takes statusCode, then status, then response.status', () => {
    expect(errorStatus({ statusCode: 404, status: 500 })).toBe(404);
    expect(errorStatus({ status: 401 })).toBe(401);
    expect(errorStatus({ response: { status: 403 } })).toBe(403);
    expect(errorStatus({ statusCode: '404' })).toBe(404);
  });
  it('falls back to 500', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus('oops')).toBe(500);
    expect(errorStatus({ status: 'bad', response: null })).toBe(500);
  });
  it('reads API errors by their code, login codes as 401', () => {
    expect(errorStatus(new ApiError('app', 404, 'gone'))).toBe(404);
    expect(errorStatus(new ApiError('app', 410001, ''))).toBe(401);
    expect(errorStatus(new ApiError('app', 123, ''))).toBe(500);
    expect(errorStatus(new ApiError('http', 405, '', 405))).toBe(405);
  });
  it('keeps the server message', () => {
    expect(errorServerMessage(new ApiError('app', 404, 'product does not exist'))).toBe('product does not exist');
    expect(errorServerMessage({ message: 'x' })).toBe('x');
    expect(errorServerMessage(42)).toBe('');
  });
});

describe('errorKind', () => {
  it('maps statuses to the spec wording', () => {
    expect(errorKind(404)).toBe('notFound');
    expect(errorKind(500)).toBe('loadFailed');
    expect(errorKind(401)).toBe('signIn');
    expect(errorKind(400)).toBe('badRequest');
    expect(errorKind(403)).toBe('badRequest');
    expect(errorKind(502)).toBe('badRequest');
  });
});
