import { couponsContract, toPageInfo } from '@contract';
import { listCoupons, listUserCoupons, planReceive, toStoreCoupon } from '../domain/coupons';
import { type MockState } from '../state';
import { handlers, ok, uidOf } from './kit';

export function couponsRouter(state: MockState) {
  return handlers(couponsContract, {
    list: async ({ query, session }) => {
      const uid = session?.uid ?? null;
      const held = new Set(
        uid === null ? [] : state.db.filter('userCoupons', (u) => u.uid === uid && u.status === 0).map((u) => u.couponId),
      );
      const found = listCoupons(
        state.db.all('coupons'),
        { useType: query.useType, merId: query.merId, productId: query.productId },
        state.now(),
      );
      const info = toPageInfo(found, query.page, query.limit);
      return ok({ ...info, list: info.list.map((c) => toStoreCoupon(c, held.has(c.id))) });
    },
    receive: async ({ body, session }) => {
      const uid = uidOf(session);
      const coupon = state.db.byId('coupons', body.couponId);
      const record = planReceive(
        coupon,
        uid,
        state.db.filter('userCoupons', (u) => u.uid === uid),
        state.now(),
      );
      if (coupon?.isLimited) {
        await state.db.update('coupons', coupon.id, (c) => {
          c.lastTotal -= 1;
        });
      }
      await state.db.insert('userCoupons', record);
      return ok(null, 'Received successfully');
    },
    userList: async ({ query, session }) => {
      const uid = uidOf(session);
      const mine = listUserCoupons(
        state.db.filter('userCoupons', (u) => u.uid === uid),
        query.type,
        state.now(),
      );
      return ok(toPageInfo(mine, query.page, query.limit));
    },
  });
}
