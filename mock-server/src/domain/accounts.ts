import { type LoginResponse } from '@contract';
import { type RecordOf } from '../db/schema';
import { type MockState } from '../state';
import { formatDateTime } from './dates';
import { businessError } from './errors';
import { throttleMessage } from './throttle';

type User = RecordOf<'users'>;
export const WRONG_CREDENTIALS = 'Incorrect account or password';

export function findByEmail(state: MockState, email: string): User | undefined {
  const wanted = email.trim().toLowerCase();
  return state.db.find('users', (u) => u.email?.toLowerCase() === wanted);
}

export function findByPhone(state: MockState, countryCode: string, phone: string): User | undefined {
  return state.db.find('users', (u) => u.phone === phone && (u.countryCode ?? '86') === countryCode);
}

export function newPasswordHash(state: MockState, password: string): Promise<string> {
  return state.platform.hashPassword(password, state.platform.randomBytes(16));
}

/**
 * Password sign-in with the wrong-password throttle (10 failures a minute per account key). Unknown accounts
 * and wrong passwords give the same message and count the same, so the answer reveals nothing.
 */
export async function checkPassword(state: MockState, key: string, user: User | undefined, password: string): Promise<User> {
  const now = state.now();
  const wait = state.throttle.retryAfter(key, now);
  if (wait > 0) throw businessError(throttleMessage(wait));
  if (!user || !(await state.platform.verifyPassword(password, user.passwordHash))) {
    state.throttle.fail(key, now);
    throw businessError(WRONG_CREDENTIALS);
  }
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
