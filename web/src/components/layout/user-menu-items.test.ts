import type { UserMenu } from '@contract';
import { describe, expect, it } from 'vitest';
import { serverMenuItems } from './user-menu-items';

const menu = (id: number, name: string, pc_url: string | null): UserMenu => ({ id, name, pc_url, pic: null, url: '/pages/x' });

describe('serverMenuItems', () => {
  it('keeps only entries with a non-blank pc_url', () => {
    const items = serverMenuItems([
      menu(1, 'Coupons', '/users/coupon_list'),
      menu(2, 'H5 only', null),
      menu(3, 'Blank', '   '),
      menu(4, 'Empty', ''),
    ]);
    expect(items).toEqual([{ key: 'server-1', label: 'Coupons', target: { kind: 'route', path: '/users/coupon_list' } }]);
  });

  it('accepts a null list', () => {
    expect(serverMenuItems(null)).toEqual([]);
  });

  it('skips entries duplicating the fixed items or each other', () => {
    const items = serverMenuItems([
      menu(1, 'Orders', '/users/order_list?orderStatus=1'),
      menu(2, 'Addresses', '/users/address_list'),
      menu(3, 'Addresses again', '/users/address_list/'),
    ]);
    expect(items.map((item) => item.label)).toEqual(['Addresses']);
  });

  it('drops nameless entries and unsafe targets', () => {
    expect(
      serverMenuItems([
        menu(1, ' ', '/users/user_info'),
        menu(2, 'Evil', '//evil.example'),
        menu(3, 'Script', 'javascript:alert(1)'),
        menu(4, 'Dot', '/.//evil.example'),
        menu(5, 'Dots', '/..//evil.example'),
        menu(6, 'Encoded dot', '/%2e//evil.example'),
        menu(7, 'Up', '/a/..//evil.example'),
        menu(8, 'Backslash', '/\\evil.example'),
      ]),
    ).toEqual([]);
  });

  it('keeps same-site paths as routes (normalised) and absolute http(s) URLs as external links', () => {
    expect(
      serverMenuItems([
        menu(1, 'Help', 'https://help.example/faq'),
        menu(2, 'Collection', 'users/collection_list'),
        menu(3, 'Street', '/users/../merchant/merchant_street'),
      ]).map((item) => item.target),
    ).toEqual([
      { kind: 'external', href: 'https://help.example/faq' },
      { kind: 'route', path: '/users/collection_list' },
      { kind: 'route', path: '/merchant/merchant_street' },
    ]);
  });

  it("names an entry for one of the app's own pages in the shopper's language, and keeps the server's name otherwise", () => {
    const names: Record<string, string> = { couponList: 'Mes coupons', collectionList: 'Mes favoris' };
    const items = serverMenuItems(
      [menu(1, 'My coupons', '/users/coupon_list'), menu(2, 'My favourites', '/users/collection_list/'), menu(3, 'Gift cards', '/gift')],
      (page) => names[page] ?? '',
    );
    expect(items.map((item) => item.label)).toEqual(['Mes coupons', 'Mes favoris', 'Gift cards']);
  });
});
