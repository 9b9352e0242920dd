import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

const SITE = 'https://shop.test';
const FALLBACK = '<fallback>';

/** Where a browser on any page of the site goes with this href (also behind a locale prefix). */
function staysOnSite(href: string): boolean {
  return [`${SITE}/`, `${SITE}/en/goods/goods_detail/1`, `${SITE}/a/b/c/`].every((page) => new URL(href, page).origin === SITE);
}

const HOSTILE = [
  // Dot segments (the reported ones first) and their encodings.
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/..//evil.example',
  '/a/%2e%2e//evil.example',
  '/a/b/../..//evil.example',
  '/././/evil.example',
  '/.%2f/evil.example',
  '/%2e%2f/evil.example',
  // Normalising brings an encoded slash next to the first one (found by the property below).
  '/%2E/%2f..',
  '/./%2f%2e%2e',
  '/%252e//evil.example',
  '/%25252e%25252e//evil.example',
  // Protocol-relative, backslashes and encoded slashes.
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/.\\/evil.example',
  '/..\\evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '%252F%252Fevil.example',
  '/%252F%252Fevil.example',
  // Tabs, newlines and other characters the URL parser strips.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/\u0000/evil.example',
  ' //evil.example',
  // Schemes and other origins.
  'https://evil.example',
  'http:/evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  '/https:evil.example',
  '/%6Aavascript:alert(1)',
  'evil.example',
  'data:text/html,hi',
  // Undecodable.
  '/%E0%A4%A',
  '/100%',
  '',
];

describe('safeRedirect', () => {
  it.each([
    ['/users/order_list', '/users/order_list'],
    ['/goods/goods_search?title=phone&cid=3', '/goods/goods_search?title=phone&cid=3'],
    ['/zh-CN/goods_detail/1#reviews', '/zh-CN/goods_detail/1#reviews'],
    ['/goods/goods_search?title=%E6%89%8B%E6%9C%BA', '/goods/goods_search?title=%E6%89%8B%E6%9C%BA'],
    ['/goods/goods_search?title=100%', '/goods/goods_search?title=100%'],
    ['/goods/goods_search?title=a//b', '/goods/goods_search?title=a//b'],
    ['/goods/%E6%89%8B%E6%9C%BA', '/goods/%E6%89%8B%E6%9C%BA'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['/users/../users/order_list', '/users/order_list'],
    ['/a/./b', '/a/b'],
    ['/a/%2e%2e/b', '/b'],
    ['/..', '/'],
  ])('answers the normalised path of %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each(HOSTILE)('refuses %j', (input) => {
    expect(safeRedirect(input, FALLBACK)).toBe(FALLBACK);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect(null, '/home')).toBe('/home');
    expect(safeRedirect(undefined, '')).toBe('');
  });

  it('never answers a target that leaves the site, whatever the string (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 30 }),
          fc.string({ maxLength: 30 }).map((s) => `/${s}`),
        ),
        (input) => {
          const out = safeRedirect(input, FALLBACK);
          return out === FALLBACK || (out.startsWith('/') && !out.startsWith('//') && staysOnSite(out));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never answers a target that leaves the site, for paths built from dots, slashes and their encodings (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '\\',
      '%2e',
      '%2E',
      '%2f',
      '%2F',
      '%5c',
      '%25',
      '%252e',
      '%252f',
      '\t',
      '\n',
      '%09',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'a',
      'https:',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const input = `/${pieces.join('')}`;
        const out = safeRedirect(input, FALLBACK);
        if (out === FALLBACK) return true;
        // Whatever came back is a same-site path, also once a consumer percent-decodes its path.
        const path = out.split(/[?#]/)[0] ?? '';
        let decoded = path;
        for (let i = 0; i < 4; i += 1) decoded = decodeURIComponent(decoded);
        return !out.startsWith('//') && staysOnSite(out) && !decoded.startsWith('//') && !decoded.includes('\\') && staysOnSite(decoded);
      }),
      { numRuns: 1500 },
    );
  });

  it('keeps every plain path as it is (property)', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment), (segments, query) => {
        const input = `/${segments.join('/')}${query ? `?q=${query}` : ''}`;
        return safeRedirect(input, FALLBACK) === input;
      }),
    );
  });
});
