import { describe, expect, it } from 'vitest';
import { pathForLocale } from './locale-switch';

describe('pathForLocale', () => {
  it('moves the page under the new prefix and keeps query and hash', () => {
    expect(pathForLocale({ pathname: '/goods/goods_search', search: '?title=tea', hash: '#top' }, 'zh-CN')).toBe(
      '/zh-CN/goods/goods_search?title=tea#top',
    );
    expect(pathForLocale({ pathname: '/zh-CN/goods_detail/7', search: '', hash: '' }, 'fr')).toBe('/fr/goods_detail/7');
  });
  it('drops the prefix for the default locale and handles home', () => {
    expect(pathForLocale({ pathname: '/th/users/order_list', search: '', hash: '' }, 'en')).toBe('/users/order_list');
    expect(pathForLocale({ pathname: '/', search: '', hash: '' }, 'lo')).toBe('/lo');
    expect(pathForLocale({ pathname: '/es', search: '', hash: '' }, 'en')).toBe('/');
  });
});
