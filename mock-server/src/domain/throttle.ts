import { MINUTE } from './dates';

/** Wrong-password throttle: at most `limit` failures per key within a sliding window. */
export class Throttle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit = 10,
    readonly windowMs = MINUTE,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
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
    this.failures.set(key, list);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  clear(): void {
    this.failures.clear();
  }
}

export const throttleMessage = (seconds: number): string => `Too many failed sign-in attempts, please try again in ${seconds} seconds`;
