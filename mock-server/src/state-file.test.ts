import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MockState } from './state';
import { loadStateFile } from './state-file';
import { StateFileError, writeStateFile, type StateFileSystem } from './state-file-io';
import { captureStderr, freshState, smallDisk } from './state-file-test-support';
import { createStateWriter } from './state-writer';
import { answer, client, testServer } from './test-support';

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
