import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match';

const route = (method: string, path: string) => ({ name: `${method} ${path}`, route: { method }, segments: path.split('/') });
const ROUTES = [
  route('GET', '/api/front/product/detail/:id'),
  route('GET', '/api/front/product/detail/sku'),
  route('GET', '/api/front/:kind/list'),
  route('POST', '/api/front/product/detail/:id'),
];

describe('matchRoute', () => {
  it('prefers static segments to parameters, left to right, and keeps parameters raw', () => {
    expect(matchRoute(ROUTES, 'GET', '/api/front/product/detail/sku')?.entry.name).toBe('GET /api/front/product/detail/sku');
    expect(matchRoute(ROUTES, 'GET', '/api/front/product/detail/a%20b')).toMatchObject({
      entry: { name: 'GET /api/front/product/detail/:id' },
      params: { id: 'a%20b' },
    });
    expect(matchRoute(ROUTES, 'GET', '/api/front/coupons/list')?.params).toEqual({ kind: 'coupons' });
  });

  it('needs the same method and number of segments, and a non-empty parameter', () => {
    expect(matchRoute(ROUTES, 'DELETE', '/api/front/product/detail/1')).toBeNull();
    expect(matchRoute(ROUTES, 'GET', '/api/front/product/detail/1/more')).toBeNull();
    expect(matchRoute(ROUTES, 'GET', '/api/front/product/detail/')).toBeNull();
  });

  it('lets the caller refuse a parameter by throwing', () => {
    const refuse = (raw: string) => {
      if (raw.length > 3) throw new Error('too long');
    };
    expect(() => matchRoute(ROUTES, 'GET', '/api/front/product/detail/12345', refuse)).toThrow('too long');
    expect(matchRoute(ROUTES, 'GET', '/api/front/product/detail/123', refuse)?.params).toEqual({ id: '123' });
  });
});
