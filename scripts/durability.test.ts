import { describe, expect, it } from 'vitest';
import { crashRun } from './durability';

// One run of `npm run test:durability` (which runs 20): answered writes survive kill -9 of the mock.
describe('MOCK_STATE_FILE under kill -9', () => {
  it('loses none of 200 answered writes', async () => {
    const result = await crashRun({ writes: 200, tag: 'unit' });
    expect(result.answered).toBe(200);
    expect(result.lost).toEqual([]);
  }, 60_000);
});
