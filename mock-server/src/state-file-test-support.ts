import * as nodeFs from 'node:fs';
import { MockState } from './state';
import { type StateFileSystem } from './state-file-io';

/** What the MOCK_STATE_FILE tests (state-file.test.ts, state-writer.test.ts) share: a fresh state, stderr, a small disk. */
export async function freshState(): Promise<MockState> {
  const state = new MockState({ seed: 1, products: 40 });
  await state.reset();
  return state;
}

export function captureStderr() {
  const original = process.stderr.write.bind(process.stderr);
  let text = '';
  process.stderr.write = ((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  return { text: () => text, restore: () => void (process.stderr.write = original) };
}

/**
 * A small disk: Node's file operations, except that once `fill(n)` is called only n more bytes fit (the write
 * that crosses the limit lands part way, as write(2) does, then ENOSPC) until `free()`; `breakTruncate` makes
 * ftruncate fail too (EIO).
 */
export function smallDisk() {
  let room = Infinity;
  let truncateFails = false;
  const fail = (code: string, text: string) => Object.assign(new Error(`${code}: ${text}`), { code });
  const fs: StateFileSystem = {
    openSync: (path, flags) => nodeFs.openSync(path, flags),
    writeSync(fd, bytes, offset) {
      if (room <= 0) throw fail('ENOSPC', 'no space left on device, write');
      const length = Math.min(bytes.length - offset, room);
      const written = nodeFs.writeSync(fd, bytes, offset, length);
      room -= written;
      return written;
    },
    fsyncSync: (fd) => nodeFs.fsyncSync(fd),
    ftruncateSync(fd, length) {
      if (truncateFails) throw fail('EIO', 'i/o error, ftruncate');
      nodeFs.ftruncateSync(fd, length);
    },
    closeSync: (fd) => nodeFs.closeSync(fd),
    renameSync: (from, to) => nodeFs.renameSync(from, to),
    unlinkSync: (path) => nodeFs.unlinkSync(path),
  };
  return {
    fs,
    fill: (bytes: number) => void (room = bytes),
    free: () => void (room = Infinity),
    breakTruncate: (broken: boolean) => void (truncateFails = broken),
  };
}
