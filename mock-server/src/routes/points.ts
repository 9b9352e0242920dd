import { pointsContract, toPageInfo } from '@contract';
import { pointsRecords, pointsSummary } from '../domain/points';
import { type MockState } from '../state';
import { ok, s, uidOf } from './kit';

/** Extension routes (backend-api.md §14): the points summary and records. */
export function pointsRouter(state: MockState) {
  const mine = (uid: number) => state.db.filter('pointsRecords', (r) => r.uid === uid);
  return s.router(pointsContract, {
    summary: async ({ request }) => ok(pointsSummary(mine(uidOf(request)), state.now())),
    records: async ({ query, request }) => {
      const type = query.type === 1 || query.type === 2 ? query.type : undefined;
      return ok(toPageInfo(pointsRecords(mine(uidOf(request)), type, state.now()), query.page, query.limit));
    },
  });
}
