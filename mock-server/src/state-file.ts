import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { type DbChange } from './db/db';
import { type SessionChange } from './domain/sessions';
import { type MockState } from './state';

/**
 * MOCK_STATE_FILE: the db and sessions across restarts, crash-safe (mock-server/README.md, "MOCK_STATE_FILE").
 * - The snapshot `<path>` is written atomically (temp file, fsync, rename, fsync of the folder).
 * - Every change also goes to the journal `<path>.journal`, one JSON line each with a sequence number, written and
 *   fsynced before the answer leaves (server.ts calls flush() in onSend): an answered write survives `kill -9`.
 * - After a burst the journal is folded into a new snapshot off the answer path, and emptied. The snapshot records
 *   the last sequence it contains, so journal lines it already holds are skipped on replay.
 * - On start: snapshot, then the journal's newer lines; a torn last line (a crash mid-write) is ignored with a
 *   warning; an unreadable snapshot is moved aside (`.corrupt-<time>`) with its journal, and the seed is used.
 */
type JournalChange = Exclude<DbChange, { op: 'load' }> | SessionChange;
interface JournalLine {
  seq: number;
  change: JournalChange;
}

export type LoadResult = 'loaded' | 'absent' | 'corrupt';

export const journalPath = (path: string): string => `${path}.journal`;

const warn = (text: string): void => {
  process.stderr.write(`[mock] ${text}\n`);
};
const stamp = (now: () => number): string => new Date(now()).toISOString().replace(/[:.]/g, '-');

/** Loads the snapshot and replays the journal after it. The loaded sequence is kept for the journal writer. */
export async function loadStateFile(state: MockState, path: string, now: () => number = Date.now): Promise<LoadResult> {
  const journal = journalPath(path);
  if (!existsSync(path)) {
    if (existsSync(journal)) {
      const aside = `${journal}.orphan-${stamp(now)}`;
      renameSync(journal, aside);
      warn(`MOCK_STATE_FILE journal ${journal} has no snapshot beside it; moved it to ${aside} and started from the seed`);
    }
    return 'absent';
  }
  let seq: number;
  try {
    seq = await state.loadSnapshot(readFileSync(path, 'utf8'));
  } catch (error) {
    const aside = `${path}.corrupt-${stamp(now)}`;
    renameSync(path, aside);
    if (existsSync(journal)) renameSync(journal, `${aside}.journal`);
    warn(
      `MOCK_STATE_FILE ${path} could not be loaded (${error instanceof Error ? error.message : String(error)}); moved it to ${aside} and started from the seed`,
    );
    return 'corrupt';
  }
  loadedSeq.set(state, await replayJournal(state, journal, seq, now));
  return 'loaded';
}

const loadedSeq = new WeakMap<MockState, number>();

/** Applies the journal lines after `afterSeq`; answers the last sequence number seen. */
async function replayJournal(state: MockState, journal: string, afterSeq: number, now: () => number): Promise<number> {
  if (!existsSync(journal)) return afterSeq;
  const text = readFileSync(journal, 'utf8');
  const lines = text.split('\n');
  // The text after the last newline is a record whose write did not finish (or nothing).
  const tail = lines.pop() ?? '';
  if (tail.trim() !== '')
    warn(`MOCK_STATE_FILE journal ${journal}: ignored a torn last record (${tail.length} bytes), written when the mock stopped mid-write`);
  let last = afterSeq;
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    let line: JournalLine;
    try {
      line = JSON.parse(raw) as JournalLine;
      if (typeof line.seq !== 'number' || typeof line.change !== 'object' || line.change === null) throw new Error('not a journal record');
    } catch {
      if (index === lines.length - 1) {
        warn(`MOCK_STATE_FILE journal ${journal}: ignored a torn last record`);
        break;
      }
      const aside = `${journal}.corrupt-${stamp(now)}`;
      renameSync(journal, aside);
      warn(
        `MOCK_STATE_FILE journal ${journal}: record ${index + 1} is unreadable; kept the ${index} records before it and moved the journal to ${aside}`,
      );
      return last;
    }
    if (line.seq <= afterSeq) continue;
    const change = line.change;
    if (change.op === 'session' || change.op === 'revoke') state.sessions.replay(change);
    else await state.db.replay(change);
    last = line.seq;
  }
  return last;
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset);
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

export function writeStateFile(state: MockState, path: string, journalSeq = 0): void {
  const content = state.toSnapshot(journalSeq);
  const tmp = `${path}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
  try {
    writeAll(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  fsyncFolder(path);
}

export interface StateWriter {
  /** Writes and fsyncs what changed since the last call; server.ts calls it before every answer. */
  flush(): void;
  /** Folds the journal into a new snapshot and empties it. */
  compact(): void;
  /** Compacts and closes the journal (on exit). */
  close(): void;
  /** Journal lines since the last snapshot. */
  readonly pending: number;
}

/**
 * Opens the journal after load: writes a fresh snapshot (so replayed and torn records are folded in), then
 * journals every db and session change. `compactAfter` journal lines trigger a snapshot off the answer path.
 */
export function createStateWriter(state: MockState, path: string, options: { compactAfter?: number } = {}): StateWriter {
  const compactAfter = options.compactAfter ?? 2000;
  const journal = journalPath(path);
  let seq = loadedSeq.get(state) ?? 0;
  let buffer: string[] = [];
  let lines = 0;
  let snapshotNeeded = false;
  let fallback: NodeJS.Immediate | null = null;
  let compaction: NodeJS.Immediate | null = null;
  writeStateFile(state, path, seq);
  // Append mode: every write lands at the end, also after the journal is emptied by a compaction.
  const fd = openSync(journal, 'a');
  ftruncateSync(fd, 0);
  fsyncSync(fd);

  const record = (change: JournalChange): void => {
    seq += 1;
    buffer.push(`${JSON.stringify({ seq, change } satisfies JournalLine)}\n`);
    // Changes made outside a request (none today) still reach the disk on the next turn of the event loop.
    fallback ??= setImmediate(() => {
      fallback = null;
      writer.flush();
    });
  };
  const stopDb = state.db.onChange((_name, change) => {
    if (change.op === 'load') snapshotNeeded = true;
    else record(change);
  });
  state.sessions.onChange(record);

  const writer: StateWriter = {
    get pending() {
      return lines + buffer.length;
    },
    flush() {
      if (snapshotNeeded) {
        // A reset replaced every collection: the snapshot holds it; journal lines before it are obsolete.
        writer.compact();
        return;
      }
      if (buffer.length === 0) return;
      const text = buffer.join('');
      lines += buffer.length;
      buffer = [];
      writeAll(fd, text);
      fsyncSync(fd);
      if (lines >= compactAfter && !compaction) {
        compaction = setImmediate(() => {
          compaction = null;
          writer.compact();
        });
      }
    },
    compact() {
      buffer = [];
      snapshotNeeded = false;
      writeStateFile(state, path, seq);
      ftruncateSync(fd, 0);
      fsyncSync(fd);
      lines = 0;
    },
    close() {
      if (fallback) clearImmediate(fallback);
      if (compaction) clearImmediate(compaction);
      stopDb();
      state.sessions.onChange(null);
      writer.compact();
      closeSync(fd);
    },
  };
  return writer;
}
