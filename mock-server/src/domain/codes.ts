import { randomInt } from './random';
import { businessError } from './errors';
import { MINUTE } from './dates';
import { ExpiringMap } from './expiring-map';

/** Verification codes: 6 digits, 5 minutes, single use, dead after 5 wrong tries, no resend within 60 s. */
export const CODE_TTL_MS = 5 * MINUTE;
export const RESEND_MS = 60_000;
export const MAX_WRONG = 5;
/** At most this many live codes, and as many resend marks, are kept; past it the oldest go (mock-server/README.md, Bounds). */
export const MAX_CODES = 10_000;

export type CodePurpose = 'register-email' | 'reset-email' | 'sms' | 'settle-email' | 'password-email' | 'password-sms';

interface Entry {
  code: string;
  wrong: number;
}

export const codeMessages = {
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
  missing: 'The verification code has expired, please get a new one',
  wrong: 'The verification code is incorrect',
  tooMany: 'Too many wrong attempts, please get a new code',
} as const;

export class CodeStore {
  /** Live codes, each until its 5 minutes are up. */
  private readonly entries: ExpiringMap<Entry>;
  /** When a code last went to a key, kept for the 60 s in which a resend is refused. */
  private readonly lastSent: ExpiringMap<number>;

  constructor(
    private readonly generate: () => string = () => String(randomInt(1_000_000)).padStart(6, '0'),
    maxEntries = MAX_CODES,
  ) {
    this.entries = new ExpiringMap(maxEntries);
    this.lastSent = new ExpiringMap(maxEntries);
  }

  /** Email targets are matched trimmed and case-insensitively, like the accounts (domain/accounts.ts normaliseEmail). */
  private key(purpose: CodePurpose, target: string): string {
    return `${purpose}:${target.trim().toLowerCase()}`;
  }

  /** Throws when a code for this target was sent less than 60 s ago. Does not change anything. */
  assertCanSend(purpose: CodePurpose, target: string, now: number): void {
    const last = this.lastSent.get(this.key(purpose, target), now);
    if (last !== undefined && now - last < RESEND_MS) {
      throw businessError(codeMessages.tooSoon(Math.ceil((RESEND_MS - (now - last)) / 1000)));
    }
  }

  issue(purpose: CodePurpose, target: string, now: number): string {
    this.assertCanSend(purpose, target, now);
    const code = this.generate();
    const key = this.key(purpose, target);
    this.entries.set(key, { code, wrong: 0 }, now + CODE_TTL_MS, now);
    this.lastSent.set(key, now, now + RESEND_MS, now);
    return code;
  }

  /**
   * Checks a code without using it up; a wrong code counts as a try (the 5th kills the code). Only for a request
   * that still refuses for other reasons before it writes: it must `take` the code in the same synchronous step as
   * its write starts (no await between), else concurrent requests could all pass with one code.
   */
  check(purpose: CodePurpose, target: string, code: string, now: number): void {
    this.verify(purpose, target, code, now);
  }

  /**
   * Checks a code and uses it up in one synchronous step, so of concurrent requests with one code exactly one gets
   * past it: call it before the request's first await. A wrong code counts as a try.
   */
  take(purpose: CodePurpose, target: string, code: string, now: number): void {
    this.entries.delete(this.verify(purpose, target, code, now));
  }

  private verify(purpose: CodePurpose, target: string, code: string, now: number): string {
    const key = this.key(purpose, target);
    const entry = this.entries.get(key, now);
    if (!entry) throw businessError(codeMessages.missing);
    if (entry.code !== code) {
      entry.wrong += 1;
      if (entry.wrong >= MAX_WRONG) {
        this.entries.delete(key);
        throw businessError(codeMessages.tooMany);
      }
      throw businessError(codeMessages.wrong);
    }
    return key;
  }

  /** How many codes and resend marks are held (for the bounds' tests). */
  get size(): { codes: number; resendMarks: number } {
    return { codes: this.entries.size, resendMarks: this.lastSent.size };
  }

  /** The live codes and resend marks, for a snapshot (core/snapshots.ts). */
  dump(): {
    codes: { key: string; code: string; wrong: number; expiresAt: number }[];
    resendMarks: { key: string; sentAt: number; expiresAt: number }[];
  } {
    return {
      codes: this.entries.dump().map(([key, entry, expiresAt]) => ({ key, code: entry.code, wrong: entry.wrong, expiresAt })),
      resendMarks: this.lastSent.dump().map(([key, sentAt, expiresAt]) => ({ key, sentAt, expiresAt })),
    };
  }

  load(saved: ReturnType<CodeStore['dump']>): void {
    this.entries.load(saved.codes.map((c) => [c.key, { code: c.code, wrong: c.wrong }, c.expiresAt] as const));
    this.lastSent.load(saved.resendMarks.map((m) => [m.key, m.sentAt, m.expiresAt] as const));
  }

  clear(): void {
    this.entries.clear();
    this.lastSent.clear();
  }
}
