import { AsyncLocalStorage } from 'node:async_hooks';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { type DbChange } from './db/db';
import { isCollectionName } from './db/schema';
import { type SessionChange } from './domain/sessions';
import { type MockState } from './state';

/**
 * MOCK_STATE_FILE: the db and sessions across restarts, crash-safe (mock-server/README.md, "MOCK_STATE_FILE").
 * - The snapshot `<path>` is written atomically (temp file, fsync, rename, fsync of the folder).
 * - Every change also goes to the journal `<path>.journal`, one JSON line each with a sequence number, written and
 *   fsynced before the answer leaves (the Fastify adapter calls flush() in onSend): an answered write survives
 *   `kill -9`.
 * - A change that cannot be written (a full disk) is never answered as done: the journal is cut back to its last
 *   complete record, the changes not written are undone in memory, and the requests that made them are answered
 *   with an error (one line on stderr names the file and the cause). Later writes go on once there is space.
 * - After a burst the journal is folded into a new snapshot off the answer path, and emptied. The snapshot records
 *   the last sequence it contains, so journal lines it already holds are skipped on replay.
 * - On start: snapshot, then the journal's newer lines; a torn last line (a crash mid-write) is ignored with a
 *   warning; a record that cannot be read or replayed moves the journal aside (the records before it are kept); an
 *   unreadable snapshot is moved aside (`.corrupt-<time>`) with its journal, and the seed is used. A path that
 *   cannot be used (a folder, a missing or read-only folder) is a StateFileError: one line, and main.ts exits 1.
 */
type JournalChange = Exclude<DbChange, { op: 'load' }> | SessionChange;
interface JournalLine {
  seq: number;
  change: JournalChange;
}

export type LoadResult = 'loaded' | 'absent' | 'corrupt';

/** A MOCK_STATE_FILE problem in one line: at start-up main.ts prints it and exits 1; on a write it is the answer. */
export class StateFileError extends Error {
  override name = 'StateFileError';
}

/** The file operations of the journal and the snapshot: Node's, or a test's that fails on purpose (a full disk). */
export interface StateFileSystem {
  openSync(path: string, flags: string): number;
  writeSync(fd: number, bytes: Uint8Array, offset: number): number;
  fsyncSync(fd: number): void;
  ftruncateSync(fd: number, length: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
}

const nodeFileSystem: StateFileSystem = {
  openSync: (path, flags) => openSync(path, flags),
  writeSync: (fd, bytes, offset) => writeSync(fd, bytes, offset),
  fsyncSync: (fd) => fsyncSync(fd),
  ftruncateSync: (fd, length) => ftruncateSync(fd, length),
  closeSync: (fd) => closeSync(fd),
  renameSync: (from, to) => renameSync(from, to),
  unlinkSync: (path) => unlinkSync(path),
};

export const journalPath = (path: string): string => `${path}.journal`;

const warn = (text: string): void => {
  process.stderr.write(`[mock] ${text}\n`);
};
const stamp = (now: () => number): string => new Date(now()).toISOString().replace(/[:.]/g, '-');
/** An error as one short line ("ENOSPC: no space left on device, write"). */
const cause = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';

/** What to do about a file that cannot be written or read at start-up, by its error code. */
function advice(error: unknown, path: string): string {
  switch (errorCode(error)) {
    case 'ENOENT':
      return `create the folder ${dirname(path)} or set MOCK_STATE_FILE to a path in an existing folder`;
    case 'EROFS':
    case 'EACCES':
    case 'EPERM':
      return `set MOCK_STATE_FILE to a path in a folder the mock may write to (or leave it unset to keep the state in memory)`;
    case 'ENOSPC':
    case 'EDQUOT':
      return 'free some space on that disk or set MOCK_STATE_FILE to a path on another one';
    default:
      return 'check MOCK_STATE_FILE';
  }
}

const startupError = (what: string, path: string, error: unknown): StateFileError =>
  new StateFileError(`MOCK_STATE_FILE ${what} ${path} (${cause(error)}): ${advice(error, path)}.`);

/** Renames a file that cannot be used out of the way; a folder that cannot be written stops the start. */
function moveAside(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    throw startupError('could not move aside', from, error);
  }
}

/** 'file', 'folder' or 'none'; an error other than "does not exist" stops the start. */
function kindOf(path: string): 'file' | 'folder' | 'none' {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'none';
    throw startupError('cannot look at', path, error);
  }
}

/**
 * The checks before anything is read: the folder exists, and neither the file nor its journal is a folder. Throws
 * a StateFileError (main.ts runs it before the server's modules load, so a wrong path fails at once).
 */
export function checkStateFilePath(path: string): void {
  const journal = journalPath(path);
  const folder = dirname(path);
  const folderKind = kindOf(folder);
  if (folderKind === 'none')
    throw new StateFileError(
      `MOCK_STATE_FILE ${path}: the folder ${folder} does not exist: create it or set MOCK_STATE_FILE to a path in an existing folder.`,
    );
  if (folderKind === 'file') throw new StateFileError(`MOCK_STATE_FILE ${path}: ${folder} is a file, not a folder: check MOCK_STATE_FILE.`);
  try {
    accessSync(folder, constants.W_OK);
  } catch (error) {
    throw startupError('cannot write in the folder of', path, error);
  }
  if (kindOf(path) === 'folder')
    throw new StateFileError(
      `MOCK_STATE_FILE ${path} is a folder: set MOCK_STATE_FILE to a file path, such as ${join(path, 'state.json')}.`,
    );
  if (kindOf(journal) === 'folder')
    throw new StateFileError(
      `MOCK_STATE_FILE journal ${journal} is a folder: move it away or set MOCK_STATE_FILE to another path (the journal is <path>.journal).`,
    );
}

function readText(what: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw startupError(`cannot read ${what}`, path, error);
  }
}

/**
 * Loads the snapshot and replays the journal after it. The loaded sequence is kept for the journal writer.
 * Throws a StateFileError when the path cannot be used at all.
 */
export async function loadStateFile(state: MockState, path: string, now: () => number = Date.now): Promise<LoadResult> {
  const journal = journalPath(path);
  checkStateFilePath(path);
  if (!existsSync(path)) {
    if (existsSync(journal)) {
      const aside = `${journal}.orphan-${stamp(now)}`;
      moveAside(journal, aside);
      warn(`MOCK_STATE_FILE journal ${journal} has no snapshot beside it; moved it to ${aside} and started from the seed`);
    }
    return 'absent';
  }
  const text = readText('the snapshot', path);
  let seq: number;
  try {
    seq = await state.loadSnapshot(text);
  } catch (error) {
    const aside = `${path}.corrupt-${stamp(now)}`;
    moveAside(path, aside);
    if (existsSync(journal)) moveAside(journal, `${aside}.journal`);
    warn(`MOCK_STATE_FILE ${path} could not be loaded (${cause(error).slice(0, 200)}); moved it to ${aside} and started from the seed`);
    return 'corrupt';
  }
  loadedSeq.set(state, await replayJournal(state, journal, seq, now));
  return 'loaded';
}

const loadedSeq = new WeakMap<MockState, number>();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** True when a `__proto__` key is anywhere in the value (JSON.parse makes it an own key; assigning it would not be). */
function hasProtoKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasProtoKey);
  if (!isObject(value)) return false;
  return Object.keys(value).some((key) => key === '__proto__' || hasProtoKey(value[key]));
}

/** A parsed journal line's change, checked for its shape (the record's fields are checked by Db.replay); or why not. */
function checkChange(change: unknown): JournalChange | string {
  if (!isObject(change)) return 'no change';
  if (hasProtoKey(change)) return 'a "__proto__" key';
  const name = typeof change.name === 'string' ? change.name : '';
  const unknownName = `an unknown collection ${JSON.stringify(name).slice(0, 60)}`;
  switch (change.op) {
    case 'put':
      if (!isCollectionName(name)) return unknownName;
      if (!isObject(change.record) || !isId(change.record.id)) return `a put without a record id`;
      return { op: 'put', name, record: { ...change.record, id: change.record.id } };
    case 'remove':
      if (!isCollectionName(name)) return unknownName;
      if (!Array.isArray(change.ids) || !change.ids.every(isId)) return 'a remove without a list of ids';
      return { op: 'remove', name, ids: change.ids };
    case 'session': {
      const session = change.session;
      if (
        !isObject(session) ||
        typeof session.token !== 'string' ||
        session.token === '' ||
        !isId(session.uid) ||
        !Number.isFinite(session.expiresAt)
      )
        return 'a sign-in without a token, a user id and an expiry';
      return { op: 'session', session: { token: session.token, uid: session.uid, expiresAt: Number(session.expiresAt) } };
    }
    case 'revoke':
      if (!Array.isArray(change.tokens) || !change.tokens.every((t) => typeof t === 'string')) return 'a sign-out without a list of tokens';
      return { op: 'revoke', tokens: change.tokens as string[] };
    default:
      return `an unknown operation ${JSON.stringify(change.op ?? null).slice(0, 40)}`;
  }
}

/**
 * Applies the journal lines after `afterSeq`; answers the last sequence number applied. A line that cannot be read
 * or replayed stops the replay: the records before it stay, the journal is moved aside (one warning line).
 */
async function replayJournal(state: MockState, journal: string, afterSeq: number, now: () => number): Promise<number> {
  if (!existsSync(journal)) return afterSeq;
  const text = readText('the journal', journal);
  const lines = text.split('\n');
  // The text after the last newline is a record whose write did not finish (or nothing).
  const tail = lines.pop() ?? '';
  if (tail.trim() !== '')
    warn(`MOCK_STATE_FILE journal ${journal}: ignored a torn last record (${tail.length} bytes), written when the mock stopped mid-write`);
  let last = afterSeq;
  const stop = (index: number, problem: string): number => {
    const aside = `${journal}.corrupt-${stamp(now)}`;
    moveAside(journal, aside);
    warn(
      `MOCK_STATE_FILE journal ${journal}: record ${index + 1} ${problem}; kept the ${index} records before it and moved the journal to ${aside}`,
    );
    return last;
  };
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      if (index === lines.length - 1) {
        warn(`MOCK_STATE_FILE journal ${journal}: ignored a torn last record`);
        break;
      }
      return stop(index, 'is unreadable');
    }
    if (!isObject(parsed) || !isId(parsed.seq)) return stop(index, 'is not a journal record (no sequence number)');
    if (parsed.seq <= afterSeq) continue;
    const change = checkChange(parsed.change);
    if (typeof change === 'string') return stop(index, `cannot be replayed (${change})`);
    try {
      if (change.op === 'session' || change.op === 'revoke') state.sessions.replay(change);
      else await state.db.replay(change);
    } catch (error) {
      return stop(index, `cannot be replayed (${cause(error).slice(0, 200)})`);
    }
    last = parsed.seq;
  }
  return last;
}

function writeAll(fs: StateFileSystem, fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) offset += fs.writeSync(fd, bytes, offset);
}

function fsyncFolder(path: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(dirname(path), 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems cannot fsync a folder; the rename is still atomic there.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** Writes the snapshot atomically; on a failure the temp file is removed, the old snapshot stays, and it throws. */
export function writeStateFile(state: MockState, path: string, journalSeq = 0, fs: StateFileSystem = nodeFileSystem): void {
  const content = state.toSnapshot(journalSeq);
  const tmp = `${path}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, 'w');
  try {
    try {
      writeAll(fs, fd, Buffer.from(content));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path);
  } catch (error) {
    try {
      fs.unlinkSync(tmp);
    } catch {
      // Already gone, or the folder refuses even that: the next snapshot overwrites it.
    }
    throw error;
  }
  fsyncFolder(path);
}

/**
 * The changes of one request (StateWriter.run). When a write that holds some of them fails, all of them are undone
 * and `refused` says why: the request is answered with that error, and a change it still tries is refused too.
 */
export interface WriteScope {
  refused: StateFileError | null;
}

export interface StateWriter {
  /** Runs a request's work: the changes it makes belong to `scope`. */
  run<T>(scope: WriteScope, work: () => T): T;
  /**
   * Writes and fsyncs what changed since the last call (the adapter calls it before every answer). Answers null,
   * or the error that refused the changes of `scope` (or of this write): those are undone in memory.
   */
  flush(scope?: WriteScope): StateFileError | null;
  /** Folds the journal into a new snapshot and empties it; false (with a warning) when the snapshot failed. */
  compact(): boolean;
  /** Writes what is pending, compacts and closes the journal (on exit). */
  close(): void;
  /** Journal lines since the last snapshot, written or not. */
  readonly pending: number;
}

/** One change not yet on disk: its journal line (null: a load, kept by a snapshot), how to undo it, whose it is. */
interface Pending {
  line: string | null;
  undo: () => void;
  scope: WriteScope | undefined;
}

/**
 * Opens the journal after load: writes a fresh snapshot (so replayed and torn records are folded in), then
 * journals every db and session change. `compactAfter` journal lines trigger a snapshot off the answer path.
 * Throws a StateFileError when the snapshot or the journal cannot be written.
 */
export function createStateWriter(
  state: MockState,
  path: string,
  options: { compactAfter?: number; fs?: StateFileSystem | undefined } = {},
): StateWriter {
  const compactAfter = options.compactAfter ?? 2000;
  const fs = options.fs ?? nodeFileSystem;
  const journal = journalPath(path);
  const scopes = new AsyncLocalStorage<WriteScope>();
  /** The last sequence number given, and the last one on disk. */
  let seq = loadedSeq.get(state) ?? 0;
  let durableSeq = seq;
  let pending: Pending[] = [];
  /** Journal lines on disk since the snapshot, and their bytes: the offset of the end of the last complete record. */
  let lines = 0;
  let size = 0;
  /** The journal may hold bytes after `size` (cutting it back failed): it is cut before the next write. */
  let torn = false;
  let compactAt = compactAfter;
  let fallback: NodeJS.Immediate | null = null;
  let compaction: NodeJS.Immediate | null = null;
  let fd: number;
  try {
    writeStateFile(state, path, seq, fs);
  } catch (error) {
    throw startupError('cannot write', path, error);
  }
  try {
    // Append mode: every write lands at the end, also after the journal is cut back or emptied.
    fd = fs.openSync(journal, 'a');
    fs.ftruncateSync(fd, 0);
    fs.fsyncSync(fd);
  } catch (error) {
    throw startupError('cannot write', journal, error);
  }

  const add = (line: string | null, undo: () => void): void => {
    const scope = scopes.getStore();
    if (scope?.refused) {
      // This request's earlier changes were undone: a later one would build on what is no longer there.
      undo();
      throw scope.refused;
    }
    pending.push({ line, undo, scope });
    // Changes made outside a request (none today) still reach the disk on the next turn of the event loop.
    fallback ??= setImmediate(() => {
      fallback = null;
      write();
    });
  };
  const record = (change: JournalChange, undo: () => void): void => {
    add(`${JSON.stringify({ seq: seq + 1, change } satisfies JournalLine)}\n`, undo);
    seq += 1;
  };
  const stopDb = state.db.onChange((_name, change, undo) => {
    if (change.op !== 'load') {
      record(change, undo);
      return;
    }
    // A reset or a loaded snapshot: the sessions and the seed change right after the collections.
    const sessions = state.sessions.dump();
    const seed = state.seed;
    add(null, () => {
      undo();
      state.sessions.load(sessions);
      state.seed = seed;
    });
  });
  state.sessions.onChange(record);

  /** Cuts the journal back to its last complete record; `torn` stays set when even that fails. */
  const cutBack = (): void => {
    try {
      fs.ftruncateSync(fd, size);
      fs.fsyncSync(fd);
      torn = false;
    } catch {
      torn = true;
    }
  };

  /** Undoes the changes of a write that failed (the last first), marks their requests, and says so on stderr. */
  const refuse = (batch: Pending[], file: string, error: unknown): StateFileError => {
    pending = [];
    seq = durableSeq;
    for (let i = batch.length - 1; i >= 0; i -= 1) batch[i]?.undo();
    const refusal = new StateFileError(`The mock could not save this change (MOCK_STATE_FILE: ${cause(error)}); nothing was changed.`);
    for (const entry of batch) if (entry.scope) entry.scope.refused = refusal;
    warn(
      `MOCK_STATE_FILE ${file}: could not write ${batch.length} change(s) (${cause(error)}); refused them and undid them in memory` +
        (torn ? '; the journal could not be cut back to its last complete record, so every change is refused until it can' : ''),
    );
    return refusal;
  };

  /** A new snapshot of everything in memory, then an empty journal; throws when the snapshot cannot be written. */
  const snapshot = (): void => {
    writeStateFile(state, path, seq, fs);
    pending = [];
    durableSeq = seq;
    lines = 0;
    compactAt = compactAfter;
    // The snapshot holds every journal line now; when emptying fails, replay skips them by their sequence.
    try {
      fs.ftruncateSync(fd, 0);
      fs.fsyncSync(fd);
      size = 0;
      torn = false;
    } catch (error) {
      warn(`MOCK_STATE_FILE journal ${journal}: could not empty it after a snapshot (${cause(error)}); replay skips its records`);
    }
  };

  /** Writes the pending changes; answers the error that refused them, or null. */
  const write = (): StateFileError | null => {
    if (pending.length === 0) return null;
    const batch = pending;
    if (batch.some((entry) => entry.line === null)) {
      // A reset replaced every collection: the snapshot holds it; journal lines before it are obsolete.
      try {
        snapshot();
        return null;
      } catch (error) {
        return refuse(batch, path, error);
      }
    }
    const bytes = Buffer.from(batch.map((entry) => entry.line).join(''));
    try {
      if (torn) {
        fs.ftruncateSync(fd, size);
        torn = false;
      }
      writeAll(fs, fd, bytes);
      fs.fsyncSync(fd);
    } catch (error) {
      cutBack();
      return refuse(batch, journal, error);
    }
    pending = [];
    durableSeq = seq;
    size += bytes.length;
    lines += batch.length;
    if (lines >= compactAt && !compaction) {
      compaction = setImmediate(() => {
        compaction = null;
        writer.compact();
      });
    }
    return null;
  };

  const writer: StateWriter = {
    get pending() {
      return lines + pending.length;
    },
    run(scope, work) {
      return scopes.run(scope, work);
    },
    flush(scope) {
      return write() ?? scope?.refused ?? null;
    },
    compact() {
      try {
        snapshot();
        return true;
      } catch (error) {
        // Off the answer path: every change is still in the journal. Tried again after as many lines more.
        compactAt = lines + compactAfter;
        warn(
          `MOCK_STATE_FILE ${path}: could not write a snapshot (${cause(error)}); the journal keeps every change and grows until it can`,
        );
        return false;
      }
    },
    close() {
      if (fallback) clearImmediate(fallback);
      if (compaction) clearImmediate(compaction);
      stopDb();
      state.sessions.onChange(null);
      write();
      writer.compact();
      fs.closeSync(fd);
    },
  };
  return writer;
}
