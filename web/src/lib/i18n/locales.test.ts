import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale, toLocale } from './locales';

describe('locale paths', () => {
  it('keeps the default locale unprefixed', () => {
    expect(splitLocale('/goods_detail/1')).toEqual({ locale: 'en', path: '/goods_detail/1', prefixed: false });
    expect(localizePath('/goods_detail/1', 'en')).toBe('/goods_detail/1');
  });
  it('reads and writes prefixes', () => {
    expect(splitLocale('/zh-CN/goods_detail/1')).toEqual({ locale: 'zh-CN', path: '/goods_detail/1', prefixed: true });
    expect(splitLocale('/th')).toEqual({ locale: 'th', path: '/', prefixed: true });
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/users/order_list', 'lo')).toBe('/lo/users/order_list');
  });
  it('accepts lao as an alias of lo', () => {
    expect(toLocale('lao')).toBe('lo');
    expect(splitLocale('/lao/login').locale).toBe('lo');
  });
  it('does not take a route segment for a locale', () => {
    expect(splitLocale('/goods/goods_search').locale).toBe('en');
    expect(toLocale('de')).toBeNull();
  });
  it('takes no name of the alias table’s prototype for a locale (`/constructor` is a path)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'TOSTRING']) {
      expect(toLocale(name), name).toBeNull();
      expect(splitLocale(`/${name}/goods_detail/1`), name).toEqual({ locale: 'en', path: `/${name}/goods_detail/1`, prefixed: false });
    }
    expect(toLocale('ZH-CN')).toBe('zh-CN');
    expect(toLocale('LAO')).toBe('lo');
  });
});
