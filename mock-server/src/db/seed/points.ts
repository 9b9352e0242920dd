import { type RecordOf, type SeedData } from '../schema';
import { at, DEMO_UID } from './common';

/**
 * Points history of the demo shopper (extension): earned and spent, one still frozen. The balance in the user
 * record is the sum of what is available, so user/info and the summary agree.
 */
export function seedPoints(data: SeedData): void {
  const points: Omit<RecordOf<'pointsRecords'>, 'id' | 'uid'>[] = [
    { title: 'Welcome bonus', type: 1, integral: 200, status: 2, frozenTime: null, createTime: at(-90) },
    { title: 'Order reward', type: 1, integral: 58, status: 2, frozenTime: null, createTime: at(-70) },
    { title: 'Review reward', type: 1, integral: 10, status: 2, frozenTime: null, createTime: at(-65) },
    { title: 'Spent at checkout', type: 2, integral: 100, status: 2, frozenTime: null, createTime: at(-40) },
    { title: 'Order reward', type: 1, integral: 36, status: 1, frozenTime: at(3000), createTime: at(-5) },
  ];
  points.forEach((record, i) => data.pointsRecords.push({ id: i + 1, uid: DEMO_UID, ...record }));
  const demo = data.users.find((u) => u.id === DEMO_UID);
  if (demo) demo.integral = points.reduce((sum, r) => (r.status === 1 ? sum : r.type === 1 ? sum + r.integral : sum - r.integral), 0);
}
