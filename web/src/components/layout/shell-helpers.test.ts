import { describe, expect, it } from 'vitest';
import { categorySearchHref } from './category-flyout';
import { qrModules } from './contact-panel';
import { bookmarkShortcut } from './header';
import { searchHref } from './search-box';

describe('header helpers', () => {
  it('tells Mac users Cmd+D and everyone else Ctrl+D', () => {
    expect(bookmarkShortcut('MacIntel')).toBe('Cmd+D');
    expect(bookmarkShortcut('macOS')).toBe('Cmd+D');
    expect(bookmarkShortcut('Win32')).toBe('Ctrl+D');
    expect(bookmarkShortcut('')).toBe('Ctrl+D');
  });

  it('builds search targets', () => {
    expect(searchHref(' green tea ')).toBe('/goods/goods_search?title=green+tea');
    expect(searchHref('a&b=c')).toBe('/goods/goods_search?title=a%26b%3Dc');
    expect(searchHref('   ')).toBe('/goods/goods_search');
    expect(categorySearchHref(42)).toBe('/goods/goods_search?cid=42');
  });
});

describe('qrModules', () => {
  it('is deterministic per text and has the three finder squares', () => {
    const a = qrModules('https://m.example');
    expect(a).toEqual(qrModules('https://m.example'));
    expect(a).not.toEqual(qrModules('https://other.example'));
    expect(a).toHaveLength(21);
    for (const [r, c] of [
      [0, 0],
      [0, 14],
      [14, 0],
    ] as const) {
      expect(a[r]?.slice(c, c + 7).every(Boolean)).toBe(true);
      expect(a[r + 3]?.[c + 3]).toBe(true);
      expect(a[r + 1]?.[c + 1]).toBe(false);
    }
  });
});
