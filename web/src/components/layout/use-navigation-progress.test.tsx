// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DONE_MS, trickleProgress, useNavigationProgress } from './use-navigation-progress';

describe('trickleProgress', () => {
  it('grows linearly to 90 over the duration, then creeps below 99', () => {
    expect(trickleProgress(0)).toBe(0);
    expect(trickleProgress(2500)).toBe(45);
    expect(trickleProgress(5000)).toBe(90);
    expect(trickleProgress(60_000)).toBeLessThan(99);
    expect(trickleProgress(10_000)).toBeGreaterThan(trickleProgress(7_000));
  });
});

describe('useNavigationProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for a navigation shorter than the throttle', () => {
    const { result, rerender } = renderHook(({ busy }) => useNavigationProgress(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.visible).toBe(false);
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ visible: false, percent: 0 });
  });

  it('shows after the throttle, trickles, fills on finish and then hides', () => {
    const { result, rerender } = renderHook(({ busy }) => useNavigationProgress(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current.percent).toBeGreaterThan(40);
    expect(result.current.percent).toBeLessThan(50);
    rerender({ busy: false });
    expect(result.current).toEqual({ visible: true, percent: 100 });
    act(() => vi.advanceTimersByTime(PROGRESS_DONE_MS));
    expect(result.current).toEqual({ visible: false, percent: 0 });
  });

  it('starts over for the next navigation', () => {
    const { result, rerender } = renderHook(({ busy }) => useNavigationProgress(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ busy: false });
    rerender({ busy: true });
    act(() => vi.advanceTimersByTime(100));
    // Still the finished bar from before until the throttle passes again.
    act(() => vi.advanceTimersByTime(150));
    expect(result.current.visible).toBe(true);
    expect(result.current.percent).toBeLessThan(10);
  });
});
