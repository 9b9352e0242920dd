/**
 * A small in-process cache of rendered public pages, keyed by path and query (the locale is the path's prefix),
 * bounded in bytes: the least recently used entries go first. An entry older than `ttlMs` is not served.
 * docs/adr/0019-server-rendering.md.
 */
export interface CachedPage {
  status: number;
  body: string;
}

/**
 * `Page`: what the server keeps per entry (server/page-answer.ts's KeptPage); `bytesOf` says what of it is
 * counted against the bound (its body by default, and the server adds the compressed forms it keeps).
 */
export class PageCache<Page extends CachedPage = CachedPage> {
  private readonly entries = new Map<string, { page: Page; bytes: number; at: number }>();
  private used = 0;

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
    this.used = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.used };
  }
}
