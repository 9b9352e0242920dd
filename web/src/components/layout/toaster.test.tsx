// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/app-events';
import { initI18n } from '../../lib/i18n/i18n';
import { Toaster } from './toaster';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces successes politely and errors assertively', () => {
    render(<Toaster />);
    act(() => toast('success', 'Saved'));
    act(() => toast('error', 'Payment failed'));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
  });

  it('removes a message after a while, errors later than successes', () => {
    render(<Toaster />);
    act(() => toast('success', 'Saved'));
    act(() => toast('error', 'Oops'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed and does not repeat the same message', () => {
    render(<Toaster />);
    act(() => toast('info', 'Press Ctrl+D'));
    act(() => toast('info', 'Press Ctrl+D'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Toaster />);
    unmount();
    expect(() => act(() => toast('info', 'late'))).not.toThrow();
  });
});
