import { describe, expect, it } from 'vitest';
import { nextTab } from './tab-list';

describe('nextTab', () => {
  const tabs = ['a', 'b', 'c'] as const;
  it('wraps with the arrows and jumps with Home and End', () => {
    expect(nextTab(tabs, 'a', 'ArrowRight')).toBe('b');
    expect(nextTab(tabs, 'c', 'ArrowRight')).toBe('a');
    expect(nextTab(tabs, 'a', 'ArrowLeft')).toBe('c');
    expect(nextTab(tabs, 'b', 'Home')).toBe('a');
    expect(nextTab(tabs, 'a', 'End')).toBe('c');
  });

  it('ignores other keys', () => {
    expect(nextTab(tabs, 'a', 'Enter')).toBeNull();
    expect(nextTab([], 'a', 'ArrowRight')).toBeNull();
  });
});
