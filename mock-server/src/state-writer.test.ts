import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MockState } from './state';
import { loadStateFile } from './state-file';
import { StateFileError } from './state-file-io';
import { captureStderr, freshState, smallDisk } from './state-file-test-support';
import { createStateWriter, type WriteScope } from './state-writer';
import { answer, client, testServer } from './test-support';

/** The journal writer when the disk fills: nothing answered as done is lost, nothing refused is kept. */
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
