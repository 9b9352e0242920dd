import * as nodeFs from 'node:fs';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MockState } from './state';
import { createStateWriter, loadStateFile, StateFileError, writeStateFile, type StateFileSystem, type WriteScope } from './state-file';
import { answer, client, testServer } from './test-support';

async function freshState(): Promise<MockState> {
  const state = new MockState({ seed: 1, products: 40 });
  await state.reset();
  return state;
}

describe('MOCK_STATE_FILE', () => {
  it('reads back what it wrote', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
    const path = join(dir, 'state.json');
    const state = await freshState();
    await state.db.update('products', 1, (p) => {
      p.storeName = 'Kept across restarts';
    });
    writeStateFile(state, path);
    const next = await freshState();
    expect(await loadStateFile(next, path)).toBe('loaded');
    expect(next.db.byId('products', 1)?.storeName).toBe('Kept across restarts');
  });

  it('loads a file written before a collection existed, with that collection empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
    const path = join(dir, 'state.json');
    const state = await freshState();
    const content = JSON.parse(`{"db":${state.db.dumpJson()}}`) as { db: Record<string, unknown> };
    delete content.db.refundOrders;
    delete content.db.pointsRecords;
    writeFileSync(path, JSON.stringify({ version: 1, seed: 1, db: content.db, sessions: [] }));
    const next = await freshState();
    expect(await loadStateFile(next, path)).toBe('loaded');
    expect(next.db.all('pointsRecords')).toEqual([]);
    expect(next.db.all('products').length).toBe(state.db.all('products').length);
  });

  it('moves an unreadable file aside and reports it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
    const path = join(dir, 'state.json');
    writeFileSync(path, '{ not json');
    const state = await freshState();
    expect(await loadStateFile(state, path, () => Date.UTC(2026, 0, 1))).toBe('corrupt');
    expect(readdirSync(dir).some((f) => f.startsWith('state.json.corrupt-'))).toBe(true);
  });
});

describe('MOCK_STATE_FILE journal', () => {
  const paths = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-journal-'));
    return { dir, path: join(dir, 'state.json') };
  };
  const users = (state: MockState) => state.db.all('users').map((u) => u.email);

  /** A state with a writer attached, changed by `change`, flushed and then dropped without close (a crash). */
  async function crashAfter(path: string, change: (state: MockState) => Promise<void>, options: { compactAfter?: number } = {}) {
    const state = await freshState();
    expect(await loadStateFile(state, path)).not.toBe('corrupt');
    const writer = createStateWriter(state, path, options);
    await change(state);
    writer.flush();
    return state;
  }

  it('replays inserts, updates, removals and sign-ins written after the snapshot', async () => {
    const { path } = paths();
    let token = '';
    const before = await crashAfter(path, async (state) => {
      const user = state.db.find('users', (u) => u.email === 'shopper@example.com');
      if (!user) throw new Error('no demo shopper');
      await state.db.update('users', user.id, (u) => {
        u.nickname = 'After the crash';
      });
      await state.db.update('products', 2, (p) => {
        p.storeName = 'Renamed';
      });
      state.db.remove('products', [3]);
      token = state.sessions.create(user.id, Date.UTC(2026, 5, 1)).token;
    });
    const next = await freshState();
    expect(await loadStateFile(next, path)).toBe('loaded');
    expect(next.db.dump()).toEqual(before.db.dump());
    expect(next.db.byId('products', 3)).toBeUndefined();
    expect(next.sessions.touch(token, Date.UTC(2026, 5, 1))?.uid).toBe(1);
  });

  it('has every change on disk when flush returns (no timer, no close)', async () => {
    const { path } = paths();
    await crashAfter(path, async (state) => {
      await state.db.update('products', 1, (p) => {
        p.storeName = 'Durable';
      });
    });
    const lines = readFileSync(`${path}.journal`, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      seq: 1,
      change: { op: 'put', name: 'products', record: { id: 1, storeName: 'Durable' } },
    });
  });

  /** Loads the state file into a fresh state, capturing what it warns; the load itself must succeed. */
  async function loadWarning(path: string) {
    const capture = captureStderr();
    const next = await freshState();
    try {
      expect(await loadStateFile(next, path)).toBe('loaded');
    } finally {
      capture.restore();
    }
    return { next, warnings: capture };
  }

  it('ignores a torn last record with a warning and keeps the ones before it', async () => {
    const { path } = paths();
    await crashAfter(path, async (state) => {
      await state.db.update('products', 1, (p) => {
        p.storeName = 'Kept';
      });
    });
    appendFileSync(`${path}.journal`, '{"seq":2,"change":{"op":"put","name":"products","record":{"id":1,"storeN');
    const { next, warnings } = await loadWarning(path);
    expect(next.db.byId('products', 1)?.storeName).toBe('Kept');
    expect(warnings.text()).toMatch(/ignored a torn last record/);
  });

  it('keeps the records before an unreadable one in the middle and moves the journal aside', async () => {
    const { dir, path } = paths();
    await crashAfter(path, async (state) => {
      await state.db.update('products', 1, (p) => {
        p.storeName = 'First';
      });
    });
    appendFileSync(`${path}.journal`, 'garbage\n{"seq":3,"change":{"op":"remove","name":"products","ids":[1]}}\n');
    const { next, warnings } = await loadWarning(path);
    expect(next.db.byId('products', 1)?.storeName).toBe('First');
    expect(warnings.text()).toMatch(/record 2 is unreadable/);
    expect(readdirSync(dir).some((f) => f.startsWith('state.json.journal.corrupt-'))).toBe(true);
  });

  it('folds the journal into the snapshot after a burst; lines the snapshot holds are not replayed', async () => {
    const { path } = paths();
    const state = await crashAfter(
      path,
      async (s) => {
        for (const id of [1, 2, 3]) await s.db.update('products', id, (p) => (p.storeName = `Burst ${id}`));
      },
      { compactAfter: 3 },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(`${path}.journal`, 'utf8')).toBe('');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ journalSeq: 3 });
    // A crash between the snapshot and emptying the journal leaves old lines: a stale "put" of a record the
    // snapshot no longer has must not bring it back.
    state.db.remove('products', [4]);
    writeStateFile(state, path, 5);
    writeFileSync(`${path}.journal`, `${JSON.stringify({ seq: 5, change: { op: 'put', name: 'products', record: { id: 4 } } })}\n`);
    const next = await freshState();
    expect(await loadStateFile(next, path)).toBe('loaded');
    expect(next.db.byId('products', 4)).toBeUndefined();
    expect(next.db.byId('products', 2)?.storeName).toBe('Burst 2');
  });

  it('a reset is written as a snapshot before it is answered', async () => {
    const { path } = paths();
    await crashAfter(path, async (state) => {
      await state.db.update('products', 1, (p) => (p.storeName = 'Before reset'));
      await state.reset(1);
    });
    expect(readFileSync(`${path}.journal`, 'utf8')).toBe('');
    const next = await freshState();
    expect(await loadStateFile(next, path)).toBe('loaded');
    expect(next.db.byId('products', 1)?.storeName).not.toBe('Before reset');
    expect(users(next)).toEqual(users(await freshState()));
  });

  it('moves a corrupt snapshot aside together with its journal', async () => {
    const { dir, path } = paths();
    writeFileSync(path, '{ not json');
    writeFileSync(`${path}.journal`, '{"seq":1,"change":{"op":"remove","name":"products","ids":[1]}}\n');
    const warnings = captureStderr();
    try {
      expect(await loadStateFile(await freshState(), path, () => Date.UTC(2026, 0, 1))).toBe('corrupt');
    } finally {
      warnings.restore();
    }
    expect(readdirSync(dir).sort()).toEqual([
      'state.json.corrupt-2026-01-01T00-00-00-000Z',
      'state.json.corrupt-2026-01-01T00-00-00-000Z.journal',
    ]);
  });
});

describe('MOCK_STATE_FILE through the server', () => {
  it('a write is in the journal when its answer arrives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-journal-'));
    const path = join(dir, 'state.json');
    const app = await testServer({ products: 40, stateFile: path });
    try {
      const res = await answer(client(app).api.auth.registerVisitor({ body: { email: 'answered@example.com' } }));
      expect(res.code).toBe(200);
      const journal = readFileSync(`${path}.journal`, 'utf8');
      expect(journal).toContain('"email":"answered@example.com"');
      expect(journal).toContain('"op":"session"');
    } finally {
      await app.close();
    }
    const next = await freshState();
    expect(await loadStateFile(next, path)).toBe('loaded');
    expect(next.db.find('users', (u) => u.email === 'answered@example.com')).toBeDefined();
  });
});

function captureStderr() {
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
function smallDisk() {
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

describe('MOCK_STATE_FILE on a full disk', () => {
  const paths = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-full-'));
    return { dir, path: join(dir, 'state.json') };
  };
  const scope = (): WriteScope => ({ refused: null });
  /** What a restart would see: the files as they are now (no close: a crash) loaded into a fresh state. */
  async function restart(path: string) {
    const next = await freshState();
    expect(await loadStateFile(next, path)).toBe('loaded');
    return next;
  }
  const shopper = (state: MockState) => state.db.find('users', (u) => u.email === 'shopper@example.com')?.id ?? 0;

  it('a write that fails part way is undone and refused, the journal cut back; once there is room, every answered write survives a crash', async () => {
    const { path } = paths();
    const disk = smallDisk();
    const state = await freshState();
    await loadStateFile(state, path);
    const writer = createStateWriter(state, path, { fs: disk.fs });
    await state.db.update('products', 1, (p) => (p.storeName = 'Before the disk filled'));
    expect(writer.flush()).toBeNull();
    const journalBefore = readFileSync(`${path}.journal`, 'utf8');
    const before = { db: state.db.dump(), sessions: state.sessions.dump() };

    disk.fill(25);
    const refused = scope();
    const warnings = captureStderr();
    let error;
    try {
      await writer.run(refused, async () => {
        await state.db.update('products', 2, (p) => (p.storeName = 'Refused'));
        state.sessions.create(shopper(state), Date.UTC(2026, 5, 1));
      });
      error = writer.flush(refused);
    } finally {
      warnings.restore();
    }
    expect(error).toBeInstanceOf(StateFileError);
    expect(error?.message).toBe(
      'The mock could not save this change (MOCK_STATE_FILE: ENOSPC: no space left on device, write); nothing was changed.',
    );
    expect(refused.refused).toBe(error);
    expect({ db: state.db.dump(), sessions: state.sessions.dump() }).toEqual(before);
    // 25 bytes of the record were written, then cut off again.
    expect(readFileSync(`${path}.journal`, 'utf8')).toBe(journalBefore);
    expect(warnings.text()).toBe(
      `[mock] MOCK_STATE_FILE ${path}.journal: could not write 2 change(s) (ENOSPC: no space left on device, write); refused them and undid them in memory\n`,
    );

    disk.free();
    for (let i = 1; i <= 20; i += 1) {
      const one = scope();
      await writer.run(one, () => state.db.update('products', 10 + i, (p) => (p.storeName = `After ${i}`)));
      expect(writer.flush(one)).toBeNull();
    }
    const next = await restart(path);
    expect(next.db.dump()).toEqual(state.db.dump());
    expect(next.db.byId('products', 1)?.storeName).toBe('Before the disk filled');
    expect(next.db.byId('products', 2)?.storeName).not.toBe('Refused');
    for (let i = 1; i <= 20; i += 1) expect(next.db.byId('products', 10 + i)?.storeName).toBe(`After ${i}`);
  });

  it('undoes inserts, updates, removals, sign-ins and sign-outs exactly: same records, same order, same next id', async () => {
    const { path } = paths();
    const disk = smallDisk();
    const state = await freshState();
    await loadStateFile(state, path);
    const writer = createStateWriter(state, path, { fs: disk.fs });
    const kept = state.sessions.create(shopper(state), Date.UTC(2026, 5, 1));
    expect(writer.flush()).toBeNull();
    const before = { db: state.db.dump(), sessions: state.sessions.dump(), nextUser: state.db.nextId('users') };

    disk.fill(0);
    const user = await state.db.insert('users', { ...structuredClone(state.db.all('users')[0]!), email: 'inserted@example.com' });
    await state.db.update('users', user.id, (u) => (u.nickname = 'Then changed'));
    await state.db.update('products', 3, (p) => (p.storeName = 'Changed'));
    state.db.remove('products', [2, 5, 4]);
    state.sessions.create(user.id, Date.UTC(2026, 5, 1));
    state.sessions.revoke(kept.token);
    state.sessions.revokeUser(shopper(state));
    const warnings = captureStderr();
    try {
      expect(writer.flush()).toBeInstanceOf(StateFileError);
    } finally {
      warnings.restore();
    }
    expect(warnings.text()).toMatch(/could not write 6 change\(s\)/);
    expect({ db: state.db.dump(), sessions: state.sessions.dump(), nextUser: state.db.nextId('users') }).toEqual(before);
    // The indexes follow: byId sees the records that are back.
    expect(state.db.byId('products', 4)?.id).toBe(4);
    expect(state.db.byId('users', user.id)).toBeUndefined();
  });

  it('a request whose changes were undone cannot change anything more, and is told so', async () => {
    const { path } = paths();
    const disk = smallDisk();
    const state = await freshState();
    await loadStateFile(state, path);
    const writer = createStateWriter(state, path, { fs: disk.fs });
    const slow = scope();
    const other = scope();
    await writer.run(slow, () => state.db.update('products', 1, (p) => (p.storeName = 'Slow, first half')));
    await writer.run(other, () => state.db.update('products', 2, (p) => (p.storeName = 'Other')));
    // The other request's answer writes both changes: the disk is full.
    disk.fill(0);
    const warnings = captureStderr();
    try {
      expect(writer.flush(other)).toBeInstanceOf(StateFileError);
    } finally {
      warnings.restore();
    }
    disk.free();
    // The slow one goes on: its second half would build on the undone first half.
    await expect(writer.run(slow, () => state.db.update('products', 3, (p) => (p.storeName = 'Slow, second half')))).rejects.toBeInstanceOf(
      StateFileError,
    );
    expect(state.db.byId('products', 3)?.storeName).not.toBe('Slow, second half');
    expect(writer.flush(slow)).toBe(slow.refused);
    expect(slow.refused?.message).toMatch(/no space left on device/);
    // A new request writes again.
    const fresh = scope();
    await writer.run(fresh, () => state.db.update('products', 4, (p) => (p.storeName = 'Later')));
    expect(writer.flush(fresh)).toBeNull();
    const next = await restart(path);
    expect([1, 2, 3, 4].map((id) => next.db.byId('products', id)?.storeName)).toEqual(
      [1, 2, 3].map((id) => state.db.byId('products', id)?.storeName).concat('Later'),
    );
    expect(next.db.byId('products', 1)?.storeName).not.toBe('Slow, first half');
  });

  it('a reset whose snapshot cannot be written is undone: the db, the sessions and the seed stay', async () => {
    const { path } = paths();
    const disk = smallDisk();
    const state = await freshState();
    await loadStateFile(state, path);
    const writer = createStateWriter(state, path, { fs: disk.fs });
    await state.db.update('products', 1, (p) => (p.storeName = 'Kept'));
    const token = state.sessions.create(shopper(state), Date.UTC(2026, 5, 1)).token;
    expect(writer.flush()).toBeNull();
    const before = { db: state.db.dump(), sessions: state.sessions.dump() };
    disk.fill(1000);
    await state.reset(2);
    const warnings = captureStderr();
    try {
      expect(writer.flush()?.message).toMatch(/no space left on device/);
    } finally {
      warnings.restore();
    }
    expect(warnings.text()).toMatch(
      new RegExp(`^\\[mock\\] MOCK_STATE_FILE ${path}: could not write 1 change\\(s\\) \\(ENOSPC[^\\n]*\\n$`),
    );
    expect({ db: state.db.dump(), sessions: state.sessions.dump(), seed: state.seed }).toEqual({ ...before, seed: 1 });
    expect(readdirSync(dirname(path)).sort()).toEqual(['state.json', 'state.json.journal']);
    const next = await restart(path);
    expect(next.db.byId('products', 1)?.storeName).toBe('Kept');
    expect(next.sessions.touch(token, Date.UTC(2026, 5, 1))).not.toBeNull();
  });

  it('a journal that cannot be cut back refuses every change until it can, and is clean after', async () => {
    const { path } = paths();
    const disk = smallDisk();
    const state = await freshState();
    await loadStateFile(state, path);
    const writer = createStateWriter(state, path, { fs: disk.fs });
    disk.fill(10);
    disk.breakTruncate(true);
    const warnings = captureStderr();
    try {
      await state.db.update('products', 1, (p) => (p.storeName = 'Torn'));
      expect(writer.flush()).toBeInstanceOf(StateFileError);
      disk.free();
      await state.db.update('products', 2, (p) => (p.storeName = 'Still refused'));
      expect(writer.flush()).toBeInstanceOf(StateFileError);
    } finally {
      warnings.restore();
    }
    expect(warnings.text().split('\n').filter(Boolean)).toHaveLength(2);
    expect(warnings.text()).toMatch(/could not be cut back to its last complete record, so every change is refused until it can/);
    disk.breakTruncate(false);
    await state.db.update('products', 3, (p) => (p.storeName = 'Written'));
    expect(writer.flush()).toBeNull();
    expect(
      readFileSync(`${path}.journal`, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { seq: number }).seq),
    ).toEqual([1]);
    const next = await restart(path);
    expect([1, 2, 3].map((id) => next.db.byId('products', id)?.storeName)).toEqual([
      state.db.byId('products', 1)?.storeName,
      state.db.byId('products', 2)?.storeName,
      'Written',
    ]);
  });

  it('a snapshot after a burst that cannot be written keeps the journal; nothing answered is lost', async () => {
    const { path } = paths();
    const disk = smallDisk();
    const state = await freshState();
    await loadStateFile(state, path);
    const writer = createStateWriter(state, path, { fs: disk.fs, compactAfter: 2 });
    await state.db.update('products', 1, (p) => (p.storeName = 'One'));
    await state.db.update('products', 2, (p) => (p.storeName = 'Two'));
    expect(writer.flush()).toBeNull();
    // The snapshot is larger than the room left; the journal lines are not.
    disk.fill(2000);
    const warnings = captureStderr();
    try {
      expect(writer.compact()).toBe(false);
    } finally {
      warnings.restore();
    }
    expect(warnings.text()).toMatch(/could not write a snapshot \(ENOSPC[^)]*\); the journal keeps every change/);
    expect(readdirSync(dirname(path)).sort()).toEqual(['state.json', 'state.json.journal']);
    // The temp file of the snapshot is gone again, and so is the room it took.
    disk.fill(2000);
    await state.db.update('products', 3, (p) => (p.storeName = 'Three'));
    expect(writer.flush()).toBeNull();
    const next = await restart(path);
    expect([1, 2, 3].map((id) => next.db.byId('products', id)?.storeName)).toEqual(['One', 'Two', 'Three']);
  });

  it('through the server: the refused write is an error envelope and is not kept; 20 writes after it survive a crash', async () => {
    const { path } = paths();
    const disk = smallDisk();
    const app = await testServer({ products: 40, stateFile: path, stateFileSystem: disk.fs });
    const register = (email: string) => answer(client(app).api.auth.registerVisitor({ body: { email } }));
    try {
      expect((await register('before@example.com')).code).toBe(200);
      const users = app.mock.db.all('users').length;
      disk.fill(0);
      const warnings = captureStderr();
      let refused;
      try {
        refused = await register('refused@example.com');
      } finally {
        warnings.restore();
      }
      expect(refused).toMatchObject({ status: 200, code: 500, data: null });
      expect(refused.message).toBe(
        'The mock could not save this change (MOCK_STATE_FILE: ENOSPC: no space left on device, write); nothing was changed.',
      );
      expect(warnings.text()).toMatch(
        new RegExp(`^\\[mock\\] MOCK_STATE_FILE ${path}\\.journal: could not write \\d change\\(s\\) \\(ENOSPC[^\\n]*\\n$`),
      );
      expect(app.mock.db.all('users')).toHaveLength(users);

      disk.free();
      const tokens: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        const res = await register(`after-${i}@example.com`);
        expect(res.code).toBe(200);
        tokens.push(res.data.token);
      }
      // A crash now: the files as they are, loaded by a new process.
      const next = await restart(path);
      const emails = new Set(next.db.all('users').map((u) => u.email));
      expect(emails.has('before@example.com')).toBe(true);
      expect(emails.has('refused@example.com')).toBe(false);
      for (let i = 0; i < 20; i += 1) expect(emails.has(`after-${i}@example.com`)).toBe(true);
      for (const token of tokens) expect(next.sessions.touch(token, Date.UTC(2026, 5, 1))).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('MOCK_STATE_FILE start-up on a bad journal or path', () => {
  const paths = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-bad-'));
    return { dir, path: join(dir, 'state.json') };
  };
  /** A snapshot of the fresh state, and a journal: one good record, then `bad`, then one more good record. */
  async function journalWith(bad: string | ((state: MockState) => string)) {
    const { dir, path } = paths();
    const state = await freshState();
    writeStateFile(state, path);
    const good = (seq: number, name: string) =>
      JSON.stringify({ seq, change: { op: 'put', name: 'products', record: { ...state.db.byId('products', seq), storeName: name } } });
    const line = typeof bad === 'string' ? bad : bad(state);
    writeFileSync(`${path}.journal`, `${good(1, 'Replayed')}\n${line}\n${good(3, 'After the bad one')}\n`);
    return { dir, path };
  }

  const cases: [string, string | ((state: MockState) => string), RegExp][] = [
    [
      'a record that does not match the schema',
      (state) =>
        JSON.stringify({ seq: 2, change: { op: 'put', name: 'products', record: { ...state.db.byId('products', 2), storeName: 5 } } }),
      /cannot be replayed \(products record 2 does not match the schema \(storeName: Expected string, received number\)\)/,
    ],
    [
      'an unknown collection',
      JSON.stringify({ seq: 2, change: { op: 'remove', name: 'widgets', ids: [1] } }),
      /an unknown collection "widgets"/,
    ],
    ['an unknown operation', JSON.stringify({ seq: 2, change: { op: 'drop', name: 'products' } }), /an unknown operation "drop"/],
    [
      '__proto__ as the collection',
      JSON.stringify({ seq: 2, change: { op: 'remove', name: '__proto__', ids: [1] } }),
      /an unknown collection "__proto__"/,
    ],
    [
      'a __proto__ key in a record',
      '{"seq":2,"change":{"op":"put","name":"products","record":{"id":2,"__proto__":{"polluted":true}}}}',
      /a "__proto__" key/,
    ],
    ['no sequence number', JSON.stringify({ change: { op: 'remove', name: 'products', ids: [1] } }), /is not a journal record/],
  ];
  for (const [what, bad, problem] of cases) {
    it(`${what}: keeps the records before it, moves the journal aside in one line, and starts`, async () => {
      const { dir, path } = await journalWith(bad);
      const warnings = captureStderr();
      const next = await freshState();
      try {
        expect(await loadStateFile(next, path, () => Date.UTC(2026, 0, 1))).toBe('loaded');
      } finally {
        warnings.restore();
      }
      const aside = `${path}.journal.corrupt-2026-01-01T00-00-00-000Z`;
      expect(warnings.text()).toMatch(
        new RegExp(
          `^\\[mock\\] MOCK_STATE_FILE journal ${path}\\.journal: record 2 [^\\n]+; kept the 1 records before it and moved the journal to ${aside}\\n$`,
        ),
      );
      expect(warnings.text()).toMatch(problem);
      expect(readdirSync(dir).sort()).toEqual(['state.json', 'state.json.journal.corrupt-2026-01-01T00-00-00-000Z']);
      expect(next.db.byId('products', 1)?.storeName).toBe('Replayed');
      expect(next.db.byId('products', 3)?.storeName).not.toBe('After the bad one');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // The writer starts on it: a new snapshot with what was kept, an empty journal.
      const writer = createStateWriter(next, path);
      writer.close();
      const again = await freshState();
      expect(await loadStateFile(again, path)).toBe('loaded');
      expect(again.db.dump()).toEqual(next.db.dump());
    });
  }

  it('a journal path that is a folder, a state path that is a folder, a missing folder: a StateFileError in one line', async () => {
    const { dir, path } = paths();
    mkdirSync(`${path}.journal`);
    const state = await freshState();
    const problems: [string, RegExp][] = [
      [path, /^MOCK_STATE_FILE journal \S+state\.json\.journal is a folder: move it away or set MOCK_STATE_FILE to another path/],
      [dir, /^MOCK_STATE_FILE \S+ is a folder: set MOCK_STATE_FILE to a file path, such as \S+state\.json\.$/],
      [join(dir, 'missing', 'state.json'), /^MOCK_STATE_FILE \S+: the folder \S+missing does not exist: create it or set MOCK_STATE_FILE/],
    ];
    for (const [file, message] of problems) {
      const error = await loadStateFile(state, file).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StateFileError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
    expect(readdirSync(dir)).toEqual(['state.json.journal']);
  });

  it('a read-only folder: a StateFileError in one line naming the path, the cause and what to change', async () => {
    const { path } = paths();
    const state = await freshState();
    expect(await loadStateFile(state, path)).toBe('absent');
    const readOnly: StateFileSystem = {
      ...smallDisk().fs,
      openSync: () => {
        throw Object.assign(new Error(`EROFS: read-only file system, open '${path}.tmp-1'`), { code: 'EROFS' });
      },
    };
    expect(() => createStateWriter(state, path, { fs: readOnly })).toThrow(
      new StateFileError(
        `MOCK_STATE_FILE cannot write ${path} (EROFS: read-only file system, open '${path}.tmp-1'): set MOCK_STATE_FILE to a path in a folder the mock may write to (or leave it unset to keep the state in memory).`,
      ),
    );
  });
});

describe('MOCK_STATE_FILE and named snapshots', () => {
  it('a restore is on disk when its answer arrives: a crash after it (and a write after it) reloads the restored state', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-snapshot-'));
    const path = join(dir, 'state.json');
    const app = await testServer({ products: 40, stateFile: path });
    const register = async (email: string) => {
      const res = await answer(client(app).api.auth.registerVisitor({ body: { email } }));
      expect(res.code).toBe(200);
      return res.data.token;
    };
    try {
      const kept = await register('saved@example.com');
      expect((await answer(client(app).mock.saveSnapshot({ body: { name: 'before' } }))).code).toBe(200);
      const dropped = await register('after-the-save@example.com');
      expect((await answer(client(app).mock.restoreSnapshot({ params: { name: 'before' } }))).code).toBe(200);
      await register('after-the-restore@example.com');
      // No close: the files are read as a crash leaves them (snapshot written by the restore, journal after it).
      const next = await freshState();
      expect(await loadStateFile(next, path)).toBe('loaded');
      const emails = next.db.all('users').map((u) => u.email);
      expect(emails).toContain('saved@example.com');
      expect(emails).toContain('after-the-restore@example.com');
      expect(emails).not.toContain('after-the-save@example.com');
      const tokens = next.sessions.dump().map((s) => s.token);
      expect(tokens).toContain(kept);
      expect(tokens).not.toContain(dropped);
    } finally {
      await app.close();
    }
  });
});
