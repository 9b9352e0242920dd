import { beforeEach, describe, expect, it } from 'vitest';
import { absolute, answer, client, latestCode, login, raw, records, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'reset' });
beforeEach(async () => {
  await answer(client(mock.app).mock.setClock({ body: { now: '2026-06-01T00:00:00Z' } }));
});

const usersDump = async () => await records(mock.app, 'users');

describe('email and phone password sign-in', () => {
  it('signs in by email and returns the LoginResponse', async () => {
    const res = await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'Passw0rd!' } }));
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect(res.data).toMatchObject({ uid: 1, nikeName: 'Demo Shopper', email: 'shopper@example.com', type: 'login', userType: 'email' });
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('signs in by phone with "+86" or 86', async () => {
    const a = await answer(
      client(mock.app).api.auth.mobilePassword({ body: { phone: '13800138000', countryCode: '+86', password: 'Passw0rd!' } }),
    );
    const b = await answer(
      client(mock.app).api.auth.mobilePassword({ body: { phone: '13800138000', countryCode: 86, password: 'Passw0rd!' } }),
    );
    expect([a.code, b.code]).toEqual([200, 200]);
  });

  it('answers the same message for a wrong password and an unknown account', async () => {
    const wrong = await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'nope' } }));
    const unknown = await answer(client(mock.app).api.auth.email({ body: { email: 'ghost@example.com', password: 'nope' } }));
    expect(wrong).toMatchObject({ status: 200, code: 500, message: 'Incorrect account or password' });
    expect(unknown.message).toBe(wrong.message);
  });

  it('throttles after 10 wrong passwords a minute, even the right one, until the minute passes', async () => {
    for (let i = 0; i < 10; i += 1)
      await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'bad' } }));
    const blocked = await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'Passw0rd!' } }));
    expect(blocked.code).toBe(500);
    expect(blocked.message).toMatch(/Too many failed sign-in attempts, please try again in \d+ seconds/);
    // Another account is not affected.
    expect((await answer(client(mock.app).api.auth.email({ body: { email: 'second@example.com', password: 'Passw0rd!' } }))).code).toBe(
      200,
    );
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 61_000 } }));
    expect((await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'Passw0rd!' } }))).code).toBe(
      200,
    );
  });

  it('names the field on bad input and changes nothing', async () => {
    const before = await usersDump();
    expect(await answer(client(mock.app).api.auth.email({ body: { email: 'not-an-email', password: 'x' } }))).toMatchObject({
      status: 200,
      code: 400,
      message: 'email: Please enter a valid email address',
    });
    expect((await answer(raw(mock.app, 'auth.email', { body: { email: 'a@b.co' } }))).message).toBe('password: This field is required');
    expect(
      (await answer(client(mock.app).api.auth.mobilePassword({ body: { phone: 'abc', countryCode: '+86', password: 'x' } }))).message,
    ).toBe('phone: Please enter a valid phone number');
    expect(await answer(raw(mock.app, 'auth.email', { body: '{"email":' }))).toMatchObject({
      code: 400,
      message: 'Malformed JSON body',
    });
    expect((await answer(raw(mock.app, 'auth.email', { body: { email: 42, password: 'x' } }))).message).toMatch(/^email: /);
    expect(await usersDump()).toEqual(before);
  });
});

describe('registration by email', () => {
  it('email/captcha takes a bare string (raw or JSON-quoted), then register/email signs in', async () => {
    const bare = await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'new@example.com' }));
    expect(bare).toMatchObject({ code: 200, message: 'Sent successfully' });
    const code = await latestCode(mock.app, 'new@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const reg = await answer(
      client(mock.app).api.auth.registerEmail({ body: { email: 'new@example.com', captcha: code, password: 'Secur3!pass' } }),
    );
    expect(reg).toMatchObject({ code: 200, data: { type: 'register' } });
    expect((await answer(client(mock.app, reg.data.token).api.user.info())).data).toMatchObject({ email: 'new@example.com' });
    // Single use.
    const again = await answer(
      client(mock.app).api.auth.registerEmail({ body: { email: 'new@example.com', captcha: code, password: 'Secur3!pass' } }),
    );
    expect(again.code).toBe(500);
    expect((await answer(raw(mock.app, 'auth.emailCaptcha', { body: '"other@example.com"' }))).code).toBe(200);
  });

  it('refuses a registered email, a bad email and a blank password', async () => {
    expect(await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'shopper@example.com' }))).toMatchObject({
      code: 500,
      message: 'This email is already registered',
    });
    expect(await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'nope' }))).toMatchObject({
      code: 400,
      message: 'email: Please enter a valid email address',
    });
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'blank@example.com' }));
    const code = await latestCode(mock.app, 'blank@example.com');
    for (const password of ['', '   ']) {
      const blank = await answer(
        client(mock.app).api.auth.registerEmail({ body: { email: 'blank@example.com', captcha: code, password } }),
      );
      expect(blank, JSON.stringify(password)).toMatchObject({ code: 400, message: expect.stringMatching(/^password: /) });
    }
    expect(
      (
        await answer(
          client(mock.app).api.auth.registerEmail({ body: { email: 'blank@example.com', captcha: code, password: 'p'.repeat(65) } }),
        )
      ).message,
    ).toBe('password: This value is too long');
  });

  it('accepts a weak but non-blank password, as the real backend (its strength check is commented out)', async () => {
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'weak@example.com' }));
    const code = await latestCode(mock.app, 'weak@example.com');
    const weak = await answer(
      client(mock.app).api.auth.registerEmail({ body: { email: 'weak@example.com', captcha: code, password: 'password' } }),
    );
    expect(weak).toMatchObject({ code: 200, data: { type: 'register' } });
    expect((await answer(client(mock.app).api.auth.email({ body: { email: 'weak@example.com', password: 'password' } }))).code).toBe(200);
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'tiny@example.com' }));
    const tiny = await answer(
      client(mock.app).api.auth.registerEmail({
        body: { email: 'tiny@example.com', captcha: await latestCode(mock.app, 'tiny@example.com'), password: '1' },
      }),
    );
    expect(tiny.code).toBe(200);
  });

  it('refuses a resend within 60 s, allows it after', async () => {
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'wait@example.com' }));
    expect((await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'wait@example.com' }))).message).toMatch(/Please wait \d+ seconds/);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 60_000 } }));
    expect((await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'wait@example.com' }))).code).toBe(200);
  });

  it('codes expire after 5 minutes and die after 5 wrong tries', async () => {
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'late@example.com' }));
    const code = await latestCode(mock.app, 'late@example.com');
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 5 * 60_000 } }));
    expect(
      (
        await answer(
          client(mock.app).api.auth.registerEmail({ body: { email: 'late@example.com', captcha: code, password: 'Secur3!pass' } }),
        )
      ).message,
    ).toMatch(/expired/);

    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'guess@example.com' }));
    const real = await latestCode(mock.app, 'guess@example.com');
    const wrong = real === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await answer(
        client(mock.app).api.auth.registerEmail({ body: { email: 'guess@example.com', captcha: wrong, password: 'Secur3!pass' } }),
      );
    expect(
      (
        await answer(
          client(mock.app).api.auth.registerEmail({ body: { email: 'guess@example.com', captcha: real, password: 'Secur3!pass' } }),
        )
      ).code,
    ).toBe(500);
  });
});

describe('registration codes switch (getCaptchaOpen)', () => {
  it('requires the code while codes are on, naming the field, and creates nobody', async () => {
    const before = await usersDump();
    expect(
      await answer(client(mock.app).api.auth.registerEmail({ body: { email: 'nocode@example.com', password: 'Secur3!pass' } })),
    ).toMatchObject({
      code: 400,
      message: 'captcha: Please enter the verification code',
    });
    expect(
      await answer(
        client(mock.app).api.auth.registerMobile({ body: { phone: '13700137000', countryCode: '+86', password: 'Secur3!pass' } }),
      ),
    ).toMatchObject({ code: 400 });
    expect(await usersDump()).toEqual(before);
  });

  it('registers without a code once codes are switched off', async () => {
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'settings', id: 1 }, body: { captchaOpen: false } }));
    expect((await answer(client(mock.app).api.auth.captchaOpen())).data).toBe(false);
    const byEmail = await answer(
      client(mock.app).api.auth.registerEmail({ body: { email: 'nocode@example.com', password: 'Secur3!pass' } }),
    );
    expect(byEmail).toMatchObject({ code: 200, data: { type: 'register' } });
    const byPhone = await answer(
      client(mock.app).api.auth.registerMobile({ body: { phone: '13700137000', countryCode: '+86', password: 'Secur3!pass' } }),
    );
    expect(byPhone.code).toBe(200);
  });
});

describe('SMS codes', () => {
  it('sendCode accepts multipart/form-data with "+86"', async () => {
    const boundary = '----mockboundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="phone"',
      '',
      '13700137000',
      `--${boundary}`,
      'Content-Disposition: form-data; name="countryCode"',
      '',
      '+86',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await raw(mock.app, 'auth.sendCode', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: payload,
    });
    expect(res.json()).toMatchObject({ code: 200, message: 'Sent successfully' });
    const code = await latestCode(mock.app, '13700137000');
    const reg = await answer(
      client(mock.app).api.auth.registerMobile({
        body: { phone: '13700137000', countryCode: '86', captcha: code, password: 'Secur3!pass' },
      }),
    );
    expect(reg).toMatchObject({ code: 200, data: { type: 'register' } });
  });

  it('sendCode accepts urlencoded and query parameters', async () => {
    const form = await raw(mock.app, 'auth.sendCode', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'phone=13600136000&countryCode=%2B86',
    });
    expect(form.json()).toMatchObject({ code: 200 });
    const query = await raw(mock.app, 'auth.sendCode', { query: { phone: '13500135000', countryCode: '86' } });
    expect(query.json()).toMatchObject({ code: 200 });
    const bad = await raw(mock.app, 'auth.sendCode', { query: { phone: '', countryCode: '86' } });
    expect(bad.json()).toMatchObject({ code: 400, message: 'phone: Please enter your phone number' });
  });

  it('register/mobile takes a weak but non-blank password too', async () => {
    await answer(raw(mock.app, 'auth.sendCode', { body: { phone: '13300133000', countryCode: '86' } }));
    const code = await latestCode(mock.app, '13300133000');
    expect(
      (
        await answer(
          client(mock.app).api.auth.registerMobile({ body: { phone: '13300133000', countryCode: '86', captcha: code, password: ' ' } }),
        )
      ).message,
    ).toMatch(/^password: /);
    const reg = await answer(
      client(mock.app).api.auth.registerMobile({ body: { phone: '13300133000', countryCode: '86', captcha: code, password: '123' } }),
    );
    expect(reg).toMatchObject({ code: 200, data: { type: 'register' } });
  });

  it('mobile/captcha signs in an existing phone', async () => {
    await answer(raw(mock.app, 'auth.sendCode', { body: { phone: '13800138000', countryCode: '+86' } }));
    const code = await latestCode(mock.app, '13800138000');
    const res = await answer(
      client(mock.app).api.auth.mobileCaptcha({ body: { phone: '13800138000', countryCode: '+86', captcha: code } }),
    );
    expect(res).toMatchObject({ code: 200, data: { uid: 1, type: 'login' } });
  });

  it('register/mobile refuses a registered phone', async () => {
    const res = await answer(
      client(mock.app).api.auth.registerMobile({
        body: { phone: '13800138000', countryCode: '86', captcha: '123456', password: 'Secur3!pass' },
      }),
    );
    expect(res).toMatchObject({ code: 500, message: 'This phone number is already registered' });
  });
});

describe('forgot and reset password', () => {
  it('sends a reset code, resets the password, kills old sessions', async () => {
    const oldToken = await login(mock.app);
    expect((await answer(raw(mock.app, 'auth.forgetPassword', { body: 'shopper@example.com' }))).code).toBe(200);
    const code = await latestCode(mock.app, 'shopper@example.com');
    const mismatch = await answer(
      client(mock.app).api.auth.resetPassword({
        body: { email: 'shopper@example.com', captcha: code, newPassword: 'N3w!passw0rd', passwordAgain: 'other' },
      }),
    );
    expect(mismatch).toMatchObject({ code: 400, message: 'passwordAgain: The two passwords do not match' });
    const ok = await answer(
      client(mock.app).api.auth.resetPassword({
        body: { email: 'shopper@example.com', captcha: code, newPassword: 'N3w!passw0rd', passwordAgain: 'N3w!passw0rd' },
      }),
    );
    expect(ok).toMatchObject({ code: 200, message: 'Password reset successfully' });
    expect((await answer(client(mock.app, oldToken).api.auth.tokenIsExist())).data).toBe(false);
    expect((await answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'N3w!passw0rd' } }))).code).toBe(
      200,
    );
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    expect((await answer(raw(mock.app, 'auth.forgetPassword', { body: 'ghost@example.com' }))).code).toBe(200);
    expect((await answer(client(mock.app).mock.outbox({ query: { to: 'ghost@example.com' } }))).data).toEqual([]);
  });
});

describe('session', () => {
  it('token/is/exist answers truthfully; logout revokes; any header case and prefixes work', async () => {
    const token = await login(mock.app);
    expect((await answer(client(mock.app, token).api.auth.tokenIsExist())).data).toBe(true);
    expect((await answer(client(mock.app, 'f'.repeat(32)).api.auth.tokenIsExist())).data).toBe(false);
    expect((await answer(client(mock.app).api.auth.tokenIsExist())).data).toBe(false);
    const upper = await raw(mock.app, 'user.info', { headers: { 'AUTHORI-ZATION': `TOKEN_USER:${token}` } });
    expect(upper.json()).toMatchObject({ code: 200 });
    const bearer = await raw(mock.app, 'user.info', { headers: { Authorization: `Bearer ${token}` } });
    expect(bearer.json()).toMatchObject({ code: 200 });
    expect((await answer(client(mock.app, token).api.auth.logout())).code).toBe(200);
    expect((await answer(client(mock.app, token).api.user.info())).code).toBe(401);
    // Logout without a token is harmless.
    expect((await answer(client(mock.app).api.auth.logout())).code).toBe(200);
  });

  it('401 without a token, with an unknown token and after 24 h idle; use slides the expiry', async () => {
    expect(await answer(client(mock.app).api.user.info())).toMatchObject({ status: 200, code: 401, message: 'Please log in' });
    expect((await answer(client(mock.app, 'unknown').api.user.info())).code).toBe(401);
    const token = await login(mock.app);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 23 * 3600_000 } }));
    expect((await answer(client(mock.app, token).api.user.info())).code).toBe(200);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 23 * 3600_000 } }));
    expect((await answer(client(mock.app, token).api.user.info())).code).toBe(200);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 24 * 3600_000 } }));
    expect((await answer(client(mock.app, token).api.user.info())).code).toBe(401);
  });

  it('serves method info, captcha switch and login picture', async () => {
    expect((await answer(client(mock.app).api.auth.methodInfo())).data).toMatchObject({ visitorOpen: true, facebookOpen: true });
    expect((await answer(client(mock.app).api.auth.captchaOpen())).data).toBe(true);
    // Stored relative, answered absolute on the request's origin.
    expect((await answer(client(mock.app).api.auth.loginPic())).data).toEqual({ loginLeftImage: absolute('/mock-images/misc/login.svg') });
  });
});
