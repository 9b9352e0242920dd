import { beforeEach, describe, expect, it } from 'vitest';
import { answer, client, latestCode, login, raw, records, useMockApp, type Answer } from '../test-support';

/**
 * Concurrent requests through Fastify's inject: each runs up to its first await (a password hash, a db write)
 * before the next starts, which is where a check-then-write section would let several through.
 */
const mock = useMockApp({ each: 'reset' });
beforeEach(async () => {
  await answer(client(mock.app).mock.setClock({ body: { now: '2026-06-01T00:00:00Z' } }));
});

const codes = (answers: Answer[]): number[] => answers.map((a) => a.code);
const successes = (answers: Answer[]): number => answers.filter((a) => a.code === 200).length;
const usersWithEmail = async (email: string) =>
  (await records(mock.app, 'users')).filter((u) => u.email?.toLowerCase() === email && u.userType !== 'tourist');
const codesOff = () =>
  answer(client(mock.app).mock.patchRecord({ params: { collection: 'settings', id: 1 }, body: { captchaOpen: false } }));

describe('single-use codes under concurrency', () => {
  it('20 concurrent register/email with one code create one account', async () => {
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'race@example.com' }));
    const code = await latestCode(mock.app, 'race@example.com');
    const all = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(client(mock.app).api.auth.registerEmail({ body: { email: 'race@example.com', captcha: code, password: 'Secur3!pass' } })),
      ),
    );
    expect(successes(all), JSON.stringify(codes(all))).toBe(1);
    expect(all.filter((a) => a.code !== 200).every((a) => a.code === 500)).toBe(true);
    expect(await usersWithEmail('race@example.com')).toHaveLength(1);
  });

  it('case variants of one email, concurrently, with one code or with codes off, make one account', async () => {
    const variants = ['Case@Example.com', 'case@example.com', 'CASE@EXAMPLE.COM', ' case@example.COM '];
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'CaSe@example.com' }));
    const code = await latestCode(mock.app, 'case@example.com');
    const withCode = await Promise.all(
      variants.map((email) => answer(client(mock.app).api.auth.registerEmail({ body: { email, captcha: code, password: 'Secur3!pass' } }))),
    );
    expect(successes(withCode), JSON.stringify(codes(withCode))).toBe(1);
    const stored = await usersWithEmail('case@example.com');
    expect(stored.map((u) => u.email)).toEqual(['case@example.com']);

    await codesOff();
    const other = variants.map((email) => email.replace(/case/i, 'nocode'));
    const noCode = await Promise.all(
      other.map((email) => answer(client(mock.app).api.auth.registerEmail({ body: { email, password: 'Secur3!pass' } }))),
    );
    expect(successes(noCode), JSON.stringify(noCode.map((a) => a.message))).toBe(1);
    expect(await usersWithEmail('nocode@example.com')).toHaveLength(1);
    // The one account signs in with any case of its email.
    expect((await answer(client(mock.app).api.auth.email({ body: { email: 'NoCode@Example.COM', password: 'Secur3!pass' } }))).code).toBe(
      200,
    );
  });

  it('10 concurrent reset/password with one code: one succeeds', async () => {
    await answer(raw(mock.app, 'auth.forgetPassword', { body: 'shopper@example.com' }));
    const code = await latestCode(mock.app, 'shopper@example.com');
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        answer(
          client(mock.app).api.auth.resetPassword({
            body: { email: 'shopper@example.com', captcha: code, newPassword: `N3w!pass${i}`, passwordAgain: `N3w!pass${i}` },
          }),
        ),
      ),
    );
    expect(successes(all), JSON.stringify(codes(all))).toBe(1);
  });

  it('register/mobile and mobile/captcha: one code, one account', async () => {
    await answer(raw(mock.app, 'auth.sendCode', { body: { phone: '13300133000', countryCode: '86' } }));
    const code = await latestCode(mock.app, '13300133000');
    const registered = await Promise.all(
      Array.from({ length: 10 }, () =>
        answer(
          client(mock.app).api.auth.registerMobile({ body: { phone: '13300133000', countryCode: '86', captcha: code, password: 'x1' } }),
        ),
      ),
    );
    expect(successes(registered)).toBe(1);

    await answer(raw(mock.app, 'auth.sendCode', { body: { phone: '13200132000', countryCode: '86' } }));
    const signInCode = await latestCode(mock.app, '13200132000');
    const signedIn = await Promise.all(
      Array.from({ length: 10 }, () =>
        answer(client(mock.app).api.auth.mobileCaptcha({ body: { phone: '13200132000', countryCode: '86', captcha: signInCode } })),
      ),
    );
    expect(successes(signedIn)).toBe(1);
    const phones = (await records(mock.app, 'users')).filter((u) => u.phone === '13300133000' || u.phone === '13200132000');
    expect(phones).toHaveLength(2);
  });

  it('register/mobile with codes off: one account per number', async () => {
    await codesOff();
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        answer(client(mock.app).api.auth.registerMobile({ body: { phone: '13100131000', countryCode: '+86', password: 'x1' } })),
      ),
    );
    expect(successes(all)).toBe(1);
    expect(all.filter((a) => a.code !== 200).map((a) => a.message)).toEqual(Array(9).fill('This phone number is already registered'));
  });

  it('a password change code works once', async () => {
    const token = await login(mock.app);
    await answer(client(mock.app, token).api.user.emailPasswordCode());
    const code = await latestCode(mock.app, 'shopper@example.com');
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        answer(
          client(mock.app, token).api.user.emailUpdatePassword({
            body: { captcha: code, newPassword: `N3w!pass${i}`, passwordAgain: `N3w!pass${i}` },
          }),
        ),
      ),
    );
    expect(successes(all), JSON.stringify(all.map((a) => a.message))).toBe(1);
  });
});

describe('sign-in throttle under concurrency', () => {
  it('60 concurrent wrong passwords: 10 are judged, 50 are refused by the throttle before any hash', async () => {
    const all = await Promise.all(
      Array.from({ length: 60 }, () =>
        answer(client(mock.app).api.auth.email({ body: { email: 'shopper@example.com', password: 'wrong' } })),
      ),
    );
    const messages = all.map((a) => a.message);
    expect(messages.filter((m) => m === 'Incorrect account or password')).toHaveLength(10);
    expect(messages.filter((m) => /^Too many failed sign-in attempts/.test(m))).toHaveLength(50);
    // The right password is refused too until the minute is up.
    expect(
      (await answer(client(mock.app).api.auth.email({ body: { email: 'Shopper@Example.com', password: 'Passw0rd!' } }))).message,
    ).toMatch(/^Too many failed/);
  });

  it('counts phone sign-ins the same way', async () => {
    const all = await Promise.all(
      Array.from({ length: 15 }, () =>
        answer(client(mock.app).api.auth.mobilePassword({ body: { phone: '13800138000', countryCode: 86, password: 'wrong' } })),
      ),
    );
    expect(all.filter((a) => a.message === 'Incorrect account or password')).toHaveLength(10);
  });
});

describe('accounts created concurrently', () => {
  it('10 concurrent first Google sign-ins of one email make one account', async () => {
    const all = await Promise.all(
      Array.from({ length: 10 }, () => answer(raw(mock.app, 'auth.google', { body: 'mock-google:g.race@example.com:G Race' }))),
    );
    expect(successes(all)).toBe(10);
    expect(new Set(all.map((a) => (a.data as { uid: number }).uid)).size).toBe(1);
  });

  it('concurrent guest sign-ins each get their own account and id', async () => {
    const all = await Promise.all(
      Array.from({ length: 8 }, () => answer(client(mock.app).api.auth.registerVisitor({ body: { email: 'guest@example.com' } }))),
    );
    expect(successes(all)).toBe(8);
    expect(new Set(all.map((a) => a.data.uid)).size).toBe(8);
    expect(new Set(all.map((a) => a.data.identity)).size).toBe(8);
  });
});
