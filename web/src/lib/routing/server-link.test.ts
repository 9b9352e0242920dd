import { describe, expect, it } from 'vitest';
import { externalHref, serverLink } from './server-link';

describe('serverLink', () => {
  it('reads paths of this site as routes, normalised, with or without the leading slash', () => {
    expect(serverLink('/users/coupon_list')).toEqual({ kind: 'route', path: '/users/coupon_list' });
    expect(serverLink(' users/collection_list ')).toEqual({ kind: 'route', path: '/users/collection_list' });
    expect(serverLink('/goods/goods_search?cid=3#top')).toEqual({ kind: 'route', path: '/goods/goods_search?cid=3#top' });
    expect(serverLink('/users/../merchant/merchant_street')).toEqual({ kind: 'route', path: '/merchant/merchant_street' });
  });

  it('reads absolute http(s) URLs as external links', () => {
    expect(serverLink('https://help.example/faq')).toEqual({ kind: 'external', href: 'https://help.example/faq' });
    expect(serverLink('HTTP://Help.Example')).toEqual({ kind: 'external', href: 'http://help.example/' });
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    './/evil.example',
    '..//evil.example',
    '%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'https:evil.example',
    'https:/evil.example',
    'https://user:pass@evil.example',
    'https://evil.example\\@shop.example',
    'https://shop.example/a\tb',
    'http://',
    '',
    '   ',
    null,
    undefined,
  ])('gives no link for %j', (value) => {
    expect(serverLink(value)).toBeNull();
  });
});

describe('externalHref', () => {
  it('keeps absolute web URLs only', () => {
    expect(externalHref(' https://chat.example/x ')).toBe('https://chat.example/x');
    expect(externalHref('/users/coupon_list')).toBeNull();
    expect(externalHref('//chat.example')).toBeNull();
    expect(externalHref('mailto:a@b.c')).toBeNull();
    expect(externalHref('javascript:alert(1)')).toBeNull();
  });
});
