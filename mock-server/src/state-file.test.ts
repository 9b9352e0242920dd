import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MockState } from './state';
import { createStateWriter, loadStateFile, writeStateFile } from './state-file';
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
