// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent } from '../../../lib/app-events';
import { paths } from '../../../lib/routing/paths';
import { emulateModalDialog } from '../../../testing/dialog';
import { setupMockApi, SHOPPER } from '../../../testing/mock-api';
import { renderWithApp } from '../../../testing/render';
import { LoginModalHost } from './login-modal-host';

setupMockApi();
// The modal's code is the host's lazy chunk: transformed once here, outside a test's time limit.
beforeAll(async () => {
  await import('./login-modal');
}, 60_000);
let modal: ReturnType<typeof emulateModalDialog>;
beforeEach(() => {
  modal = emulateModalDialog();
});
afterEach(() => {
  cleanup();
  modal.restore();
  document.cookie.split(';').forEach((part) => {
    document.cookie = `${part.split('=')[0]?.trim() ?? ''}=; max-age=0; path=/`;
  });
});

async function openFromHeader(then?: () => void) {
  await renderWithApp(<LoginModalHost />, { path: paths.aboutUs(), namespaces: ['auth'] });
  act(() => emitAppEvent('openLogin', { reason: 'user', then }));
  return screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 });
}

// Web tests render inside StrictMode (testing/strict-mode.ts), as `npm start` does: there the modal was added and closed again within
// a few milliseconds, since the dialog's effect closed it in the cleanup StrictMode runs.
describe('LoginModalHost inside StrictMode', () => {
  it('stays open once asked for, until the shopper closes it', async () => {
    const dialog = await openFromHeader();
    await act(() => modal.closeEvents());
    expect(modal.close).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(dialog);
    // A close event queued before the dialog was shown again does not dismiss it either.
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull());
  });

  it('signs in by email and password and resumes what the shopper was doing', async () => {
    const resume = vi.fn();
    await openFromHeader(resume);
    await act(() => modal.closeEvents());
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    const email = await screen.findByLabelText('Email', { exact: true });
    fireEvent.change(email, { target: { value: SHOPPER.email } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: SHOPPER.password } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree to the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(resume).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  });
});
