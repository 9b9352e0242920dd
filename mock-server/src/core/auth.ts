import { randomHex } from '../domain/random';
import { authContract, validationText } from '@contract';
import {
  checkPassword,
  createUser,
  findByEmail,
  findByPhone,
  newPasswordHash,
  normaliseEmail,
  parseMockGoogleToken,
  sendOutbox,
  startSession,
} from '../domain/accounts';
import { MINUTE } from '../domain/dates';
import { badRequest, businessError } from '../domain/errors';
import { ExpiringMap } from '../domain/expiring-map';
import { Serial } from '../domain/serial';
import { type MockState } from '../state';
import { handlers, ok } from './kit';

export const FACEBOOK_UNAVAILABLE = 'facebook login unavailable for the current user';

/** Pending Twitter request tokens of the mock OAuth flow (see /__mock/oauth/twitter). */
export interface TwitterPending {
  secret: string;
  verifier: string | null;
  screenName: string | null;
  createdAt: number;
}

/** A request token lives 15 minutes on the mock clock; at most 1000 wait at once (mock-server/README.md, Bounds). */
export const TWITTER_TOKEN_TTL_MS = 15 * MINUTE;
export const MAX_TWITTER_PENDING = 1000;

/** The pending Twitter sign-ins of one mock (shared by the auth routes and the consent pages). */
export type TwitterRequests = ExpiringMap<TwitterPending>;
export const twitterRequests = (maxEntries = MAX_TWITTER_PENDING): TwitterRequests => new ExpiringMap<TwitterPending>(maxEntries);

const phoneTarget = (countryCode: string, phone: string): string => `${countryCode}-${phone}`;
const EMAIL_TAKEN = 'This email is already registered';
const PHONE_TAKEN = 'This phone number is already registered';

export function authRouter(state: MockState, twitter: TwitterRequests) {
  /**
   * Every find-or-create of an account runs here, one at a time: the account a request looked for cannot be created
   * by a concurrent one between its look-up and its insert (one account per email, phone or social id).
   */
  const accounts = new Serial();
  const settings = () => state.db.byId('settings', 1);
  const codesRequired = () => settings()?.captchaOpen ?? true;
  /** With codes on, a registration without one is bad input naming the field, like any other validation. */
  const requireCode = (captcha: string | undefined): string => {
    if (captcha === undefined) throw badRequest(`captcha: ${validationText.emptyCaptche}`);
    return captcha;
  };

  return handlers(authContract, {
    mobilePassword: async ({ body }) => {
      const user = await checkPassword(
        state,
        `phone:${phoneTarget(body.countryCode, body.phone)}`,
        findByPhone(state, body.countryCode, body.phone),
        body.password,
      );
      return ok(startSession(state, user, 'login'), 'Login successful');
    },
    mobileCaptcha: async ({ body }) => {
      state.codes.take('sms', phoneTarget(body.countryCode, body.phone), body.captcha, state.now());
      return accounts.run(async () => {
        const existing = findByPhone(state, body.countryCode, body.phone);
        if (existing) return ok(startSession(state, existing, 'login'), 'Login successful');
        // Like CRMEB, a code sign-in with an unknown number registers it.
        const user = await createUser(state, { userType: 'phone', phone: body.phone, countryCode: body.countryCode });
        return ok(startSession(state, user, 'register'), 'Registration successful');
      });
    },
    registerMobile: async ({ body }) => {
      if (findByPhone(state, body.countryCode, body.phone)) throw businessError(PHONE_TAKEN);
      // The code is used up before the first await: of concurrent registrations with it, one gets on.
      if (codesRequired()) state.codes.take('sms', phoneTarget(body.countryCode, body.phone), requireCode(body.captcha), state.now());
      const passwordHash = await newPasswordHash(state, body.password);
      return accounts.run(async () => {
        if (findByPhone(state, body.countryCode, body.phone)) throw businessError(PHONE_TAKEN);
        const user = await createUser(state, { userType: 'phone', phone: body.phone, countryCode: body.countryCode, passwordHash });
        return ok(startSession(state, user, 'register'), 'Registration successful');
      });
    },
    sendCode: async ({ body }) => {
      const code = state.codes.issue('sms', phoneTarget(body.countryCode, body.phone), state.now());
      sendOutbox(state, 'sms', body.phone, 'Your verification code', code);
      return ok(null, 'Sent successfully');
    },
    email: async ({ body }) => {
      const email = normaliseEmail(body.email);
      const user = await checkPassword(state, `email:${email}`, findByEmail(state, email), body.password);
      return ok(startSession(state, user, 'login'), 'Login successful');
    },
    registerEmail: async ({ body }) => {
      const email = normaliseEmail(body.email);
      if (findByEmail(state, email)) throw businessError(EMAIL_TAKEN);
      // The code is used up before the first await: of concurrent registrations with it, one gets on.
      if (codesRequired()) state.codes.take('register-email', email, requireCode(body.captcha), state.now());
      const passwordHash = await newPasswordHash(state, body.password);
      return accounts.run(async () => {
        // Without codes, nothing above stops a concurrent registration of the same email: looked up again here.
        if (findByEmail(state, email)) throw businessError(EMAIL_TAKEN);
        const user = await createUser(state, { userType: 'email', email, passwordHash });
        return ok(startSession(state, user, 'register'), 'Registration successful');
      });
    },
    emailCaptcha: async ({ body }) => {
      const email = normaliseEmail(body);
      if (findByEmail(state, email)) throw businessError(EMAIL_TAKEN);
      const code = state.codes.issue('register-email', email, state.now());
      sendOutbox(state, 'email', email, 'Your registration code', code);
      return ok(null, 'Sent successfully');
    },
    forgetPassword: async ({ body }) => {
      const email = normaliseEmail(body);
      // Same answer whether or not the account exists; the code only goes to a registered address.
      state.codes.assertCanSend('reset-email', email, state.now());
      if (findByEmail(state, email)) {
        const code = state.codes.issue('reset-email', email, state.now());
        sendOutbox(state, 'email', email, 'Your password reset code', code);
      }
      return ok(null, 'Sent successfully');
    },
    resetPassword: async ({ body }) => {
      const email = normaliseEmail(body.email);
      // Used up before the first await: of concurrent resets with one code, one changes the password.
      state.codes.take('reset-email', email, body.captcha, state.now());
      const user = findByEmail(state, email);
      if (!user) throw businessError('The verification code has expired, please get a new one');
      const passwordHash = await newPasswordHash(state, body.newPassword);
      await state.db.update('users', user.id, (u) => {
        u.passwordHash = passwordHash;
      });
      state.sessions.revokeUser(user.id);
      return ok(null, 'Password reset successfully');
    },
    registerVisitor: async ({ body }) => {
      if (!settings()?.visitorOpen) throw businessError('Tourist sign-in is not open');
      // Every guest sign-in is a new guest account, as in the real backend (UserServiceImpl.visitorRegister): an
      // email alone never opens an existing account, guest or member (docs/backend-wire.md, Guest sign-in).
      const email = normaliseEmail(body.email);
      const phone = body.phone ? body.phone : null;
      const countryCode = body.countryCode ?? (phone ? '86' : null);
      const user = await createUser(state, {
        userType: 'tourist',
        email,
        phone,
        countryCode,
        nickname: `Guest ${email.split('@')[0] ?? ''}`.slice(0, 40),
        identity: randomHex(16),
      });
      return ok(startSession(state, user, 'register'), 'Login successful');
    },
    facebook: async ({ body }) => {
      const config = settings();
      if (!config?.facebookOpen || config.blockedFacebookIds.includes(body.id)) throw businessError(FACEBOOK_UNAVAILABLE);
      return accounts.run(async () => {
        const existing = state.db.find('users', (u) => u.facebookId === body.id);
        if (existing) return ok(startSession(state, existing, 'login'), 'Login successful');
        const email = body.email && !findByEmail(state, body.email) ? normaliseEmail(body.email) : null;
        const user = await createUser(state, {
          userType: 'facebook',
          facebookId: body.id,
          nickname: body.name,
          avatar: body.picture || undefined,
          email,
        });
        return ok(startSession(state, user, 'register'), 'Login successful');
      });
    },
    google: async ({ body }) => {
      const profile = parseMockGoogleToken(body);
      if (!profile) throw badRequest('idToken: Google sign-in failed: the token is not valid');
      return accounts.run(async () => {
        const existing = state.db.find('users', (u) => u.googleSub === profile.email) ?? findByEmail(state, profile.email);
        if (existing) {
          if (existing.googleSub !== profile.email) {
            await state.db.update('users', existing.id, (u) => {
              u.googleSub = profile.email;
            });
          }
          return ok(startSession(state, existing, 'login'), 'Login successful');
        }
        const user = await createUser(state, {
          userType: 'google',
          googleSub: profile.email,
          email: profile.email,
          nickname: profile.name,
        });
        return ok(startSession(state, user, 'register'), 'Login successful');
      });
    },
    twitterRequestToken: async ({ headers, query }) => {
      // Where the consent page sends the browser back: ?returnTo= (the contract's extension of this query), else the
      // Origin or Referer of this request; without any, the callback path stays relative (same origin via proxy).
      // Only web origins the mock serves count: a foreign Origin or Referer is ignored, a foreign returnTo refused
      // before anything is stored.
      const explicit = state.webOrigins.check(query.returnTo);
      if (explicit.kind === 'refused') throw badRequest('returnTo: Not a web origin of this storefront (see MOCK_WEB_ORIGINS)');
      const returnTo = explicit.kind === 'allowed' ? explicit.origin : webOrigin(state, headers.origin, headers.referer);
      const oauthToken = randomHex(12);
      const oauthTokenSecret = randomHex(12);
      const now = state.now();
      twitter.set(
        oauthToken,
        { secret: oauthTokenSecret, verifier: null, screenName: null, createdAt: now },
        now + TWITTER_TOKEN_TTL_MS,
        now,
      );
      const consent = new URLSearchParams({ oauth_token: oauthToken });
      if (returnTo) consent.set('return_to', returnTo);
      return ok({
        oauthToken,
        oauthTokenSecret,
        oauthCallbackConfirmed: true,
        authorizationURL: `/__mock/oauth/twitter?${consent.toString()}`,
      });
    },
    twitter: async ({ body }) => {
      // The token secret is required and must match, as the real backend signs the access-token request with it:
      // only the browser that asked for the request token holds it, so a callback link someone else authorised
      // cannot sign this browser in (login CSRF; docs/backend-wire.md, Social sign-in).
      const pending = twitter.get(body.oauthToken, state.now());
      if (
        !pending ||
        !pending.verifier ||
        pending.verifier !== body.oauthVerifier ||
        !pending.screenName ||
        body.oauthTokenSecret !== pending.secret
      ) {
        throw businessError('Twitter sign-in failed, please try again');
      }
      // Used up before the first await: a replay of the same callback fails.
      twitter.delete(body.oauthToken);
      const screenName = pending.screenName;
      return accounts.run(async () => {
        const existing = state.db.find('users', (u) => u.twitterId === screenName);
        if (existing) return ok(startSession(state, existing, 'login'), 'Login successful');
        const user = await createUser(state, { userType: 'twitter', twitterId: screenName, nickname: `@${screenName}` });
        return ok(startSession(state, user, 'register'), 'Login successful');
      });
    },
    methodInfo: async () => {
      const c = settings();
      return ok({
        twitterOpen: c?.twitterOpen ?? false,
        googleOpen: c?.googleOpen ?? false,
        facebookOpen: c?.facebookOpen ?? false,
        googleClientId: c?.googleClientId ?? null,
        facebookAppId: c?.facebookAppId ?? null,
        visitorOpen: c?.visitorOpen ?? false,
        agreement: c?.agreement ?? null,
      });
    },
    tokenIsExist: async ({ session }) => ok(session !== null),
    logout: async ({ session }) => {
      // Public like every /login/** route: a missing or dead token is not an error.
      if (session) state.sessions.revoke(session.token);
      return ok(null, 'Logout successful');
    },
    captchaOpen: async () => ok(settings()?.captchaOpen ?? true),
    loginPic: async () => ok({ loginLeftImage: settings()?.loginLeftImage ?? '/mock-images/misc/login.svg' }),
  });
}

/**
 * The web origin to return to after a mock consent or pay page: the Origin header, else the Referer's origin,
 * when it is one of the web origins the mock serves (state.webOrigins); a foreign one is ignored.
 */
export function webOrigin(state: MockState, origin: string | undefined, referer: string | undefined): string | null {
  return state.webOrigins.fromHeaders(origin, referer);
}
