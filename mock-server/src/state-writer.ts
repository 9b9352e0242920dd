import { AsyncLocalStorage } from 'node:async_hooks';
import { type MockState } from './state';
import { loadedSequence } from './state-file';
import {
  cause,
  journalPath,
  nodeFileSystem,
  StateFileError,
  startupError,
  warn,
  writeAll,
  writeStateFile,
  type JournalChange,
  type JournalLine,
  type StateFileSystem,
} from './state-file-io';

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
  let seq = loadedSequence(state);
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
