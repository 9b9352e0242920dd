import { z } from 'zod';
import { c, publicRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import {
  captchaField,
  countryCodeField,
  emailField,
  loginPasswordField,
  newPasswordField,
  registerPasswordField,
  phoneField,
} from '../common/fields.ts';

/** backend:common/response/LoginResponse. `nikeName` is the real (misspelled) field name. */
export const LoginResponseSchema = z.object({
  token: z.string(),
  type: z.enum(['login', 'register', 'start']).nullable(),
  key: z.string().nullable(),
  uid: z.number().int(),
  nikeName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Visitor identifier, needed for visitor order lookup. */
  identity: z.string().nullable(),
  userType: z.enum(['google', 'facebook', 'twitter', 'email', 'tourist', 'phone']).nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LoginMethodInfoSchema = z.object({
  twitterOpen: z.boolean(),
  googleOpen: z.boolean(),
  facebookOpen: z.boolean(),
  googleClientId: z.string().nullable(),
  facebookAppId: z.string().nullable(),
  visitorOpen: z.boolean(),
  agreement: z.string().nullable(),
});
export type LoginMethodInfo = z.infer<typeof LoginMethodInfoSchema>;

export const MobilePasswordLoginSchema = z.object({ phone: phoneField, password: loginPasswordField, countryCode: countryCodeField });
export const MobileCaptchaLoginSchema = z.object({ phone: phoneField, captcha: captchaField, countryCode: countryCodeField });
/**
 * Registration codes are required while captchaOpen is on (always, on the real backend); the mock lets a
 * developer switch codes off, so the field itself is optional and the server enforces it.
 */
export const MobileRegisterSchema = z.object({
  phone: phoneField,
  captcha: captchaField.optional(),
  countryCode: countryCodeField,
  password: registerPasswordField,
});
export const SendCodeSchema = z.object({ phone: phoneField, countryCode: countryCodeField });
export const EmailLoginSchema = z.object({ email: emailField, password: loginPasswordField });
export const EmailRegisterSchema = z.object({ email: emailField, captcha: captchaField.optional(), password: registerPasswordField });
export const ResetPasswordSchema = z
  .object({ email: emailField, captcha: captchaField, newPassword: newPasswordField, passwordAgain: z.string().min(1, 'againPassword') })
  .refine((v) => v.newPassword === v.passwordAgain, { message: 'diffPassword', path: ['passwordAgain'] });
export const VisitorRegisterSchema = z.object({
  email: emailField,
  phone: z
    .string()
    .trim()
    .regex(/^\d{4,15}$/, 'correctPhone')
    .optional()
    .or(z.literal('')),
  countryCode: countryCodeField.optional(),
});
export const FacebookLoginSchema = z.object({
  id: z.string().min(1, 'required'),
  name: z.string().min(1, 'required').max(100, 'tooLong'),
  picture: z.string().max(2000, 'tooLong'),
  email: z.string().optional(),
});
export const TwitterLoginSchema = z.object({
  oauthToken: z.string().min(1, 'required'),
  // @NotBlank in the real TwitterLoginRequest: the access-token request is signed with it.
  oauthTokenSecret: z.string().min(1, 'required'),
  oauthVerifier: z.string().min(1, 'required'),
});
export const TwitterRequestTokenSchema = z.object({
  oauthToken: z.string(),
  oauthTokenSecret: z.string(),
  oauthCallbackConfirmed: z.boolean().nullable(),
  authorizationURL: z.string(),
});

/**
 * login/twitter/request/token: the real backend takes only `end` (docs/backend-wire.md, "Social sign-in").
 * `returnTo` is an extension a real backend ignores: the web origin the mock's consent page sends the browser back
 * to (the mock refuses one that is not a web origin it serves, mock-server/README.md).
 */
export const TwitterRequestTokenQuerySchema = z.object({
  end: z.enum(['pc', 'h5']).default('pc'),
  returnTo: z.string().optional(),
});

const loginAnswer = { 200: envelope(LoginResponseSchema) };
const messageAnswer = { 200: envelope(z.unknown()) };

const frontAuthRoutes = c.router(
  {
    mobilePassword: {
      method: 'POST',
      path: '/login/mobile/password',
      body: MobilePasswordLoginSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Sign in with phone and password',
    },
    mobileCaptcha: {
      method: 'POST',
      path: '/login/mobile/captcha',
      body: MobileCaptchaLoginSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Sign in with phone and SMS code',
    },
    registerMobile: {
      method: 'POST',
      path: '/login/register/mobile',
      body: MobileRegisterSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Register by phone',
    },
    sendCode: {
      method: 'POST',
      path: '/login/sendCode',
      contentType: 'multipart/form-data',
      body: SendCodeSchema,
      responses: messageAnswer,
      metadata: publicRoute,
      summary: 'Send an SMS code (form data; query parameters and urlencoded forms work too)',
    },
    email: {
      method: 'POST',
      path: '/login/email',
      body: EmailLoginSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Sign in with email and password',
    },
    registerEmail: {
      method: 'POST',
      path: '/login/register/email',
      body: EmailRegisterSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Register by email',
    },
    emailCaptcha: {
      method: 'POST',
      path: '/login/email/captcha',
      body: emailField,
      responses: messageAnswer,
      metadata: { ...publicRoute, bareString: true },
      summary: 'Send a registration code to an email (bare string body); refuses a registered email',
    },
    forgetPassword: {
      method: 'POST',
      path: '/login/email/forget/password',
      body: emailField,
      responses: messageAnswer,
      metadata: { ...publicRoute, bareString: true },
      summary: 'Send a password-reset code to an email (bare string body)',
    },
    resetPassword: {
      method: 'POST',
      path: '/login/email/reset/password',
      body: ResetPasswordSchema,
      responses: messageAnswer,
      metadata: publicRoute,
      summary: 'Reset the password with the emailed code',
    },
    registerVisitor: {
      method: 'POST',
      path: '/login/register/visitor',
      body: VisitorRegisterSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Tourist (guest) sign-in',
    },
    facebook: {
      method: 'POST',
      path: '/login/facebook',
      body: FacebookLoginSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Sign in with Facebook',
    },
    google: {
      method: 'POST',
      path: '/login/google',
      body: z.string().min(1, 'required'),
      responses: loginAnswer,
      metadata: { ...publicRoute, bareString: true },
      summary: 'Sign in with a Google idToken (bare string body)',
    },
    twitterRequestToken: {
      method: 'GET',
      path: '/login/twitter/request/token',
      query: TwitterRequestTokenQuerySchema,
      responses: { 200: envelope(TwitterRequestTokenSchema) },
      metadata: publicRoute,
      summary: 'Start Twitter sign-in',
    },
    twitter: {
      method: 'POST',
      path: '/login/twitter',
      body: TwitterLoginSchema,
      responses: loginAnswer,
      metadata: publicRoute,
      summary: 'Finish Twitter sign-in',
    },
    methodInfo: {
      method: 'GET',
      path: '/login/method/info',
      responses: { 200: envelope(LoginMethodInfoSchema) },
      metadata: publicRoute,
      summary: 'Which sign-in methods are on',
    },
    tokenIsExist: {
      method: 'POST',
      path: '/login/token/is/exist',
      body: c.noBody(),
      responses: { 200: envelope(z.boolean()) },
      metadata: publicRoute,
      summary: 'Whether the sent token is valid',
    },
    logout: {
      method: 'GET',
      path: '/login/logout',
      responses: { 200: envelope(NullData) },
      metadata: publicRoute,
      summary: 'Sign out; the sent token dies (public like every /login/** route)',
    },
    captchaOpen: {
      method: 'GET',
      path: '/login/getCaptchaOpen',
      responses: { 200: envelope(z.boolean()) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Extension: whether registration needs a code (not in the overseas backend, docs/backend-wire.md, "Site settings")',
    },
  },
  { pathPrefix: '/api/front' },
);

/** The PC site's own login routes live under /api/pc, not /api/front. */
const pcLoginRoutes = c.router(
  {
    loginPic: {
      method: 'GET',
      path: '/login/getLoginPic',
      responses: { 200: envelope(z.object({ loginLeftImage: z.string() })) },
      metadata: publicRoute,
      summary: 'Login modal picture',
    },
  },
  { pathPrefix: '/api/pc' },
);

/** Signing in, registering and signing out: the /api/front routes plus the PC login picture. */
export const authContract = c.router({ ...frontAuthRoutes, ...pcLoginRoutes });
