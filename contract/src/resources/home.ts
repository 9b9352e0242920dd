import { z } from 'zod';
import { c, publicRoute, userRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { dateTime, idParam, money } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';
import { IndexProductSchema } from './products.ts';

/** Group-data items are flat maps of configured fields plus `id` (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
export const BannerSchema = z.object({ id: z.number().int(), name: z.string().nullable(), pic: z.string(), url: z.string().nullable() });
export type Banner = z.infer<typeof BannerSchema>;

export const ConsumerTypeSchema = z.enum(['h5', 'hotline', 'message', 'email']);

/** backend:common/response/PcIndexInfoResponse; misspellings (bastBanner, shopStreetHeaderImag) are the real names. */
export const PcIndexInfoSchema = z.object({
  banner: z.array(BannerSchema).nullable(),
  logoUrl: z.string(),
  shopPayCurrency: z.string().nullable(),
  recommendImage: z.string().nullable(),
  bastBanner: z.array(BannerSchema).nullable(),
  consumerType: ConsumerTypeSchema.nullable(),
  consumerHotline: z.string().nullable(),
  consumerH5Url: z.string().nullable(),
  consumerMessage: z.string().nullable(),
  consumerEmail: z.string().nullable(),
  shopStreetHeaderImag: z.string().nullable(),
});
export type PcIndexInfo = z.infer<typeof PcIndexInfoSchema>;

export const HotKeywordSchema = z.object({ id: z.number().int(), title: z.string() });
export type HotKeyword = z.infer<typeof HotKeywordSchema>;

export const UserMenuSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pic: z.string().nullable(),
  url: z.string().nullable(),
  pc_url: z.string().nullable(),
});
export type UserMenu = z.infer<typeof UserMenuSchema>;

export const ActivityProductSchema = z.object({
  proId: z.number().int(),
  proImage: z.string().nullable(),
  image: z.string(),
  storeName: z.string(),
  price: money,
  otPrice: money,
});
export type ActivityProduct = z.infer<typeof ActivityProductSchema>;

/** type: 1 carousel, 2 big + small grid, 3 big image. */
export const ActivityBlockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  productList: z.array(ActivityProductSchema).nullable(),
});
export type ActivityBlock = z.infer<typeof ActivityBlockSchema>;

export const ActivityDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  banner: z.string().nullable(),
  instruction: z.string().nullable(),
});

/** Ranking rows: a StoreProduct subset. */
export const LeaderboardItemSchema = z.object({
  id: z.number().int(),
  /** null on a real backend: its ranking query reads id, name, image, prices and sales + ficti as `sales`. */
  merId: z.number().int().nullable(),
  image: z.string(),
  storeName: z.string(),
  price: money,
  otPrice: money,
  sales: z.number().int(),
  ficti: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  unitName: z.string().nullable(),
  createTime: dateTime.nullable(),
});

export const homeContract = c.router({
  pcIndex: {
    method: 'GET',
    path: '/api/pc/home/index',
    responses: { 200: envelope(PcIndexInfoSchema) },
    metadata: publicRoute,
    summary: 'Desktop home data (cached as homeDataPc)',
  },
  indexProducts: {
    method: 'GET',
    path: '/api/front/index/product',
    query: PageQuerySchema,
    responses: { 200: envelope(pageInfo(IndexProductSchema)) },
    metadata: publicRoute,
    summary: 'Recommended products on home',
  },
  hotKeywords: {
    method: 'GET',
    path: '/api/front/search/keyword',
    responses: { 200: envelope(z.array(HotKeywordSchema).nullable()) },
    metadata: publicRoute,
    summary: 'Hot search keywords (null when empty)',
  },
  leaderboard: {
    method: 'GET',
    path: '/api/front/product/leaderboard',
    responses: { 200: envelope(z.array(LeaderboardItemSchema)) },
    metadata: publicRoute,
    summary: 'Sales ranking',
  },
  activityBlocks: {
    method: 'GET',
    path: '/api/front/activity/index/list',
    responses: { 200: envelope(z.array(ActivityBlockSchema).nullable()) },
    metadata: publicRoute,
    summary: 'Home activity blocks',
  },
  activityProducts: {
    method: 'GET',
    path: '/api/front/activity/list/:aid',
    pathParams: z.object({ aid: idParam }),
    query: PageQuerySchema,
    responses: { 200: envelope(pageInfo(ActivityProductSchema)) },
    metadata: publicRoute,
    summary: 'Products of one activity',
  },
  activityDetail: {
    method: 'GET',
    path: '/api/pc/activity/detail/:aid',
    pathParams: z.object({ aid: idParam }),
    responses: { 200: envelope(ActivityDetailSchema) },
    metadata: publicRoute,
    summary: 'Activity banner and instruction',
  },
  userMenus: {
    method: 'GET',
    path: '/api/front/user/menu/user',
    responses: {
      200: envelope(
        z.object({ routine_my_menus: z.array(UserMenuSchema).nullable(), routine_my_banner: z.array(BannerSchema).nullable() }),
      ),
    },
    metadata: userRoute,
    summary: 'Server-provided user menu entries',
  },
  payCurrency: {
    method: 'GET',
    path: '/api/front/index/paycurrency',
    responses: { 200: envelope(z.string()) },
    metadata: publicRoute,
    summary: 'Currency symbol',
  },
});
