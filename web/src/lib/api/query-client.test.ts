import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import { createQueryClient, isTransient } from './query-client';

describe('which failed reads are asked again', () => {
  it('no answer, and a gateway whose backend did not answer (502, 503, 504)', () => {
    expect(isTransient(new ApiError('network', 0, 'Failed to fetch', 0))).toBe(true);
    for (const status of [502, 503, 504]) expect(isTransient(new ApiError('http', status, 'Upstream unavailable', status))).toBe(true);
  });

  it('not what the backend answered itself, nor anything else', () => {
    expect(isTransient(new ApiError('http', 500, '', 500))).toBe(false);
    expect(isTransient(new ApiError('http', 404, '', 404))).toBe(false);
    expect(isTransient(new ApiError('app', 500, 'System exception'))).toBe(false);
    expect(isTransient(new ApiError('app', 503, 'Busy'))).toBe(false);
    expect(isTransient(new Error('render failed'))).toBe(false);
  });

  it('a query asks twice more, then shows its error', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('the query client has no retry rule');
    const gateway = new ApiError('http', 502, 'Upstream unavailable', 502);
    expect([0, 1, 2].map((count) => retry(count, gateway))).toEqual([true, true, false]);
    expect(retry(0, new ApiError('app', 400, 'Bad request'))).toBe(false);
  });
});
