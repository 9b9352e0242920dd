import { Db } from './db/db';
import { generateSeed } from './db/seed';
import { type SeedData } from './db/schema';
import { MockClock } from './domain/clock';
import { CodeStore } from './domain/codes';
import { FaultList } from './domain/faults';
import { Outbox } from './domain/outbox';
import { CatalogIndex } from './domain/search';
import { SessionStore } from './domain/sessions';
import { Throttle } from './domain/throttle';
import { type RecordOf } from './db/schema';
import { type StoredUpload } from './domain/uploads';
import { WebOrigins } from './domain/web-origins';

export interface StateOptions {
  seed: number;
  products: number;
  clock?: string | undefined;
}

/** Everything the mock knows: the db and the in-memory services around it. Routes get this object. */
export class MockState {
  readonly db = new Db();
  readonly clock: MockClock;
  readonly sessions = new SessionStore();
  readonly codes = new CodeStore();
  readonly throttle = new Throttle();
  readonly outbox = new Outbox();
  readonly faults = new FaultList();
  /** Uploaded images by file name (in memory: a reset or a restart forgets them). */
  readonly uploads = new Map<string, StoredUpload>();
  uploadCount = 0;
  /** MOCK_PUBLIC_URL (routes/kit.ts publicBase); undefined: each request's own origin. */
  publicUrl: string | undefined = undefined;
  /** Where the consent and pay pages may send a browser back (set by buildServer). */
  webOrigins = new WebOrigins();
  seed: number;
  readonly productCount: number;
  private catalog: { version: string; index: CatalogIndex<RecordOf<'products'>> } | null = null;
  private readonly seedCache = new Map<number, string>();

  constructor(options: StateOptions) {
    this.seed = options.seed;
    this.productCount = options.products;
    this.clock = new MockClock(options.clock ?? null);
  }

  now(): number {
    return this.clock.now();
  }

  /** Loads the seed (cached as JSON per seed so a reset only re-creates records). */
  async reset(seed: number = this.seed): Promise<void> {
    let data: SeedData;
    if (this.productCount <= 5000) {
      let json = this.seedCache.get(seed);
      if (json === undefined) {
        json = JSON.stringify(generateSeed({ seed, products: this.productCount }));
        this.seedCache.set(seed, json);
      }
      data = JSON.parse(json) as SeedData;
    } else {
      // A large catalog is generated afresh: a cached copy would double the memory.
      data = generateSeed({ seed, products: this.productCount });
    }
    await this.db.load(data, { trusted: this.productCount > 5000 });
    this.seed = seed;
    this.sessions.clear();
    this.codes.clear();
    this.throttle.clear();
    this.outbox.clear();
    this.faults.clear();
    this.uploads.clear();
    this.uploadCount = 0;
    this.catalog = null;
  }

  catalogIndex(): CatalogIndex<RecordOf<'products'>> {
    const version = `${this.db.version('products')}:${this.db.version('categories')}`;
    if (!this.catalog || this.catalog.version !== version) {
      this.catalog = { version, index: new CatalogIndex(this.db.all('products'), this.db.all('categories')) };
    }
    return this.catalog.index;
  }
}
