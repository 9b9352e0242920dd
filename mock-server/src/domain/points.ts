import { type PointsRecord, type PointsSummary } from '@contract';
import { type RecordOf } from '../db/schema';
import { parseDateTime } from './dates';

type Record = RecordOf<'pointsRecords'>;

/** Frozen points thaw once their frozenTime has passed (no job needed: read through the clock). */
function isFrozen(record: Record, now: number): boolean {
  return record.type === 1 && record.status === 1 && (record.frozenTime === null || parseDateTime(record.frozenTime) > now);
}

export function pointsSummary(records: readonly Record[], now: number): PointsSummary {
  let earned = 0;
  let spent = 0;
  let frozen = 0;
  for (const record of records) {
    if (record.type === 2) spent += record.integral;
    else if (isFrozen(record, now)) frozen += record.integral;
    else earned += record.integral;
  }
  return { integral: earned - spent, sumIntegral: earned + frozen, deductionIntegral: spent, frozenIntegral: frozen };
}

/** Newest first, with the available balance after each change (frozen points do not count until they thaw). */
export function pointsRecords(records: readonly Record[], type: 1 | 2 | undefined, now: number): PointsRecord[] {
  const oldestFirst = [...records].sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id);
  let balance = 0;
  const views = oldestFirst.map((record): PointsRecord => {
    const frozen = isFrozen(record, now);
    if (!frozen) balance += record.type === 1 ? record.integral : -record.integral;
    return {
      id: record.id,
      title: record.title,
      type: record.type,
      integral: record.integral,
      balance,
      status: frozen ? 1 : 2,
      frozenTime: record.frozenTime,
      createTime: record.createTime,
    };
  });
  return views.filter((view) => type === undefined || view.type === type).reverse();
}
