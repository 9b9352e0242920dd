import { MINUTE } from './dates';
import { ExpiringMap } from './expiring-map';

/** At most this many account keys are watched; past it the least recently failed go (mock-server/README.md, Bounds). */
export const MAX_THROTTLE_KEYS = 10_000;

/**
 * Wrong-password throttle: at most `limit` failures per key within a sliding window. A key's record lives as long
 * as its newest failure is in the window (on the mock clock).
 */
export class Throttle {
  private readonly failures: ExpiringMap<number[]>;

  constructor(
    readonly limit = 10,
    readonly windowMs = MINUTE,
    maxKeys = MAX_THROTTLE_KEYS,
  ) {
    this.failures = new ExpiringMap(maxKeys);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key, now) ?? []).filter((t) => now - t < this.windowMs);
  }

  /** Seconds until the next try is allowed, or 0 when allowed now. */
  retryAfter(key: string, now: number): number {
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    const oldest = list[list.length - this.limit] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  fail(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list, now + this.windowMs, now);
  }

  /**
   * One sign-in attempt, counted as a failure before the password is even checked (a success then calls `reset`),
   * in one synchronous step: of concurrent attempts, no more than `limit` a window get to the check. Answers 0 when
   * the attempt may go on, else the seconds to wait (nothing counted).
   */
  attempt(key: string, now: number): number {
    const wait = this.retryAfter(key, now);
    if (wait === 0) this.fail(key, now);
    return wait;
  }

  /** Every key's recent failures, for a snapshot (core/snapshots.ts). */
  dump(): { key: string; failures: number[]; expiresAt: number }[] {
    return this.failures.dump().map(([key, failures, expiresAt]) => ({ key, failures: [...failures], expiresAt }));
  }

  load(saved: readonly { key: string; failures: readonly number[]; expiresAt: number }[]): void {
    this.failures.load(saved.map((t) => [t.key, [...t.failures], t.expiresAt] as const));
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** How many keys are watched (for the bound's test). */
  get size(): number {
    return this.failures.size;
  }

  clear(): void {
    this.failures.clear();
  }
}

export const throttleMessage = (seconds: number): string => `Too many failed sign-in attempts, please try again in ${seconds} seconds`;
