import { UPLOAD_IMAGE_MAX_BYTES, type mockControlContract, type SnapshotFile, type SnapshotInfo } from '@contract';
import { type ZodIssue } from 'zod';
import { generateSeed } from '../db/seed';
import { collectionNames, collectionSchemas, isCollectionName, type CollectionName, type SeedData } from '../db/schema';
import { badRequest, notFound } from '../domain/errors';
import { sniffImage, UPLOAD_LIMITS } from '../domain/uploads';
import { issueText } from '../domain/validation';
import { type MockState, type SavedState } from '../state';
import { ok, type Handlers } from './kit';

/**
 * Named snapshots (mock-server/README.md, "Snapshots"): the whole state (what a reset resets, and the clock)
 * saved under a name, restored, listed, deleted, written to a file and read from one. Kept in memory by the core,
 * so they work in the zero-server demo too; a reset keeps them (a suite saves once and restores per test).
 */
export interface SnapshotLimits {
  /** Snapshots kept at once; saving one more is refused until one is deleted (none is dropped silently). */
  count: number;
  /** Their size in all, in characters of JSON (uploaded images by their bytes). */
  chars: number;
}

export const SNAPSHOT_LIMITS: Readonly<SnapshotLimits> = { count: 20, chars: 128 * 1024 * 1024 };

interface Kept {
  info: SnapshotInfo;
  saved: SavedState;
}

/** A snapshot's size as counted against the limit. */
function sizeOf(saved: SavedState): number {
  const { db, uploads, ...rest } = saved;
  return db.length + JSON.stringify(rest).length + uploads.reduce((sum, u) => sum + u.bytes.length, 0);
}

const MB = 1024 * 1024;
const mb = (chars: number) => `${Math.round((chars / MB) * 10) / 10} MB`;

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `field: text` for a record's zod issue, the field named from the top of the file (`db.products.3.price`). */
const recordIssue = (prefix: string, issue: ZodIssue | undefined): string =>
  `${[prefix, ...(issue?.path ?? [])].join('.')}: ${issue ? issueText(issue) : 'This value is not valid'}`;

/**
 * Each collection's records as a restore keeps them (the collection's schema output, which fixes the key order),
 * as JSON: what an export compares with the seed to leave unchanged collections out.
 */
function canonical(name: CollectionName, records: readonly unknown[]): string {
  const schema = collectionSchemas[name];
  return JSON.stringify(records.map((record) => schema.parse(record) as unknown));
}

/** The file of a saved state: collections exactly as the seed makes them are named in `fromSeed`, not written. */
function toFile(
  state: MockState,
  info: SnapshotInfo,
  saved: SavedState,
  seedCanon: (seed: number) => Map<CollectionName, string>,
): SnapshotFile {
  const data = JSON.parse(saved.db) as SeedData;
  const seed = seedCanon(saved.seed);
  const db: Record<string, Record<string, unknown>[]> = {};
  const fromSeed: string[] = [];
  for (const name of collectionNames) {
    const records = data[name] as Record<string, unknown>[];
    if (seed.get(name) === canonical(name, records)) fromSeed.push(name);
    else db[name] = records;
  }
  return {
    format: 'mock-snapshot',
    version: 1,
    name: info.name,
    savedAt: info.savedAt,
    seed: saved.seed,
    products: state.productCount,
    fromSeed,
    clock: { fixedAt: saved.clock.fixedAt === null ? null : new Date(saved.clock.fixedAt).toISOString(), offsetMs: saved.clock.offsetMs },
    db,
    sessions: saved.sessions,
    outbox: saved.outbox,
    faults: saved.faults,
    codes: saved.codes.codes,
    resendMarks: saved.codes.resendMarks,
    throttle: saved.throttle,
    uploads: saved.uploads.map((u) => ({ name: u.name, mime: u.mime as 'image/png', caller: u.caller, base64: toBase64(u.bytes) })),
    uploadCount: saved.uploadCount,
  };
}

/**
 * A file's state, every record checked against its collection's schema: a refusal is code 400 naming the field
 * from the top of the file (`db.products.3.price: ...`), and nothing is kept.
 */
function fromFile(state: MockState, file: SnapshotFile): SavedState {
  const fromSeed = new Set<CollectionName>();
  for (const [i, name] of file.fromSeed.entries()) {
    if (!isCollectionName(name)) throw badRequest(`fromSeed.${i}: Unknown collection ${JSON.stringify(name.slice(0, 60))}`);
    if (name in file.db) throw badRequest(`fromSeed.${i}: ${name} is also in db`);
    fromSeed.add(name);
  }
  for (const name of Object.keys(file.db)) {
    if (!isCollectionName(name)) throw badRequest(`db.${name.slice(0, 60)}: Unknown collection`);
  }
  const seedData: SeedData | null =
    fromSeed.size === 0
      ? null
      : file.products === state.productCount
        ? state.seedData(file.seed)
        : generateSeed({ seed: file.seed, products: file.products });
  const data: Partial<Record<CollectionName, unknown[]>> = {};
  for (const name of collectionNames) {
    if (fromSeed.has(name) && seedData) {
      data[name] = (seedData[name] as unknown[]).map((record) => collectionSchemas[name].parse(record) as unknown);
      continue;
    }
    const records = file.db[name] ?? [];
    const schema = collectionSchemas[name];
    const ids = new Set<number>();
    data[name] = records.map((record, i) => {
      const parsed = schema.safeParse(record);
      if (!parsed.success) throw badRequest(recordIssue(`db.${name}.${i}`, parsed.error.issues[0]));
      const id = (parsed.data as { id: number }).id;
      if (ids.has(id)) throw badRequest(`db.${name}.${i}.id: Another record has the id ${id}`);
      ids.add(id);
      return parsed.data as unknown;
    });
  }
  const fixedAt = file.clock.fixedAt === null ? null : Date.parse(file.clock.fixedAt);
  let uploadBytes = 0;
  const uploads = file.uploads.map((upload, i) => {
    const bytes = fromBase64(upload.base64);
    if (bytes.length === 0 || bytes.length > UPLOAD_IMAGE_MAX_BYTES)
      throw badRequest(`uploads.${i}.base64: An image of 1 byte to ${UPLOAD_IMAGE_MAX_BYTES / MB} MB`);
    if (sniffImage(bytes)?.mime !== upload.mime) throw badRequest(`uploads.${i}.base64: Not a ${upload.mime} image`);
    uploadBytes += bytes.length;
    return { name: upload.name, mime: upload.mime, caller: upload.caller, bytes };
  });
  if (uploads.length > UPLOAD_LIMITS.count || uploadBytes > UPLOAD_LIMITS.bytes)
    throw badRequest(`uploads: At most ${UPLOAD_LIMITS.count} images of ${mb(UPLOAD_LIMITS.bytes)} in all`);
  return {
    seed: file.seed,
    clock: { fixedAt, offsetMs: fixedAt === null ? file.clock.offsetMs : 0 },
    db: JSON.stringify(Object.fromEntries(collectionNames.map((name) => [name, data[name] ?? []]))),
    sessions: file.sessions,
    outbox: file.outbox,
    faults: file.faults,
    codes: { codes: file.codes, resendMarks: file.resendMarks },
    throttle: file.throttle,
    uploads,
    uploadCount: file.uploadCount,
  };
}

type SnapshotRoutes = Pick<
  Handlers<typeof mockControlContract>,
  'listSnapshots' | 'saveSnapshot' | 'restoreSnapshot' | 'deleteSnapshot' | 'exportSnapshot' | 'importSnapshot'
>;

/** The snapshot control routes over a state; `onRestore` runs after a restore (the core forgets pending Twitter sign-ins, as on a reset). */
export function snapshotControls(
  state: MockState,
  onRestore: () => void,
  limits: Readonly<SnapshotLimits> = SNAPSHOT_LIMITS,
): SnapshotRoutes {
  const kept = new Map<string, Kept>();
  let seedCanon: { seed: number; collections: Map<CollectionName, string> } | null = null;
  const canonFor = (seed: number): Map<CollectionName, string> => {
    if (seedCanon?.seed !== seed) {
      const data = state.seedData(seed);
      seedCanon = { seed, collections: new Map(collectionNames.map((name) => [name, canonical(name, data[name] as unknown[])])) };
    }
    return seedCanon.collections;
  };
  const find = (name: string): Kept => {
    const found = kept.get(name);
    if (!found) throw notFound(`Snapshot ${name} does not exist`);
    return found;
  };
  /** Keeps a snapshot within the limits (one of the same name is replaced); refuses with 400 otherwise, keeping nothing. */
  const keep = (name: string, savedAt: string, saved: SavedState): SnapshotInfo => {
    const size = sizeOf(saved);
    const others = [...kept.values()].filter((k) => k.info.name !== name);
    if (others.length >= limits.count)
      throw badRequest(`name: At most ${limits.count} snapshots are kept (DELETE /__mock/snapshots/:name forgets one)`);
    const used = others.reduce((sum, k) => sum + k.info.size, 0);
    if (used + size > limits.chars)
      throw badRequest(`name: This state is ${mb(size)}; snapshots may hold ${mb(limits.chars)} in all and ${mb(used)} are taken`);
    const info: SnapshotInfo = { name, savedAt, seed: saved.seed, size };
    kept.delete(name);
    kept.set(name, { info, saved });
    return info;
  };
  return {
    listSnapshots: async () => ok([...kept.values()].map((k) => ({ ...k.info }))),
    saveSnapshot: async ({ body }) => {
      const started = performance.now();
      const info = keep(body.name, new Date(state.clock.peek()).toISOString(), state.capture());
      return ok({ ...info, ms: Math.round(performance.now() - started) }, 'Saved');
    },
    restoreSnapshot: async ({ params }) => {
      const { saved } = find(params.name);
      const started = performance.now();
      await state.restore(saved);
      onRestore();
      return ok({ name: params.name, seed: saved.seed, ms: Math.round(performance.now() - started) }, 'Restored');
    },
    deleteSnapshot: async ({ params }) => {
      find(params.name);
      kept.delete(params.name);
      return ok(null, 'Deleted');
    },
    exportSnapshot: async ({ params }) => {
      const { info, saved } = find(params.name);
      return { status: 200 as const, body: toFile(state, info, saved, canonFor) };
    },
    importSnapshot: async ({ params, body }) => {
      const saved = fromFile(state, body);
      return ok(keep(params.name, body.savedAt, saved), 'Imported');
    },
  };
}
