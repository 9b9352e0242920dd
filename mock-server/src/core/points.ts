import { pointsContract, toPageInfo } from '@contract';
import { pointsRecords, pointsSummary } from '../domain/points';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

/** Extension routes (metadata.extension in the contract): the points summary and records. */
export function pointsRouter(state: MockState) {
  const mine = (uid: number) => state.db.filter('pointsRecords', (r) => r.uid === uid);
  return handlers(pointsContract, {
    summary: async ({ session }) => ok(pointsSummary(mine(uidOf(session)), state.now())),
    records: async ({ query, session }) => {
      const type = query.type === 1 || query.type === 2 ? query.type : undefined;
      return ok(toPageInfo(pointsRecords(mine(uidOf(session)), type, state.now()), query.page, query.limit));
    },
  });
}
