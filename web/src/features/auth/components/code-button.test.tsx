// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeButton } from './code-button';
import { initI18n } from '../../../lib/i18n/i18n';

beforeAll(async () => {
  await initI18n('en', ['auth']);
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('CodeButton', () => {
  it('debounces clicks, counts down 60 s, then reads Retry', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(499));
    expect(onSend).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' }).hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry.hasAttribute('disabled')).toBe(false);
  });

  it('stays ready when the send was refused (e.g. the phone is missing)', async () => {
    const onSend = vi.fn(() => Promise.resolve(false));
    render(<CodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    act(() => vi.advanceTimersByTime(500));
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(false);
  });

  it('can start already counting (the reset step after the code was sent)', () => {
    render(<CodeButton onSend={() => Promise.resolve(true)} initiallyRunning />);
    expect(screen.getByRole('button', { name: 'Resend in 60 s' }).hasAttribute('disabled')).toBe(true);
  });
});
