import type { ReviewCount } from '@contract';
import { describe, expect, it } from 'vitest';
import { reviewAddress } from './review-address';
import { goodRate, nextTab, REVIEW_TABS, tabCount } from './review-tabs';

const counts: ReviewCount = { sumCount: 20, goodCount: 12, inCount: 5, poorCount: 3, replyChance: '60', replyStar: 4.1 };

describe('review tabs', () => {
  it('lists all, good, medium and bad with the backend types 0-3', () => {
    expect(REVIEW_TABS.map((tab) => [tab.key, tab.type])).toEqual([
      ['all', 0],
      ['good', 1],
      ['medium', 2],
      ['bad', 3],
    ]);
  });
  it('counts each tab from reply/config (inCount is medium)', () => {
    expect(REVIEW_TABS.map((tab) => tabCount(counts, tab.type))).toEqual([20, 12, 5, 3]);
    expect(tabCount(undefined, 1)).toBe(0);
  });
  it('reads the tab and page from the URL, defaulting to all and 1', () => {
    const read = (query: string) => reviewAddress(new URLSearchParams(query));
    expect(read('reviewType=2&reviewPage=3')).toEqual({ type: 2, page: 3 });
    expect(read('reviewType=7&reviewPage=0')).toEqual({ type: 0, page: 1 });
    expect(read('reviewPage=x')).toEqual({ type: 0, page: 1 });
    expect(read('')).toEqual({ type: 0, page: 1 });
    // A page the backend would refuse (past the contract's 100 000) is read as none, as every list's page is.
    expect(read('reviewPage=100000')).toEqual({ type: 0, page: 100_000 });
    expect(read('reviewPage=100001')).toEqual({ type: 0, page: 1 });
    expect(read('reviewPage=9007199254740993')).toEqual({ type: 0, page: 1 });
  });
  it('moves between tabs with the arrow keys, wrapping, and Home/End', () => {
    expect(nextTab(0, 'ArrowRight')).toBe(1);
    expect(nextTab(3, 'ArrowRight')).toBe(0);
    expect(nextTab(0, 'ArrowLeft')).toBe(3);
    expect(nextTab(2, 'Home')).toBe(0);
    expect(nextTab(1, 'End')).toBe(3);
    expect(nextTab(1, 'Enter')).toBeNull();
  });
});

describe('goodRate', () => {
  it('reads the replyChance percentage string', () => {
    expect(goodRate(counts)).toBe(60);
    expect(goodRate({ ...counts, replyChance: '98%' })).toBe(98);
    expect(goodRate({ ...counts, replyChance: '0.75' })).toBe(75);
  });
  it('falls back to good / all when the text is unreadable', () => {
    expect(goodRate({ ...counts, replyChance: '' })).toBe(60);
    expect(goodRate({ ...counts, sumCount: 0, goodCount: 0, replyChance: '' })).toBeNull();
    expect(goodRate(undefined)).toBeNull();
  });
});
