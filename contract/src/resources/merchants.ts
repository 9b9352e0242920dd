import { z } from 'zod';
import { c, publicRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { dateTime } from '../common/fields.ts';

export const MerchantTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string().nullable(),
  isDel: z.boolean(),
  createTime: dateTime.nullable(),
  updateTime: dateTime.nullable(),
});
export type MerchantType = z.infer<typeof MerchantTypeSchema>;

export const MerchantCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Percent. */
  handlingFee: z.number(),
  isDel: z.boolean(),
  createTime: dateTime.nullable(),
  updateTime: dateTime.nullable(),
});
export type MerchantCategory = z.infer<typeof MerchantCategorySchema>;

/** Customer-service config of a shop: note the vocabulary differs from the platform's (H5/phone). */
export const MerchantServiceSchema = z.object({
  serviceType: z.enum(['H5', 'phone', 'message', 'email']).nullable(),
  serviceLink: z.string().nullable(),
  servicePhone: z.string().nullable(),
  serviceMessage: z.string().nullable(),
  serviceEmail: z.string().nullable(),
});

export const merchantsContract = c.router(
  {
    types: { method: 'GET', path: '/all/type/list', responses: { 200: envelope(z.array(MerchantTypeSchema)) }, metadata: publicRoute, summary: 'Shop types' },
    categories: { method: 'GET', path: '/all/category/list', responses: { 200: envelope(z.array(MerchantCategorySchema)) }, metadata: publicRoute, summary: 'Merchant categories' },
    customerService: {
      method: 'GET',
      path: '/customer/service/info/:merId',
      pathParams: z.object({ merId: z.coerce.number().int().positive() }),
      responses: { 200: envelope(MerchantServiceSchema) },
      metadata: publicRoute,
      summary: "A shop's customer-service config",
    },
  },
  { pathPrefix: '/api/front/merchant' },
);
