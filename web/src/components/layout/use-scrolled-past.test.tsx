// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe() {
  return <p>{useScrolledPast(100) ? 'past' : 'above'}</p>;
}

function scrollTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
}

describe('useScrolledPast', () => {
  it('reads where the page starts in the next frame, then follows scroll events, never reading the position while rendering', async () => {
    scrollTo(250);
    const reads = vi.spyOn(window, 'scrollY', 'get');
    render(<Probe />);
    // The first render and its commit do not ask for the position (that would lay the page out in the commit).
    expect(reads).not.toHaveBeenCalled();
    expect(screen.getByText('above')).toBeTruthy();
    // A restored scroll position shows after the next frame.
    expect(await screen.findByText('past')).toBeTruthy();

    scrollTo(20);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('above')).toBeTruthy();
    scrollTo(101);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('past')).toBeTruthy();
  });
});
