import { type JournalEntry } from '@contract';
import { Glob } from './faults';

/**
 * The request journal (mock-server/README.md, "Request journal"): every /api request the mock answered and its
 * answer, newest kept, bounded by entries and by characters. Bodies and queries arrive redacted (core/journal.ts).
 */
export interface JournalLimits {
  /** Entries kept; past it the oldest go. */
  entries: number;
  /** Characters kept in all (bodies, queries, paths, messages, notes); past it the oldest go. */
  chars: number;
  /** A body's JSON longer than this is cut to it (a string) and marked `bodyTruncated`. */
  bodyChars: number;
  /** Notes per entry, and characters per note. */
  notes: number;
  noteChars: number;
}

export const JOURNAL_LIMITS: Readonly<JournalLimits> = {
  entries: 1000,
  chars: 2 * 1024 * 1024,
  bodyChars: 8192,
  notes: 20,
  noteChars: 500,
};

/** What the core records of one exchange; the journal gives it its id. */
export interface JournalRecord {
  /** Mock clock, ms. */
  at: number;
  method: string;
  path: string;
  /** The query as sent (`?a=1&b=2`, or ''): parsed and redacted only when listed (a read-cache hit stays cheap). */
  search: string;
  /** The redacted body (null: none). */
  body: unknown;
  status: number;
  code: number | null;
  message: string | null;
  durationMs: number;
}

interface Stored {
  id: number;
  at: number;
  method: string;
  path: string;
  search: string;
  body: unknown;
  bodyTruncated: boolean;
  /** The body's JSON, for body matches (lower case). */
  bodyText: string;
  status: number;
  code: number | null;
  message: string | null;
  durationMs: number;
  notes: string[] | undefined;
  chars: number;
}

export interface JournalFilter {
  method?: string | undefined;
  /** A path glob (domain/faults.ts Glob). */
  path?: string | undefined;
  /** `key=value` or a substring (JournalQuerySchema). */
  body?: string | undefined;
  /** An entry id or an ISO time. */
  since?: string | undefined;
  limit: number;
}

/** Fixed cost of an entry besides its texts, in characters (its numbers, field names and the object). */
const ENTRY_OVERHEAD = 120;

const KEY_VALUE = /^([A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+)*)=(.*)$/s;

/** A value as `key=value` compares it: strings as they are, anything else as its JSON. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Whether a property named `key` anywhere in `value` (at most 20 levels deep) holds `wanted`. */
function hasKeyValue(value: unknown, key: string, wanted: string, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 20) return false;
  if (Array.isArray(value)) return value.some((item) => hasKeyValue(item, key, wanted, depth + 1));
  for (const [name, item] of Object.entries(value)) {
    if (name === key && asText(item) === wanted) return true;
    if (hasKeyValue(item, key, wanted, depth + 1)) return true;
  }
  return false;
}

/** The value at a dotted path from the top of `value` (array items by index). */
function atPath(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A test of an entry's body: `key=value` (a dotted key from the top) or a case-insensitive substring. */
function bodyMatcher(match: string): (entry: Stored) => boolean {
  const pair = KEY_VALUE.exec(match);
  if (pair) {
    const key = pair[1] ?? '';
    const wanted = pair[2] ?? '';
    if (key.includes('.')) {
      const path = key.split('.');
      return (entry) => {
        const found = atPath(entry.body, path);
        return found !== undefined && asText(found) === wanted;
      };
    }
    return (entry) => hasKeyValue(entry.body, key, wanted);
  }
  const needle = match.toLowerCase();
  return (entry) => entry.bodyText.includes(needle);
}

export class RequestJournal {
  /** Oldest first, from `start` on (the entries before it are dropped; the array is cut back in batches). */
  private entries: (Stored | undefined)[] = [];
  private start = 0;
  private chars = 0;
  /** Ids are never reused while the mock runs (a clear or a reset keeps counting): a reader polling with `since` misses nothing. */
  private nextId = 1;

  /**
   * `readQuery` turns a query as sent into the listed object, secrets redacted (core/journal.ts journalQuery, which
   * MockState gives; the default keeps the raw parameters, for tests of the bounds).
   */
  constructor(
    readonly limits: Readonly<JournalLimits> = JOURNAL_LIMITS,
    private readonly readQuery: (search: string) => Record<string, string | string[]> = (search) =>
      Object.fromEntries(new URLSearchParams(search)),
  ) {}

  get size(): number {
    return this.entries.length - this.start;
  }

  /** Characters kept (the bound's test). */
  get keptChars(): number {
    return this.chars;
  }

  /** Keeps one exchange; answers its id. The oldest entries go while the bounds are exceeded. */
  record(record: JournalRecord): number {
    let bodyText = record.body === null || record.body === undefined ? '' : (JSON.stringify(record.body) ?? '');
    let body = record.body ?? null;
    let bodyTruncated = false;
    if (bodyText.length > this.limits.bodyChars) {
      bodyText = bodyText.slice(0, this.limits.bodyChars);
      body = bodyText;
      bodyTruncated = true;
    }
    const chars = ENTRY_OVERHEAD + record.path.length + record.search.length + bodyText.length + (record.message?.length ?? 0);
    const id = this.nextId;
    this.nextId += 1;
    this.entries.push({
      id,
      at: record.at,
      method: record.method,
      path: record.path,
      search: record.search,
      body,
      bodyTruncated,
      bodyText: bodyText.toLowerCase(),
      status: record.status,
      code: record.code,
      message: record.message,
      durationMs: record.durationMs,
      notes: undefined,
      chars,
    });
    this.chars += chars;
    this.trim();
    return id;
  }

  /**
   * Adds a note to an entry (what another part of the mock saw about that exchange, e.g. a contract drift). At
   * most 20 notes of 500 characters per entry; answers false when the entry is no longer kept or is full.
   */
  annotate(id: number, note: string): boolean {
    const entry = this.find(id);
    if (!entry) return false;
    const notes = (entry.notes ??= []);
    if (notes.length >= this.limits.notes) return false;
    const text = note.slice(0, this.limits.noteChars);
    notes.push(text);
    entry.chars += text.length;
    this.chars += text.length;
    this.trim();
    return true;
  }

  /** The matching entries, newest first, at most `limit`, and how many match in all. The glob is checked first (400 when too long). */
  list(filter: JournalFilter): { total: number; list: JournalEntry[] } {
    const glob = filter.path === undefined ? null : new Glob(filter.path);
    const method = filter.method?.toUpperCase();
    const body = filter.body === undefined ? null : bodyMatcher(filter.body);
    let afterId = 0;
    let fromMs = Number.NEGATIVE_INFINITY;
    if (filter.since !== undefined) {
      if (/^\d+$/.test(filter.since)) afterId = Number(filter.since);
      else fromMs = Date.parse(filter.since);
    }
    const list: JournalEntry[] = [];
    let total = 0;
    for (let i = this.entries.length - 1; i >= this.start; i -= 1) {
      const entry = this.entries[i];
      if (!entry) continue;
      // Ids and times only go up along the list (the clock may be set back: times are checked one by one).
      if (entry.id <= afterId) break;
      if (entry.at < fromMs) continue;
      if (method !== undefined && method !== '*' && entry.method !== method) continue;
      if (glob && !glob.test(entry.path)) continue;
      if (body && !body(entry)) continue;
      total += 1;
      if (list.length < filter.limit) list.push(this.view(entry));
    }
    return { total, list };
  }

  clear(): void {
    this.entries = [];
    this.start = 0;
    this.chars = 0;
  }

  private find(id: number): Stored | undefined {
    // Ids go up along the list: a binary search.
    let low = this.start;
    let high = this.entries.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const entry = this.entries[mid];
      if (!entry) return undefined;
      if (entry.id === id) return entry;
      if (entry.id < id) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  private trim(): void {
    const limits = this.limits;
    // The newest entry always stays, whatever its size.
    while (this.entries.length - this.start > 1 && (this.entries.length - this.start > limits.entries || this.chars > limits.chars)) {
      this.chars -= this.entries[this.start]?.chars ?? 0;
      this.entries[this.start] = undefined;
      this.start += 1;
    }
    // Cut the dropped slots off once they are as many as the bound: one copy per 1,000 requests, not one per request.
    if (this.start >= limits.entries) {
      this.entries = this.entries.slice(this.start);
      this.start = 0;
    }
  }

  private view(entry: Stored): JournalEntry {
    return {
      id: entry.id,
      at: new Date(entry.at).toISOString(),
      method: entry.method,
      path: entry.path,
      query: this.readQuery(entry.search),
      body: entry.body,
      bodyTruncated: entry.bodyTruncated,
      status: entry.status,
      code: entry.code,
      message: entry.message,
      durationMs: entry.durationMs,
      ...(entry.notes ? { notes: [...entry.notes] } : {}),
    };
  }
}
