import { closeSync, fsyncSync, ftruncateSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { type DbChange } from './db/db';
import { type SessionChange } from './domain/sessions';
import { type MockState } from './state';

/**
 * MOCK_STATE_FILE's files (state-file.ts loads them, state-writer.ts keeps them): the journal's record, the one-line
 * error and its advice, the file operations and the atomic snapshot write.
 */
export type JournalChange = Exclude<DbChange, { op: 'load' }> | SessionChange;
/** One journal line: a change and its sequence number. */
export interface JournalLine {
  seq: number;
  change: JournalChange;
}

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

export const nodeFileSystem: StateFileSystem = {
  openSync: (path, flags) => openSync(path, flags),
  writeSync: (fd, bytes, offset) => writeSync(fd, bytes, offset),
  fsyncSync: (fd) => fsyncSync(fd),
  ftruncateSync: (fd, length) => ftruncateSync(fd, length),
  closeSync: (fd) => closeSync(fd),
  renameSync: (from, to) => renameSync(from, to),
  unlinkSync: (path) => unlinkSync(path),
};

export const journalPath = (path: string): string => `${path}.journal`;

export const warn = (text: string): void => {
  process.stderr.write(`[mock] ${text}\n`);
};
export const stamp = (now: () => number): string => new Date(now()).toISOString().replace(/[:.]/g, '-');
/** An error as one short line ("ENOSPC: no space left on device, write"). */
export const cause = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
export const errorCode = (error: unknown): string =>
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

export const startupError = (what: string, path: string, error: unknown): StateFileError =>
  new StateFileError(`MOCK_STATE_FILE ${what} ${path} (${cause(error)}): ${advice(error, path)}.`);

export function writeAll(fs: StateFileSystem, fd: number, bytes: Uint8Array): void {
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
