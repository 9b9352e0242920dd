import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/users/order_list', '/users/order_list'],
    ['/goods/goods_search?title=phone&cid=3', '/goods/goods_search?title=phone&cid=3'],
    ['/zh-CN/goods_detail/1#reviews', '/zh-CN/goods_detail/1#reviews'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    'evil.example',
    '/\t/evil.example',
    '',
  ])('refuses %s', (input) => {
    expect(safeRedirect(input, '/')).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect(null, '/home')).toBe('/home');
  });
});
