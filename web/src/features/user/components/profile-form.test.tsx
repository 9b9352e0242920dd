// @vitest-environment jsdom
import type { UserInfo } from '@contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { onAppEvent } from '../../../lib/app-events';
import { ok, setupMockApi } from '../../../testing/mock-api';
import { renderWithApp } from '../../../testing/render';
import ProfileForm from './profile-form';

const mock = setupMockApi();
afterEach(cleanup);

/** A tiny valid PNG (1×1). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

describe('ProfileForm', () => {
  it('saves a picked photo at once, keeping the saved nickname, with no Save pressed', async () => {
    // jsdom's File does not reach the mock's multipart parser as bytes (components/upload/image-picker.test.tsx): the
    // upload answers here in the contract's shape; user/edit is the mock's own.
    mock.server.use(
      http.post('*/api/front/upload/image', () => {
        const url = '/mock-images/u/user-99.png';
        return HttpResponse.json({
          code: 200,
          message: 'success',
          data: { fileName: url, extName: 'png', fileSize: 67, url, type: 'image/png' },
        });
      }),
    );
    const token = await mock.signIn();
    const user = await ok<UserInfo>(mock.as(token).api.user.info());
    await renderWithApp(<ProfileForm user={user} />, { namespaces: ['user'] });
    // A nickname typed but not saved stays unsaved.
    fireEvent.change(await screen.findByRole('textbox', { name: 'User name' }), { target: { value: 'Typed Only' } });
    fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [new File([PNG], 'me.png', { type: 'image/png' })] } });
    await waitFor(
      async () => {
        const saved = await ok<UserInfo>(mock.as(token).api.user.info());
        expect(saved.avatar).toMatch(/\/mock-images\/u\/user-99\.png$/);
        expect(saved.avatar).not.toBe(user.avatar);
        expect(saved.nickname).toBe(user.nickname);
      },
      { timeout: 10_000 },
    );
    // What shows is what was saved.
    expect(document.querySelector('form img')?.getAttribute('src')).toMatch(/\/mock-images\/u\/user-99\.png$/);
  });
});

describe('ProfileForm, a failed save', () => {
  it('tells the shopper once, with the server message, and keeps what was typed', async () => {
    mock.server.use(
      http.post('*/api/front/user/edit', () => HttpResponse.json({ code: 500, message: 'Nickname refused by the shop', data: null })),
    );
    const toasts: string[] = [];
    const off = onAppEvent('toast', ({ kind, message }) => toasts.push(`${kind}: ${message}`));
    try {
      const token = await mock.signIn();
      const user = await ok<UserInfo>(mock.as(token).api.user.info());
      await renderWithApp(<ProfileForm user={user} />, { namespaces: ['user'] });
      fireEvent.change(await screen.findByRole('textbox', { name: 'User name' }), { target: { value: 'New Name' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(toasts).toEqual(['error: Nickname refused by the shop']));
      // The failure settled (the button is enabled again) without a second toast.
      await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false));
      expect(toasts).toEqual(['error: Nickname refused by the shop']);
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'User name' }).value).toBe('New Name');
    } finally {
      off();
    }
  });
});
