import { type LoginResponse } from '@contract';
import { type RecordOf } from '../db/schema';
import { type MockState } from '../state';
import { formatDateTime } from './dates';
import { businessError } from './errors';
import { throttleMessage } from './throttle';

type User = RecordOf<'users'>;
export const WRONG_CREDENTIALS = 'Incorrect account or password';

/**
 * One account per email, matched trimmed and case-insensitively (the real backend's MySQL collation ignores case):
 * every lookup, code and throttle key and every stored email goes through this.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account an email signs in to. Guest (tourist) records do not count: the real backend creates a new one at
 * every guest sign-in and never finds one by its email (docs/backend-wire.md, Guest sign-in).
 */
export function findByEmail(state: MockState, email: string): User | undefined {
  const wanted = normaliseEmail(email);
  return state.db.find('users', (u) => u.userType !== 'tourist' && u.email !== null && normaliseEmail(u.email) === wanted);
}

/** The account a phone number signs in to; guest records do not count (as findByEmail). */
export function findByPhone(state: MockState, countryCode: string, phone: string): User | undefined {
  return state.db.find('users', (u) => u.userType !== 'tourist' && u.phone === phone && (u.countryCode ?? '86') === countryCode);
}

export function newPasswordHash(state: MockState, password: string): Promise<string> {
  return state.platform.hashPassword(password, state.platform.randomBytes(16));
}

/**
 * Password sign-in with the wrong-password throttle (10 failures a minute per account key). The attempt is
 * counted before the hash is checked, in the same synchronous step as the throttle's check, so concurrent wrong
 * passwords cannot all slip past it; a success clears the key. Unknown accounts and wrong passwords give the same
 * message and count the same, so the answer reveals nothing.
 */
export async function checkPassword(state: MockState, key: string, user: User | undefined, password: string): Promise<User> {
  const wait = state.throttle.attempt(key, state.now());
  if (wait > 0) throw businessError(throttleMessage(wait));
  if (!user || !(await state.platform.verifyPassword(password, user.passwordHash))) throw businessError(WRONG_CREDENTIALS);
  state.throttle.reset(key);
  return user;
}

export async function createUser(state: MockState, values: Partial<User> & Pick<User, 'userType'>): Promise<User> {
  const id = state.db.nextId('users');
  return state.db.insert('users', {
    nickname: values.nickname ?? `User${String(id).padStart(4, '0')}`,
    avatar: values.avatar ?? `/mock-images/avatar/u${id}.svg`,
    email: values.email ?? null,
    phone: values.phone ?? null,
    countryCode: values.countryCode ?? null,
    passwordHash: values.passwordHash ?? null,
    userType: values.userType,
    identity: values.identity ?? null,
    integral: 0,
    experience: 0,
    facebookId: values.facebookId ?? null,
    googleSub: values.googleSub ?? null,
    twitterId: values.twitterId ?? null,
    createTime: formatDateTime(state.now()),
  });
}

export function startSession(state: MockState, user: User, type: 'login' | 'register'): LoginResponse {
  const session = state.sessions.create(user.id, state.now());
  return {
    token: session.token,
    type,
    key: null,
    uid: user.id,
    nikeName: user.nickname,
    phone: user.phone,
    email: user.email,
    identity: user.identity,
    userType: user.userType,
  };
}

/** Mock Google idToken: `mock-google:<email>:<name>` (the name may contain colons). */
export function parseMockGoogleToken(token: string): { email: string; name: string } | null {
  const m = /^mock-google:([^:\s]+@[^:\s]+\.[^:\s]+):(.+)$/.exec(token.trim());
  if (!m || !m[1] || !m[2]) return null;
  return { email: m[1].toLowerCase(), name: m[2].trim().slice(0, 60) };
}

export function sendOutbox(state: MockState, channel: 'email' | 'sms', to: string, subject: string, code: string): void {
  state.outbox.push({
    channel,
    to,
    subject,
    text: `${subject}: ${code}. It expires in 5 minutes. If you did not ask for it, ignore this ${channel === 'sms' ? 'SMS' : 'email'}.`,
    code,
    sentAt: new Date(state.now()).toISOString(),
  });
}
