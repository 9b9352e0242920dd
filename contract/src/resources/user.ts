import { z } from 'zod';
import { c, publicRoute, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { captchaField, newPasswordField } from '../common/fields.ts';

/** backend:common/response/UserCenterResponse. */
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

/** The web's nickname limit, short enough for the header (docs/product-rules.md, profile). */
export const NICKNAME_MAX = 32;
/** The real backend's: UserEditRequest @Length(255). */
export const NICKNAME_WIRE_MAX = 255;

/** user/edit as the real backend takes it (backend:common/request/UserEditRequest). */
export const UserEditBodySchema = z.object({
  nickname: z.string().trim().min(1, 'emptyUserName').max(NICKNAME_WIRE_MAX, 'tooLong'),
  /** An uploaded image URL (upload/image) or the current avatar. */
  avatar: z.string().trim().min(1, 'required').max(512, 'tooLong'),
});
export type UserEditBody = z.infer<typeof UserEditBodySchema>;
/** The profile form: the wire's rules plus the web's shorter nickname. */
export const UserEditFormSchema = UserEditBodySchema.extend({
  nickname: z.string().trim().min(1, 'emptyUserName').max(NICKNAME_MAX, 'tooLong'),
});

/** backend:common/request/UpdatePasswordRequest: the code goes to the signed-in user's own email or phone. */
export const UpdatePasswordBodySchema = z
  .object({ newPassword: newPasswordField, passwordAgain: z.string().min(1, 'againPassword'), captcha: captchaField })
  .refine((v) => v.newPassword === v.passwordAgain, { message: 'diffPassword', path: ['passwordAgain'] });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;

export const userContract = c.router({
  info: {
    method: 'GET',
    path: '/api/front/user/info',
    responses: { 200: envelope(UserInfoSchema) },
    metadata: userRoute,
    summary: 'The signed-in user',
  },
  edit: {
    method: 'POST',
    path: '/api/front/user/edit',
    body: UserEditBodySchema,
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Change the nickname and avatar',
  },
  emailPasswordCode: {
    method: 'POST',
    path: '/api/front/captcha/email/password',
    body: c.noBody(),
    responses: { 200: envelope(z.boolean()) },
    // /captcha/** is outside the real token interceptor; the service still needs the signed-in user.
    metadata: publicRoute,
    summary: "Send a password-change code to the user's own email",
  },
  phonePasswordCode: {
    method: 'POST',
    path: '/api/front/captcha/phone/password',
    body: c.noBody(),
    responses: { 200: envelope(z.boolean()) },
    // /captcha/** is outside the real token interceptor; the service still needs the signed-in user.
    metadata: publicRoute,
    summary: "Send a password-change code to the user's own phone",
  },
  emailUpdatePassword: {
    method: 'POST',
    path: '/api/front/user/email/update/password',
    body: UpdatePasswordBodySchema,
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Change the password with the code sent to the email',
  },
  phoneUpdatePassword: {
    method: 'POST',
    path: '/api/front/user/phone/update/password',
    body: UpdatePasswordBodySchema,
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Change the password with the code sent to the phone',
  },
});
