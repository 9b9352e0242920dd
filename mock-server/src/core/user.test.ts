import { describe, expect, it } from 'vitest';
import { answer, client, latestCode, login, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

const info = async (as = mock.token) => (await answer(client(mock.app, as).api.user.info())).data;

describe('user profile', () => {
  it('changes the nickname and avatar of the caller only', async () => {
    const res = await answer(
      client(mock.app, mock.token).api.user.edit({ body: { nickname: '  New Name ', avatar: '/mock-images/u/user-000001.png' } }),
    );
    expect(res).toMatchObject({ code: 200 });
    // Stored relative, answered absolute (on the request's own origin), as the real response filter does.
    expect(await info()).toMatchObject({
      nickname: 'New Name',
      avatar: expect.stringMatching(/^http:\/\/localhost(:80)?\/mock-images\/u\/user-000001\.png$/),
    });
    const other = await login(mock.app, 'second@example.com');
    expect((await info(other)).nickname).not.toBe('New Name');
  });

  it('refuses an empty or too long (over 255) nickname and no token, changing nothing', async () => {
    const before = await info();
    expect(await answer(client(mock.app, mock.token).api.user.edit({ body: { nickname: '   ', avatar: before.avatar } }))).toMatchObject({
      code: 400,
      message: 'nickname: User name cannot be empty',
    });
    expect(
      await answer(client(mock.app, mock.token).api.user.edit({ body: { nickname: 'x'.repeat(256), avatar: before.avatar } })),
    ).toMatchObject({
      code: 400,
      message: 'nickname: This value is too long',
    });
    expect((await answer(client(mock.app).api.user.edit({ body: { nickname: 'A', avatar: 'b' } }))).code).toBe(401);
    expect(await info()).toEqual(before);
  });
});

describe('real wire: user', () => {
  it('takes a nickname up to 255 characters, as UserEditRequest does (the web asks for less)', async () => {
    const { avatar } = await info();
    expect(await answer(client(mock.app, mock.token).api.user.edit({ body: { nickname: 'n'.repeat(255), avatar } }))).toMatchObject({
      code: 200,
    });
    expect((await info()).nickname).toBe('n'.repeat(255));
  });
});

describe('password change', () => {
  it('sends a code to the own email, changes the password with it, and ends the other sessions only', async () => {
    const otherSession = await login(mock.app);
    expect(await answer(client(mock.app, mock.token).api.user.emailPasswordCode())).toMatchObject({ code: 200, data: true });
    const code = await latestCode(mock.app, 'shopper@example.com');
    const wrong = await answer(
      client(mock.app, mock.token).api.user.emailUpdatePassword({
        body: { newPassword: 'N3w-Passw0rd', passwordAgain: 'N3w-Passw0rd', captcha: code === '000000' ? '111111' : '000000' },
      }),
    );
    expect(wrong).toMatchObject({ code: 500, message: 'The verification code is incorrect' });
    const mismatch = await answer(
      client(mock.app, mock.token).api.user.emailUpdatePassword({
        body: { newPassword: 'N3w-Passw0rd', passwordAgain: 'other', captcha: code },
      }),
    );
    expect(mismatch).toMatchObject({ code: 400, message: 'passwordAgain: The two passwords do not match' });
    const done = await answer(
      client(mock.app, mock.token).api.user.emailUpdatePassword({
        body: { newPassword: 'N3w-Passw0rd', passwordAgain: 'N3w-Passw0rd', captcha: code },
      }),
    );
    expect(done).toMatchObject({ code: 200, message: 'Password changed successfully' });
    expect((await answer(client(mock.app, mock.token).api.user.info())).code).toBe(200);
    expect((await answer(client(mock.app, otherSession).api.user.info())).code).toBe(401);
    expect((await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'N3w-Passw0rd' } }))).code).toBe(
      200,
    );
    // The code works once.
    const again = await answer(
      client(mock.app, mock.token).api.user.emailUpdatePassword({
        body: { newPassword: 'An0ther-Pass', passwordAgain: 'An0ther-Pass', captcha: code },
      }),
    );
    expect(again.code).toBe(500);
  });

  it('sends a code to the own phone and waits 60 s before another', async () => {
    expect((await answer(client(mock.app, mock.token).api.user.phonePasswordCode())).code).toBe(200);
    expect(await latestCode(mock.app, '13800138000')).toMatch(/^\d{6}$/);
    const soon = await answer(client(mock.app, mock.token).api.user.phonePasswordCode());
    expect(soon.code).toBe(500);
    expect(soon.message).toMatch(/wait/);
    expect((await answer(client(mock.app).api.user.phonePasswordCode())).code).toBe(401);
  });

  it('changes the password with the code sent to the own phone', async () => {
    expect((await answer(client(mock.app, mock.token).api.user.phonePasswordCode())).code).toBe(200);
    const code = await latestCode(mock.app, '13800138000');
    const body = { newPassword: 'Ph0ne-Passw0rd', passwordAgain: 'Ph0ne-Passw0rd', captcha: code };
    expect((await answer(client(mock.app).api.user.phoneUpdatePassword({ body }))).code).toBe(401);
    expect(await answer(client(mock.app, mock.token).api.user.phoneUpdatePassword({ body }))).toMatchObject({
      code: 200,
      message: 'Password changed successfully',
    });
    expect(
      (await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'Ph0ne-Passw0rd' } }))).code,
    ).toBe(200);
  });
});
