/**
 * The mock clock. Real time by default; fixed by MOCK_CLOCK or the control API (`now`), moved by `advanceMs`.
 * Every date, expiry and countdown of the mock reads it, so tests never sleep.
 */
export interface ClockState {
  now: string;
  frozen: boolean;
  offsetMs: number;
}

export class MockClock {
  /** When set, time stands still at this instant (ms). */
  private fixedAt: number | null = null;
  /** Added to real time when not fixed. */
  private offsetMs = 0;
  /** Goes up on every fix, advance or return to real time: a cache of answers that read the clock is valid while it stays. */
  version = 0;
  /** Goes up on every reading: tells the read cache whether an answer depended on the time (core/answer.ts). */
  reads = 0;

  constructor(
    fixed?: string | number | null,
    private readonly realNow: () => number = Date.now,
  ) {
    if (fixed !== undefined && fixed !== null) this.fix(fixed);
  }

  now(): number {
    this.reads += 1;
    return this.fixedAt ?? this.realNow() + this.offsetMs;
  }

  /** The time now without counting a reading (the request journal's stamp must not make an answer look time-dependent). */
  peek(): number {
    return this.fixedAt ?? this.realNow() + this.offsetMs;
  }

  /** What a snapshot keeps of the clock (core/snapshots.ts). */
  dump(): { fixedAt: number | null; offsetMs: number } {
    return { fixedAt: this.fixedAt, offsetMs: this.offsetMs };
  }

  /** Puts back a clock `dump` gave. */
  load(saved: { fixedAt: number | null; offsetMs: number }): void {
    this.fixedAt = saved.fixedAt;
    this.offsetMs = saved.fixedAt === null ? saved.offsetMs : 0;
    this.version += 1;
  }

  /** Time stands still (MOCK_CLOCK or `now`): an answer read from it stays true until the clock is changed. */
  get fixed(): boolean {
    return this.fixedAt !== null;
  }

  nowDate(): Date {
    return new Date(this.now());
  }

  fix(at: string | number): void {
    const ms = typeof at === 'number' ? at : Date.parse(at);
    if (Number.isNaN(ms)) throw new Error(`Invalid clock value: ${String(at)}`);
    this.fixedAt = ms;
    this.offsetMs = 0;
    this.version += 1;
  }

  advance(ms: number): void {
    if (this.fixedAt !== null) this.fixedAt += ms;
    else this.offsetMs += ms;
    this.version += 1;
  }

  real(): void {
    this.fixedAt = null;
    this.offsetMs = 0;
    this.version += 1;
  }

  state(): ClockState {
    const now = this.now();
    return {
      now: new Date(now).toISOString(),
      frozen: this.fixedAt !== null || this.offsetMs !== 0,
      offsetMs: this.fixedAt !== null ? this.fixedAt - this.realNow() : this.offsetMs,
    };
  }
}
