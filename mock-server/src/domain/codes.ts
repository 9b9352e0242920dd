import { randomInt } from './random';
import { businessError } from './errors';
import { MINUTE } from './dates';

/** Verification codes: 6 digits, 5 minutes, single use, dead after 5 wrong tries, no resend within 60 s. */
export const CODE_TTL_MS = 5 * MINUTE;
export const RESEND_MS = 60_000;
export const MAX_WRONG = 5;

export type CodePurpose = 'register-email' | 'reset-email' | 'sms' | 'settle-email' | 'password-email' | 'password-sms';

interface Entry {
  code: string;
  sentAt: number;
  wrong: number;
}

export const codeMessages = {
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
  missing: 'The verification code has expired, please get a new one',
  wrong: 'The verification code is incorrect',
  tooMany: 'Too many wrong attempts, please get a new code',
} as const;

export class CodeStore {
  private readonly entries = new Map<string, Entry>();
  private readonly lastSent = new Map<string, number>();

  constructor(private readonly generate: () => string = () => String(randomInt(1_000_000)).padStart(6, '0')) {}

  private key(purpose: CodePurpose, target: string): string {
    return `${purpose}:${target.toLowerCase()}`;
  }

  /** Throws when a code for this target was sent less than 60 s ago. Does not change anything. */
  assertCanSend(purpose: CodePurpose, target: string, now: number): void {
    const last = this.lastSent.get(this.key(purpose, target));
    if (last !== undefined && now - last < RESEND_MS) {
      throw businessError(codeMessages.tooSoon(Math.ceil((RESEND_MS - (now - last)) / 1000)));
    }
  }

  issue(purpose: CodePurpose, target: string, now: number): string {
    this.assertCanSend(purpose, target, now);
    const code = this.generate();
    const key = this.key(purpose, target);
    this.entries.set(key, { code, sentAt: now, wrong: 0 });
    this.lastSent.set(key, now);
    return code;
  }

  /**
   * Checks a code without consuming it; a wrong code counts as a try (the 5th kills the code).
   * Call `consume` once the whole request is known to succeed.
   */
  check(purpose: CodePurpose, target: string, code: string, now: number): void {
    const key = this.key(purpose, target);
    const entry = this.entries.get(key);
    if (!entry || now - entry.sentAt >= CODE_TTL_MS) {
      this.entries.delete(key);
      throw businessError(codeMessages.missing);
    }
    if (entry.code !== code) {
      entry.wrong += 1;
      if (entry.wrong >= MAX_WRONG) {
        this.entries.delete(key);
        throw businessError(codeMessages.tooMany);
      }
      throw businessError(codeMessages.wrong);
    }
  }

  consume(purpose: CodePurpose, target: string): void {
    this.entries.delete(this.key(purpose, target));
  }

  clear(): void {
    this.entries.clear();
    this.lastSent.clear();
  }
}
