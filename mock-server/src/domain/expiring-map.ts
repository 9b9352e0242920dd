/**
 * A map whose entries expire on the mock clock and whose size is capped, for the mock's in-memory auth records
 * (sessions, sent codes, the sign-in throttle, pending Twitter sign-ins; mock-server/README.md, Bounds): without
 * it, only a reset would ever empty them.
 *
 * Entries are kept oldest-written first (writing one again makes it the newest). Every write first sweeps the
 * expired entries at the old end, then, while the map is over `maxEntries`, evicts the oldest live ones. With one
 * lifetime per map the old end is also the soonest to expire, so the sweep costs nothing in the usual case; an
 * entry the sweep does not reach (the clock was set back) is dropped when read, or evicted by the cap.
 */
export class ExpiringMap<V> {
  private readonly slots = new Map<string, { value: V; expiresAt: number }>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error('ExpiringMap: maxEntries must be a positive integer');
  }

  get size(): number {
    return this.slots.size;
  }

  /** The live value of a key; an expired one is dropped. */
  get(key: string, now: number): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= now) {
      this.slots.delete(key);
      return undefined;
    }
    return slot.value;
  }

  /** The value of a key, expired or not, without dropping it (to take a removal back exactly). */
  peek(key: string): V | undefined {
    return this.slots.get(key)?.value;
  }

  /**
   * Keeps `value` under `key` until `expiresAt` (it becomes the newest entry). Answers the entries it removed to
   * stay within bounds: expired ones swept and live ones evicted, oldest first.
   */
  set(key: string, value: V, expiresAt: number, now: number): Array<[string, V]> {
    this.slots.delete(key);
    this.slots.set(key, { value, expiresAt });
    const removed: Array<[string, V]> = [];
    for (const [oldest, slot] of this.slots) {
      if (oldest === key) break;
      if (slot.expiresAt > now && this.slots.size <= this.maxEntries) break;
      this.slots.delete(oldest);
      removed.push([oldest, slot.value]);
    }
    return removed;
  }

  delete(key: string): boolean {
    return this.slots.delete(key);
  }

  clear(): void {
    this.slots.clear();
  }

  /** Every entry with its expiry, oldest first (a snapshot, core/snapshots.ts). */
  dump(): Array<[string, V, number]> {
    return [...this.slots].map(([key, slot]) => [key, slot.value, slot.expiresAt]);
  }

  /** Replaces the entries with those `dump` gave, in their order (no sweep: a load knows no "now"). */
  load(entries: ReadonlyArray<readonly [string, V, number]>): void {
    this.slots.clear();
    for (const [key, value, expiresAt] of entries) this.set(key, value, expiresAt, Number.NEGATIVE_INFINITY);
  }

  /** Every entry, expired or not, oldest first (a snapshot: the map may be changed while walking it). */
  entries(): Array<[string, V]> {
    return [...this.slots].map(([key, slot]) => [key, slot.value]);
  }
}
