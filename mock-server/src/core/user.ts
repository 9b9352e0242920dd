import { userContract } from '@contract';
import { newPasswordHash, sendOutbox } from '../domain/accounts';
import { listUserCoupons } from '../domain/coupons';
import { businessError, notFound } from '../domain/errors';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

export function userRouter(state: MockState) {
  const userOf = (uid: number) => {
    const user = state.db.byId('users', uid);
    if (!user) throw notFound('User does not exist');
    return user;
  };

  /** Changes the password once the code is right; every other session of the user ends, this one stays. */
  const updatePassword = async (
    uid: number,
    token: string | undefined,
    purpose: 'password-email' | 'password-sms',
    target: string,
    body: { newPassword: string; captcha: string },
  ) => {
    // Used up before the first await: of concurrent changes with one code, one goes through.
    state.codes.take(purpose, target, body.captcha, state.now());
    const passwordHash = await newPasswordHash(state, body.newPassword);
    await state.db.update('users', uid, (u) => {
      u.passwordHash = passwordHash;
    });
    state.sessions.revokeUser(uid, token);
  };

  return handlers(userContract, {
    info: async ({ session }) => {
      const uid = uidOf(session);
      const user = userOf(uid);
      return ok({
        nickname: user.nickname,
        avatar: user.avatar,
        phone: user.phone,
        email: user.email,
        integral: user.integral,
        experience: user.experience,
        // The coupons the "usable" tab of coupon/list shows (unused, not ended).
        couponCount: listUserCoupons(
          state.db.filter('userCoupons', (c) => c.uid === uid),
          'usable',
          state.now(),
        ).length,
        collectCount: state.db.filter('productCollects', (c) => c.uid === uid).length,
        userType: user.userType,
      });
    },
    edit: async ({ body, session }) => {
      const uid = uidOf(session);
      userOf(uid);
      await state.db.update('users', uid, (u) => {
        u.nickname = body.nickname;
        u.avatar = body.avatar;
      });
      return ok(null, 'Saved successfully');
    },
    emailPasswordCode: async ({ session }) => {
      const user = userOf(uidOf(session));
      if (!user.email) throw businessError('Your account has no email address');
      const code = state.codes.issue('password-email', user.email, state.now());
      sendOutbox(state, 'email', user.email.toLowerCase(), 'Your password change code', code);
      return ok(true, 'Sent successfully');
    },
    phonePasswordCode: async ({ session }) => {
      const user = userOf(uidOf(session));
      if (!user.phone) throw businessError('Your account has no phone number');
      const code = state.codes.issue('password-sms', `${user.countryCode ?? ''}-${user.phone}`, state.now());
      sendOutbox(state, 'sms', user.phone, 'Your password change code', code);
      return ok(true, 'Sent successfully');
    },
    emailUpdatePassword: async ({ body, session }) => {
      const uid = uidOf(session);
      const user = userOf(uid);
      if (!user.email) throw businessError('Your account has no email address');
      await updatePassword(uid, session?.token, 'password-email', user.email, body);
      return ok(null, 'Password changed successfully');
    },
    phoneUpdatePassword: async ({ body, session }) => {
      const uid = uidOf(session);
      const user = userOf(uid);
      if (!user.phone) throw businessError('Your account has no phone number');
      await updatePassword(uid, session?.token, 'password-sms', `${user.countryCode ?? ''}-${user.phone}`, body);
      return ok(null, 'Password changed successfully');
    },
  });
}
