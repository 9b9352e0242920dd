import { Collection } from '@msw/data';
import { collectionNames, collectionSchemas, isCollectionName, type CollectionName, type RecordOf, type SeedData } from './schema';

type Collections = { [K in CollectionName]: Collection<(typeof collectionSchemas)[K]> };
type WithId = { id: number };

/**
 * What a write did, for the MOCK_STATE_FILE journal (state-file.ts): `put` carries the whole record after an
 * insert or update, `remove` the ids, `load` says every collection was replaced (a reset).
 */
export type DbChange =
  { op: 'put'; name: CollectionName; record: WithId } | { op: 'remove'; name: CollectionName; ids: number[] } | { op: 'load' };

/**
 * Takes one change back exactly: the former record objects in their former places, the former next id (a load:
 * the former collections). Undone in the reverse order of the changes, they give the db as it was before them
 * (state-file.ts rolls back the changes it could not write). No listener hears it.
 */
export type DbUndo = () => void;

type Listener = (name: CollectionName | null, change: DbChange, undo: DbUndo) => void;

/**
 * The mock's data: one @msw/data Collection per resource, plus lazily rebuilt id indexes (a linear
 * findFirst over 500k SKUs per request would be too slow). Every write goes through this class so the
 * indexes and the change listeners stay right.
 */
export class Db {
  private collections: Collections;
  private readonly versions = new Map<CollectionName, number>();
  private readonly idIndexes = new Map<CollectionName, { version: number; map: Map<number, unknown> }>();
  private readonly nextIds = new Map<CollectionName, number>();
  private readonly listeners = new Set<Listener>();
  private writes = 0;

  constructor() {
    this.collections = Db.emptyCollections();
  }

  private static emptyCollections(): Collections {
    const out: Partial<Record<CollectionName, unknown>> = {};
    for (const name of collectionNames) out[name] = new Collection({ schema: collectionSchemas[name] });
    return out as Collections;
  }

  /**
   * Replaces every collection's content. Records are validated against the schemas unless `trusted` (a large
   * generated seed: the same generator is validated at the default size, and skipping the copy halves the
   * memory churn of a 100k catalog). Files and edits are always validated.
   */
  async load(data: SeedData, options: { trusted?: boolean } = {}): Promise<void> {
    const previous = this.collections;
    const previousIds = new Map(this.nextIds);
    const fresh = Db.emptyCollections();
    for (const name of collectionNames) {
      const collection = fresh[name] as unknown as Collection<(typeof collectionSchemas)[CollectionName]>;
      await bulkInsert(collection, collectionSchemas[name], data[name] as unknown[], name, options.trusted ?? false);
    }
    this.collections = fresh;
    for (const name of collectionNames) {
      this.bump(name);
      const max = (data[name] as WithId[]).reduce((m, r) => Math.max(m, r.id), 0);
      this.nextIds.set(name, max + 1);
    }
    const undo = () => {
      this.collections = previous;
      this.nextIds.clear();
      for (const [name, next] of previousIds) this.nextIds.set(name, next);
      for (const name of collectionNames) this.bump(name);
    };
    for (const listener of this.listeners) listener(null, { op: 'load' }, undo);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  version(name: CollectionName): number {
    return this.versions.get(name) ?? 0;
  }

  /** Goes up on every write and every load: a cache of answers built from the db is valid while it stays. */
  get generation(): number {
    return this.writes;
  }

  private bump(name: CollectionName): void {
    this.versions.set(name, this.version(name) + 1);
    this.writes += 1;
  }

  private changed(name: CollectionName, change: DbChange, undo: () => void): void {
    this.bump(name);
    const undoAndBump = () => {
      undo();
      this.bump(name);
    };
    for (const listener of this.listeners) listener(name, change, undoAndBump);
  }

  all<K extends CollectionName>(name: K): readonly RecordOf<K>[] {
    return this.collections[name].all() as unknown as RecordOf<K>[];
  }

  byId<K extends CollectionName>(name: K, id: number): RecordOf<K> | undefined {
    let index = this.idIndexes.get(name);
    if (!index || index.version !== this.version(name)) {
      const map = new Map<number, unknown>();
      for (const record of this.all(name)) map.set((record as WithId).id, record);
      index = { version: this.version(name), map };
      this.idIndexes.set(name, index);
    }
    return index.map.get(id) as RecordOf<K> | undefined;
  }

  find<K extends CollectionName>(name: K, predicate: (record: RecordOf<K>) => boolean): RecordOf<K> | undefined {
    return this.all(name).find(predicate);
  }

  filter<K extends CollectionName>(name: K, predicate: (record: RecordOf<K>) => boolean): RecordOf<K>[] {
    return this.all(name).filter(predicate);
  }

  nextId(name: CollectionName): number {
    return this.nextIds.get(name) ?? 1;
  }

  async insert<K extends CollectionName>(name: K, values: Omit<RecordOf<K>, 'id'>): Promise<RecordOf<K>> {
    const id = this.nextId(name);
    // Taken before the first await: concurrent inserts get distinct ids (a refused record leaves a gap).
    this.nextIds.set(name, id + 1);
    const collection = this.collections[name] as unknown as Collection<(typeof collectionSchemas)[K]>;
    const record = (await collection.create({ ...values, id } as never)) as unknown as RecordOf<K>;
    this.changed(name, { op: 'put', name, record: record as unknown as WithId }, () => {
      const live = liveRecords(collection);
      const at = live.indexOf(record as unknown as WithId);
      if (at !== -1) live.splice(at, 1);
      // Give the id back only when no later insert has taken the next one.
      if (this.nextIds.get(name) === id + 1) this.nextIds.set(name, id);
    });
    return record;
  }

  /** Applies a change to one record; the result is validated against the schema (throws when invalid). */
  async update<K extends CollectionName>(name: K, id: number, change: (draft: RecordOf<K>) => void): Promise<RecordOf<K>> {
    const current = this.byId(name, id);
    if (!current) throw new Error(`${name} ${id} does not exist`);
    const collection = this.collections[name] as unknown as Collection<(typeof collectionSchemas)[K]>;
    const next = await collection.update(current as never, {
      data(draft) {
        change(draft as unknown as RecordOf<K>);
      },
    });
    // @msw/data builds a new object for the update and leaves the old one as it was: the undo puts it back.
    this.changed(name, { op: 'put', name, record: next as unknown as WithId }, () => {
      const live = liveRecords(collection);
      const at = live.indexOf(next as unknown as WithId);
      if (at !== -1) live[at] = current as unknown as WithId;
    });
    return next as unknown as RecordOf<K>;
  }

  remove<K extends CollectionName>(name: K, ids: readonly number[]): number {
    if (ids.length === 0) return 0;
    const wanted = new Set(ids);
    const collection = this.collections[name] as unknown as Collection<(typeof collectionSchemas)[K]>;
    const live = liveRecords(collection);
    const places: [number, WithId][] = [];
    live.forEach((record, at) => {
      if (wanted.has(record.id)) places.push([at, record]);
    });
    const removed = collection.deleteMany((q) => q.where((record) => wanted.has((record as unknown as WithId).id)));
    this.changed(name, { op: 'remove', name, ids: [...ids] }, () => {
      // In ascending order, each record goes back where it was.
      for (const [at, record] of places) live.splice(at, 0, record);
    });
    return removed.length;
  }

  /**
   * Replays one journaled change (state-file.ts): a `put` replaces the record with that id in place (keeping the
   * collection's order) or appends it; validated against the schema like any write (throws a one-line message
   * when the name or the record is not valid, leaving the db as it was). No listener hears it.
   */
  async replay(change: Exclude<DbChange, { op: 'load' }>): Promise<void> {
    const name = change.name;
    if (!isCollectionName(name)) throw new Error(`unknown collection ${JSON.stringify(String(name)).slice(0, 60)}`);
    if (change.op === 'put') {
      // Checked here so a record that does not fit is one line (@msw/data would print the issues on the console).
      const checked = collectionSchemas[name].safeParse(change.record);
      if (!checked.success) {
        const issues = checked.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`);
        throw new Error(`${name} record ${String(change.record.id)} does not match the schema (${issues.join('; ')})`);
      }
    }
    const collection = this.collections[name] as unknown as Collection<(typeof collectionSchemas)[CollectionName]>;
    if (change.op === 'remove') {
      const wanted = new Set(change.ids);
      collection.deleteMany((q) => q.where((record) => wanted.has((record as unknown as WithId).id)));
    } else {
      const record = change.record as Record<string, unknown> & WithId;
      const current = this.byId(name, record.id);
      if (current) {
        await collection.update(current as never, {
          data(draft) {
            const target = draft as unknown as Record<string, unknown>;
            for (const key of Object.keys(target)) if (!(key in record)) delete target[key];
            Object.assign(target, record);
          },
        });
      } else {
        await collection.create(record as never);
      }
      this.nextIds.set(name, Math.max(this.nextId(name), record.id + 1));
    }
    this.bump(name);
  }

  /** A plain copy of every collection, in a fixed order: the basis of the byte-identical comparison. */
  dump(): SeedData {
    const out: Partial<Record<CollectionName, unknown>> = {};
    for (const name of collectionNames) out[name] = this.all(name);
    return JSON.parse(JSON.stringify(out)) as SeedData;
  }

  dumpJson(): string {
    const out: Partial<Record<CollectionName, unknown>> = {};
    for (const name of collectionNames) out[name] = this.all(name);
    return JSON.stringify(out);
  }
}

/** The array @msw/data keeps a collection's records in (all() answers it itself, with the exact references). */
function liveRecords(collection: { all(): unknown }): WithId[] {
  return collection.all() as WithId[];
}

/**
 * @msw/data has no bulk insert, and create() deep-copies every record before validating it (about 7 s for the
 * 560k records of MOCK_PRODUCTS=100000). The first record goes through create(); the rest are validated with the
 * same schema and appended to the live array all() returns (the library keeps exact references there), carrying
 * the two internal symbols a created record has, so update/delete/queries treat them like any other record.
 * Order is kept: it is part of the byte-identical dump.
 */
async function bulkInsert(
  collection: Collection<(typeof collectionSchemas)[CollectionName]>,
  schema: (typeof collectionSchemas)[CollectionName],
  records: readonly unknown[],
  name: string,
  trusted: boolean,
): Promise<void> {
  const [first, ...rest] = records;
  if (first === undefined) return;
  const created = (await collection.create(first as never)) as object;
  const symbols = Object.getOwnPropertySymbols(created);
  const primaryKey = symbols.find((sym) => sym.description === 'kPrimaryKey');
  const relationMap = symbols.find((sym) => sym.description === 'kRelationMap');
  if (!primaryKey || !relationMap) {
    for (const record of rest) await collection.create(record as never);
    return;
  }
  const target = collection.all() as unknown as object[];
  // No relations are defined on these collections, so one empty relation map can be shared.
  const emptyRelations = new Map();
  for (const record of rest) {
    let value = record as object;
    if (!trusted) {
      const parsed = schema.safeParse(record);
      if (!parsed.success) throw new Error(`${name}: invalid record ${JSON.stringify(record).slice(0, 200)}: ${parsed.error.message}`);
      value = parsed.data as object;
    }
    Object.defineProperty(value, primaryKey, { enumerable: false, configurable: false, value: `${name}:${(value as { id: number }).id}` });
    Object.defineProperty(value, relationMap, { enumerable: false, configurable: false, value: emptyRelations });
    target.push(value);
  }
}
