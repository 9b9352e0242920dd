import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { DAY, formatDateTime } from './dates';
import { pointsRecords, pointsSummary } from './points';

const now = Date.UTC(2026, 5, 1);
const record = (
  id: number,
  type: 1 | 2,
  integral: number,
  status: 1 | 2,
  frozenDays: number | null,
  days: number,
): RecordOf<'pointsRecords'> => ({
  id,
  uid: 1,
  title: `R${id}`,
  type,
  integral,
  status,
  frozenTime: frozenDays === null ? null : formatDateTime(now + frozenDays * DAY),
  createTime: formatDateTime(now + days * DAY),
});

describe('points', () => {
  const records = [record(1, 1, 200, 2, null, -9), record(2, 2, 50, 2, null, -5), record(3, 1, 30, 1, 2, -1), record(4, 1, 20, 1, -1, -3)];

  it('sums available, earned, spent and frozen points; frozen ones thaw after their date', () => {
    expect(pointsSummary(records, now)).toEqual({ integral: 170, sumIntegral: 250, deductionIntegral: 50, frozenIntegral: 30 });
    expect(pointsSummary(records, now + 3 * DAY)).toEqual({ integral: 200, sumIntegral: 250, deductionIntegral: 50, frozenIntegral: 0 });
  });

  it('lists newest first with the balance after each change, filtered by type', () => {
    expect(pointsRecords(records, undefined, now).map((r) => [r.id, r.balance, r.status])).toEqual([
      [3, 170, 1],
      [4, 170, 2],
      [2, 150, 2],
      [1, 200, 2],
    ]);
    expect(pointsRecords(records, 2, now).map((r) => r.id)).toEqual([2]);
  });
});
