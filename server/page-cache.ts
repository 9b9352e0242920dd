import { createHash } from 'node:crypto';

/**
 * A small in-process cache of rendered public pages, keyed by path and query (the locale is the path's prefix),
 * bounded in bytes: the least recently used entries go first. An entry older than `ttlMs` is not served.
 * When the cache is full of pages still fresh, a page rendered for the first time does not take their place: it is
 * kept when it is rendered again soon after, so a flood of addresses asked for once each (junk queries, unknown ids)
 * cannot empty the cache of the pages shoppers ask for. docs/adr/0019-server-rendering.md, "The page cache".
 */
export interface CachedPage {
  status: number;
  body: string;
}

/**
 * `Page`: what the server keeps per entry (server/page-answer.ts's KeptPage); `bytesOf` says what of it is
 * counted against the bound (its body by default, and the server adds the compressed forms it keeps).
 */
/** How many pages turned away from a full cache are remembered (by a digest of their key, 16 characters each). */
export const REMEMBERED_KEYS = 4096;

export class PageCache<Page extends CachedPage = CachedPage> {
  private readonly entries = new Map<string, { page: Page; bytes: number; at: number }>();
  private used = 0;
  /** Digests of the keys of pages turned away from a full cache, oldest first: asked for again, they are kept. */
  private readonly turnedAway = new Set<string>();

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly bytesOf: (page: Page) => number = (page) => Buffer.byteLength(page.body),
  ) {}

  get(key: string): Page | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > this.ttlMs) {
      this.used -= entry.bytes;
      return undefined;
    }
    // Most recently used last.
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: Page): void {
    const bytes = this.bytesOf(page) + key.length;
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= old.bytes;
    }
    if (this.used + bytes > this.maxBytes) {
      this.dropExpired();
      if (this.used + bytes > this.maxBytes && !this.admit(key)) return;
    }
    while (this.used + bytes > this.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.entries.delete(oldest[0]);
      this.used -= oldest[1].bytes;
    }
    this.entries.set(key, { page, bytes, at: this.now() });
    this.used += bytes;
  }

  clear(): void {
    this.entries.clear();
    this.turnedAway.clear();
    this.used = 0;
  }

  /** Whether a page may take the place of fresh ones: only when it was turned away before (remembered if not). */
  private admit(key: string): boolean {
    const digest = createHash('sha1').update(key).digest('base64url').slice(0, 16);
    if (this.turnedAway.delete(digest)) return true;
    this.turnedAway.add(digest);
    if (this.turnedAway.size > REMEMBERED_KEYS) this.turnedAway.delete(this.turnedAway.values().next().value as string);
    return false;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.at <= this.ttlMs) continue;
      this.entries.delete(key);
      this.used -= entry.bytes;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.used };
  }
}
