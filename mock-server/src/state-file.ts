import { accessSync, constants, existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isCollectionName } from './db/schema';
import { type MockState } from './state';
import { cause, errorCode, journalPath, StateFileError, stamp, startupError, warn, type JournalChange } from './state-file-io';

/**
 * MOCK_STATE_FILE: the db and sessions across restarts, crash-safe (mock-server/README.md, "MOCK_STATE_FILE"). This
 * file checks the path and loads the snapshot and journal; state-writer.ts writes them, state-file-io.ts holds
 * the file operations and errors both share.
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

export type LoadResult = 'loaded' | 'absent' | 'corrupt';

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

/** The last journal sequence loadStateFile() applied to a state (0: none): the journal writer goes on from it. */
export const loadedSequence = (state: MockState): number => loadedSeq.get(state) ?? 0;

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
