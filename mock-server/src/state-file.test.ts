import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MockState } from './state';
import { loadStateFile, writeStateFile } from './state-file';

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
