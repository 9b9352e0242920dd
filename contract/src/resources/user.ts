import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';

/** A:dto/UserCenterResponse. */
export const UserInfoSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Points balance. */
  integral: z.number().int(),
  experience: z.number().int(),
  couponCount: z.number().int(),
  collectCount: z.number().int(),
  userType: z.string().nullable(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const userContract = c.router(
  {
    info: { method: 'GET', path: '/info', responses: { 200: envelope(UserInfoSchema) }, metadata: userRoute, summary: 'The signed-in user' },
  },
  { pathPrefix: '/api/front/user' },
);
