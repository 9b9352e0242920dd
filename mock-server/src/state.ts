import { Db } from './db/db';
import { generateSeed } from './db/seed';
import { type SeedData } from './db/schema';
import { MockClock } from './domain/clock';
import { CodeStore } from './domain/codes';
import { FaultList } from './domain/faults';
import { JOURNAL_LIMITS, RequestJournal } from './domain/journal';
import { journalQuery } from './core/journal';
import { Outbox } from './domain/outbox';
import { CatalogIndex } from './domain/search';
import { SessionStore } from './domain/sessions';
import { Throttle } from './domain/throttle';
import { collectionNames, type RecordOf } from './db/schema';
import { type Session } from './domain/sessions';
import { type OutboxMessage } from '@contract';
import { UploadStore } from './domain/uploads';
import { WebOrigins } from './domain/web-origins';
import { type Platform } from './core/platform';
import { webPlatform } from './core/platform-web';

/** The snapshot format of toSnapshot and of MOCK_STATE_FILE. */
export interface StateSnapshot {
  version: 1;
  seed: number;
  /** The last journal sequence number the snapshot contains (absent in files of older versions: 0). */
  journalSeq?: number;
  db: SeedData;
  sessions: Session[];
}

export interface StateOptions {
  seed: number;
  /** Node or browser services (core/platform.ts); default: the Web Crypto one. */
  platform?: Platform | undefined;
  products: number;
  clock?: string | undefined;
}

/**
 * Everything a named snapshot holds (core/snapshots.ts): what a reset resets, and the clock. The db is its JSON, so
 * a restore builds fresh records (the live ones are changed in place by writes) and skips validation: the records
 * came from the db or were checked on import.
 */
export interface SavedState {
  seed: number;
  clock: { fixedAt: number | null; offsetMs: number };
  db: string;
  sessions: Session[];
  outbox: OutboxMessage[];
  faults: ReturnType<FaultList['list']>;
  codes: ReturnType<CodeStore['dump']>;
  throttle: ReturnType<Throttle['dump']>;
  uploads: ReturnType<UploadStore['dump']>;
  uploadCount: number;
}

/** How many seeds' JSON a reset keeps. */
const SEED_CACHE_SIZE = 3;

/** Everything the mock knows: the db and the in-memory services around it. Routes get this object. */
export class MockState {
  readonly db = new Db();
  readonly clock: MockClock;
  readonly sessions = new SessionStore();
  readonly codes = new CodeStore();
  readonly throttle = new Throttle();
  readonly outbox = new Outbox();
  readonly faults = new FaultList();
  /** Every /api request and its answer, bounded (domain/journal.ts); a reset empties it, a snapshot does not hold it. */
  readonly journal = new RequestJournal(JOURNAL_LIMITS, journalQuery);
  /** Uploaded images by file name (in memory and bounded: a reset or a restart forgets them). */
  readonly uploads = new UploadStore();
  uploadCount = 0;
  /** MOCK_PUBLIC_URL (routes/kit.ts publicBase); undefined: each request's own origin. */
  publicUrl: string | undefined = undefined;
  /** Where the consent and pay pages may send a browser back (set by buildServer). */
  webOrigins = new WebOrigins();
  seed: number;
  readonly productCount: number;
  readonly platform: Platform;
  private catalog: { version: string; index: CatalogIndex<RecordOf<'products'>> } | null = null;
  private readonly seedCache = new Map<number, string>();
  private readonly changeListeners = new Set<() => void>();

  constructor(options: StateOptions) {
    this.seed = options.seed;
    this.productCount = options.products;
    this.platform = options.platform ?? webPlatform;
    this.clock = new MockClock(options.clock ?? null);
    this.db.onChange(() => this.changed());
    this.sessions.watch(() => this.changed());
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  /**
   * Called after every db write or reload and every sign-in or sign-out (the demo's worker persists then);
   * answers a function that stops it.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** The db and the sessions as JSON: the MOCK_STATE_FILE snapshot format (state-file.ts) without its journal. */
  toSnapshot(journalSeq?: number): string {
    // Built from the db's own JSON dump: no intermediate copy of a large catalog.
    const seq = journalSeq === undefined ? '' : `,"journalSeq":${journalSeq}`;
    return `{"version":1,"seed":${JSON.stringify(this.seed)}${seq},"db":${this.db.dumpJson()},"sessions":${JSON.stringify(this.sessions.dump())}}`;
  }

  /**
   * Loads a snapshot written by toSnapshot (or a state file); throws on an unknown format, leaving the state as
   * it was. Answers the journal sequence the snapshot records (0 when absent).
   */
  async loadSnapshot(json: string): Promise<number> {
    const content = JSON.parse(json) as Partial<StateSnapshot>;
    if (content.version !== 1 || typeof content.db !== 'object' || content.db === null) throw new Error('unknown state file format');
    // A file written before a collection existed lacks it: that collection starts empty instead of the whole
    // file being refused (records are still validated against today's schemas).
    const db = { ...Object.fromEntries(collectionNames.map((name) => [name, []])), ...content.db } as SeedData;
    await this.db.load(db);
    this.sessions.load(Array.isArray(content.sessions) ? content.sessions : []);
    if (typeof content.seed === 'number') this.seed = content.seed;
    this.catalog = null;
    this.changed();
    return typeof content.journalSeq === 'number' ? content.journalSeq : 0;
  }

  now(): number {
    return this.clock.now();
  }

  /** The seeds whose JSON is cached, least recently used first. */
  get cachedSeeds(): number[] {
    return [...this.seedCache.keys()];
  }

  /**
   * Loads the seed (cached as JSON so a reset only re-creates records: the last SEED_CACHE_SIZE seeds used, about
   * 2.3 MB each at 300 products; every seed ever asked for stayed before, mock-server/README.md, Limits).
   */
  async reset(seed: number = this.seed): Promise<void> {
    const data = this.seedData(seed);
    await this.db.load(data, { trusted: this.productCount > 5000 });
    this.seed = seed;
    this.sessions.clear();
    this.codes.clear();
    this.throttle.clear();
    this.outbox.clear();
    this.faults.clear();
    this.uploads.clear();
    this.uploadCount = 0;
    this.journal.clear();
    this.catalog = null;
  }

  /**
   * A fresh copy of a seed's data at this mock's product count (a snapshot file takes unchanged collections from
   * it). Cached as JSON up to 5,000 products: a larger catalog is generated afresh, a cached copy would double the memory.
   */
  seedData(seed: number): SeedData {
    if (this.productCount > 5000) return generateSeed({ seed, products: this.productCount });
    let json = this.seedCache.get(seed);
    if (json === undefined) json = JSON.stringify(generateSeed({ seed, products: this.productCount }));
    // Least recently used first (a Map iterates in insertion order): a hit moves to the end.
    this.seedCache.delete(seed);
    this.seedCache.set(seed, json);
    for (const oldest of this.seedCache.keys()) {
      if (this.seedCache.size <= SEED_CACHE_SIZE) break;
      this.seedCache.delete(oldest);
    }
    return JSON.parse(json) as SeedData;
  }

  /** Everything a reset resets, and the clock, as a named snapshot keeps it (core/snapshots.ts). */
  capture(): SavedState {
    return {
      seed: this.seed,
      clock: this.clock.dump(),
      db: this.db.dumpJson(),
      sessions: this.sessions.dump(),
      outbox: this.outbox.dump(),
      faults: this.faults.list(),
      codes: this.codes.dump(),
      throttle: this.throttle.dump(),
      uploads: this.uploads.dump(),
      uploadCount: this.uploadCount,
    };
  }

  /**
   * Puts back a captured state. Only the db load can fail (it throws before anything changed); the rest cannot.
   * The journal stays. Listeners hear it (MOCK_STATE_FILE writes a new snapshot, the demo persists).
   */
  async restore(saved: SavedState): Promise<void> {
    await this.db.load(JSON.parse(saved.db) as SeedData, { trusted: true });
    this.seed = saved.seed;
    this.sessions.load(saved.sessions);
    this.outbox.load(saved.outbox);
    this.faults.load(saved.faults);
    this.codes.load(saved.codes);
    this.throttle.load(saved.throttle);
    this.uploads.load(saved.uploads);
    this.uploadCount = saved.uploadCount;
    this.clock.load(saved.clock);
    this.catalog = null;
    this.changed();
  }

  catalogIndex(): CatalogIndex<RecordOf<'products'>> {
    const version = `${this.db.version('products')}:${this.db.version('categories')}`;
    if (!this.catalog || this.catalog.version !== version) {
      this.catalog = { version, index: new CatalogIndex(this.db.all('products'), this.db.all('categories')) };
    }
    return this.catalog.index;
  }
}
