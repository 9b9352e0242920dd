import { merchantsContract, userContract } from '@contract';
import { notFound } from '../domain/errors';
import { type MockState } from '../state';
import { ok, s, uidOf } from './kit';

export function merchantsRouter(state: MockState) {
  return s.router(merchantsContract, {
    types: async () => ok(state.db.filter('merchantTypes', (t) => !t.isDel)),
    categories: async () => ok(state.db.filter('merchantCategories', (c) => !c.isDel)),
    customerService: async ({ params }) => {
      const m = state.db.byId('merchants', params.merId);
      if (!m) throw notFound('Shop does not exist');
      return ok({ serviceType: m.serviceType, serviceLink: m.serviceLink, servicePhone: m.servicePhone, serviceMessage: m.serviceMessage, serviceEmail: m.serviceEmail });
    },
  });
}

export function userRouter(state: MockState) {
  return s.router(userContract, {
    info: async ({ request }) => {
      const uid = uidOf(request);
      const user = state.db.byId('users', uid);
      if (!user) throw notFound('User does not exist');
      return ok({
        nickname: user.nickname,
        avatar: user.avatar,
        phone: user.phone,
        email: user.email,
        integral: user.integral,
        experience: user.experience,
        couponCount: state.db.filter('userCoupons', (c) => c.uid === uid && c.status === 0).length,
        collectCount: state.db.filter('productCollects', (c) => c.uid === uid).length,
        userType: user.userType,
      });
    },
  });
}
