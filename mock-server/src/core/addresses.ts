import { addressesContract, toPageInfo } from '@contract';
import {
  defaultAddress,
  ipInfo,
  planAddressDelete,
  planAddressEdit,
  planSetDefault,
  sortAddresses,
  toUserAddress,
} from '../domain/addresses';
import { formatDateTime } from '../domain/dates';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

export function addressesRouter(state: MockState) {
  const mine = (uid: number) => state.db.filter('addresses', (a) => a.uid === uid);
  const setDefaultFlag = async (ids: readonly number[], value: boolean, now: string) => {
    for (const id of ids) {
      await state.db.update('addresses', id, (a) => {
        a.isDefault = value;
        a.updateTime = now;
      });
    }
  };

  return handlers(addressesContract, {
    list: async ({ query, session }) => {
      const info = toPageInfo(sortAddresses(mine(uidOf(session))), query.page, query.limit);
      return ok({ ...info, list: info.list.map(toUserAddress) });
    },
    listAll: async ({ session }) => ok(sortAddresses(mine(uidOf(session))).map(toUserAddress)),
    edit: async ({ body, session }) => {
      const uid = uidOf(session);
      const plan = planAddressEdit(body, mine(uid));
      const now = formatDateTime(state.now());
      // The address first: if its record were refused, no other address has lost its default yet.
      const saved =
        plan.id === null
          ? await state.db.insert('addresses', { uid, ...plan.fields, createTime: now, updateTime: now })
          : await state.db.update('addresses', plan.id, (a) => {
              Object.assign(a, plan.fields);
              a.updateTime = now;
            });
      await setDefaultFlag(plan.unsetDefault, false, now);
      return ok(toUserAddress(saved), 'Saved successfully');
    },
    del: async ({ body, session }) => {
      const plan = planAddressDelete(mine(uidOf(session)), body.id);
      state.db.remove('addresses', [plan.id]);
      if (plan.promote !== null) await setDefaultFlag([plan.promote], true, formatDateTime(state.now()));
      return ok(null, 'Deleted successfully');
    },
    setDefault: async ({ body, session }) => {
      const plan = planSetDefault(mine(uidOf(session)), body.id);
      const now = formatDateTime(state.now());
      await setDefaultFlag([plan.id], true, now);
      await setDefaultFlag(plan.unsetDefault, false, now);
      // data null, as the real controller answers (docs/backend-wire.md, addresses).
      return ok(null, 'Set successfully');
    },
    getDefault: async ({ session }) => {
      const found = defaultAddress(mine(uidOf(session)));
      return ok(found ? toUserAddress(found) : null);
    },
    // Another user's id (or an unknown one) answers data null, as the real service does.
    detail: async ({ params, session }) => {
      const found = mine(uidOf(session)).find((a) => a.id === params.id);
      return ok(found ? toUserAddress(found) : null);
    },
    ipInfo: async ({ ip }) => ok(ipInfo(ip)),
  });
}
