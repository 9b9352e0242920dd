import { describe, expect, it } from 'vitest';
import { KEEP_SCROLL, wantsKeptScroll } from './scroll';

describe('wantsKeptScroll', () => {
  it('reads the navigation state', () => {
    expect(wantsKeptScroll(KEEP_SCROLL)).toBe(true);
    expect(wantsKeptScroll(null)).toBe(false);
    expect(wantsKeptScroll({ keepScroll: 'yes' })).toBe(false);
  });
});
