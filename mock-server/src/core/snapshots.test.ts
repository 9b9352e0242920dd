import { type SnapshotFile } from '@contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { MockState } from '../state';
import { answer, client, login, raw, TEST_NOW, useMockApp } from '../test-support';
import { snapshotControls } from './snapshots';

const mock = useMockApp({ each: 'reset' });

// A reset keeps the snapshots: each test starts without any.
beforeEach(async () => {
  const control = client(mock.app).mock;
  for (const { name } of (await answer(control.listSnapshots())).data) await answer(control.deleteSnapshot({ params: { name } }));
});

/** Everything a snapshot holds, as comparable text. */
const stateText = (state: MockState) =>
  JSON.stringify({
    db: state.db.dumpJson(),
    seed: state.seed,
    sessions: state.sessions.dump(),
    outbox: state.outbox.dump(),
    faults: state.faults.list(),
    codes: state.codes.dump(),
    clock: state.clock.dump(),
    uploads: state.uploads.dump().map((u) => u.name),
  });

describe('named snapshots (/__mock/snapshots)', () => {
  it('saves the whole state, restores it after changes, lists and deletes; a reset keeps them', async () => {
    const control = client(mock.app).mock;
    await answer(control.setClock({ body: { now: '2026-07-01T08:00:00Z' } }));
    const token = await login(mock.app);
    await answer(client(mock.app, token).api.collections.addProduct({ body: { id: 3 } }));
    await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'kept@example.com' }));
    await answer(control.addFault({ body: { path: '/api/front/search/keyword', code: 500, count: 2 } }));
    const before = stateText(mock.app.mock);
    const saved = await answer(control.saveSnapshot({ body: { name: 'shopper-with-a-favourite' } }));
    expect(saved.data).toMatchObject({ name: 'shopper-with-a-favourite', savedAt: '2026-07-01T08:00:00.000Z', seed: 1 });
    expect(saved.data.size).toBeGreaterThan(100_000);

    await answer(control.reset({ body: {} }));
    await answer(control.setClock({ body: { now: '2027-01-01T00:00:00Z' } }));
    const later = await login(mock.app);
    expect(stateText(mock.app.mock)).not.toBe(before);

    const restored = await answer(control.restoreSnapshot({ params: { name: 'shopper-with-a-favourite' } }));
    expect(restored.data).toMatchObject({ name: 'shopper-with-a-favourite', seed: 1 });
    expect(restored.data.ms).toBeGreaterThanOrEqual(0);
    expect(stateText(mock.app.mock)).toBe(before);
    // The session saved works again; one made after the save does not.
    expect((await answer(client(mock.app, token).api.user.info())).code).toBe(200);
    expect((await answer(client(mock.app, later).api.user.info())).code).toBe(401);
    expect((await answer(control.getClock())).data.now).toBe('2026-07-01T08:00:00.000Z');
    expect((await answer(control.outbox({ query: { to: 'kept@example.com' } }))).data).toHaveLength(1);
    // The verification code sent before the save still verifies (the codes are part of the state).
    expect(mock.app.mock.codes.size.codes).toBe(1);

    expect((await answer(control.listSnapshots())).data.map((s) => s.name)).toEqual(['shopper-with-a-favourite']);
    expect((await answer(control.deleteSnapshot({ params: { name: 'shopper-with-a-favourite' } }))).code).toBe(200);
    expect((await answer(control.listSnapshots())).data).toEqual([]);
    expect((await answer(control.restoreSnapshot({ params: { name: 'shopper-with-a-favourite' } }))).code).toBe(404);
    expect((await answer(control.deleteSnapshot({ params: { name: 'nope' } }))).code).toBe(404);
    expect((await answer(control.saveSnapshot({ body: { name: '../etc' } }))).message).toMatch(/^name: /);
  });

  it('exports a file holding only what differs from the seed, and imports it under another name', async () => {
    const control = client(mock.app).mock;
    const token = await login(mock.app);
    await answer(client(mock.app, token).api.collections.addProduct({ body: { id: 5 } }));
    await answer(control.saveSnapshot({ body: { name: 'one' } }));
    const exported = await mock.app.inject({ method: 'GET', url: '/__mock/snapshots/one/file' });
    const file = exported.json<SnapshotFile>();
    expect(file).toMatchObject({ format: 'mock-snapshot', version: 1, name: 'one', seed: 1, products: 300 });
    expect(Object.keys(file.db)).toEqual(['productCollects']);
    expect(file.fromSeed).toContain('products');
    expect(exported.body.length).toBeLessThan(20_000);

    await answer(control.reset({ body: {} }));
    const imported = await answer(control.importSnapshot({ params: { name: 'two' }, body: file }));
    expect(imported.data).toMatchObject({ name: 'two', seed: 1 });
    await answer(control.restoreSnapshot({ params: { name: 'two' } }));
    expect(mock.app.mock.db.all('productCollects').some((c) => c.productId === 5)).toBe(true);
    expect((await answer(client(mock.app, token).api.user.info())).code).toBe(200);
    const again = (await mock.app.inject({ method: 'GET', url: '/__mock/snapshots/two/file' })).json<SnapshotFile>();
    expect({ ...again, name: 'one' }).toEqual(file);
    expect((await mock.app.inject({ method: 'GET', url: '/__mock/snapshots/three/file' })).json()).toMatchObject({ code: 404 });

    // A file may be larger than the 2 MB any other body may be.
    const message = {
      channel: 'email' as const,
      to: 'a@example.com',
      subject: 'Hello',
      text: 'x'.repeat(3000),
      code: null,
      sentAt: TEST_NOW,
    };
    const large = { ...file, outbox: Array.from({ length: 1000 }, () => message) };
    const res = await answer(raw(mock.app, 'mock.importSnapshot', { params: { name: 'large' }, body: large }));
    expect(res.code).toBe(200);
    expect(JSON.stringify(large).length).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('refuses a bad or foreign file with 400 naming the field, keeping nothing and changing nothing', async () => {
    const control = client(mock.app).mock;
    await answer(control.saveSnapshot({ body: { name: 'good' } }));
    const file = (await mock.app.inject({ method: 'GET', url: '/__mock/snapshots/good/file' })).json<SnapshotFile>();
    const before = stateText(mock.app.mock);
    const put = (body: unknown) => answer(raw(mock.app, 'mock.importSnapshot', { params: { name: 'bad' }, body }));
    const users = JSON.parse(JSON.stringify(file.db.users ?? mock.app.mock.db.all('users'))) as Record<string, unknown>[];
    const cases: [unknown, RegExp][] = [
      [{ ...file, format: 'har' }, /^format: /],
      [{ version: 1 }, /^format: /],
      [
        { ...file, db: { ...file.db, users: [{ ...users[0], email: 7 }] }, fromSeed: file.fromSeed.filter((n) => n !== 'users') },
        /^db\.users\.0\.email: /,
      ],
      [
        { ...file, db: { ...file.db, users: [users[0], users[0]] }, fromSeed: file.fromSeed.filter((n) => n !== 'users') },
        /^db\.users\.1\.id: /,
      ],
      [{ ...file, db: { ...file.db, wishes: [] } }, /^db\.wishes: Unknown collection/],
      [{ ...file, fromSeed: ['nope'] }, /^fromSeed\.0: /],
      [{ ...file, clock: { fixedAt: 'soon', offsetMs: 0 } }, /^clock\.fixedAt: /],
      [
        { ...file, uploads: [{ name: 'a.png', mime: 'image/png', caller: 'x', base64: btoa('not a png at all') }] },
        /^uploads\.0\.base64: /,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.code, String(message)).toBe(400);
      expect(res.message).toMatch(message);
    }
    expect(stateText(mock.app.mock)).toBe(before);
    expect((await answer(control.listSnapshots())).data.map((s) => s.name)).toEqual(['good']);
  });

  it('keeps at most the configured count and size, refusing past them without dropping one', async () => {
    const state = new MockState({ seed: 1, products: 40, clock: TEST_NOW });
    await state.reset();
    const routes = snapshotControls(state, () => undefined, { count: 2, chars: 10 * 1024 * 1024 });
    const save = (name: string) => routes.saveSnapshot({ body: { name } } as Parameters<typeof routes.saveSnapshot>[0]);
    await save('a');
    await save('b');
    await expect(save('c')).rejects.toThrow(/At most 2 snapshots/);
    await save('b'); // replacing one of the same name is allowed
    const tiny = snapshotControls(state, () => undefined, { count: 5, chars: 1000 });
    await expect(tiny.saveSnapshot({ body: { name: 'big' } } as Parameters<typeof tiny.saveSnapshot>[0])).rejects.toThrow(
      /snapshots may hold/,
    );
  });

  it('restores the saved state after a reset; both durations are printed (a timing is not asserted)', async () => {
    const control = client(mock.app).mock;
    await answer(client(mock.app, await login(mock.app)).api.collections.addProduct({ body: { id: 9 } }));
    const saved = stateText(mock.app.mock);
    await answer(control.saveSnapshot({ body: { name: 'timing' } }));
    const reset = (await answer(control.reset({ body: {} }))).data.ms;
    expect(stateText(mock.app.mock)).not.toBe(saved);
    const restore = (await answer(control.restoreSnapshot({ params: { name: 'timing' } }))).data.ms;
    expect(stateText(mock.app.mock)).toBe(saved);
    process.stdout.write(`[snapshots] 300 products: reset ${reset} ms, restore ${restore} ms\n`);
  });
});
