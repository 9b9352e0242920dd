import { z } from 'zod';
import { c, publicRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { decimal, idParam, money } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

/** backend:common/vo/ProCategoryCacheVo. `childList` is absent when there are no children (docs/storefront.md, Entities). */
export interface Category {
  id: number;
  pid: number;
  name: string;
  icon?: string | null;
  level: number;
  sort: number;
  isShow: boolean;
  childList?: Category[];
}
export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    pid: z.number().int(),
    name: z.string(),
    icon: z.string().nullable().optional(),
    level: z.number().int(),
    sort: z.number().int(),
    isShow: z.boolean(),
    childList: z.array(CategorySchema).optional(),
  }),
);

export const IndexProductSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  storeName: z.string(),
  price: money,
  otPrice: money,
  sales: z.number().int(),
  ficti: z.number().int(),
  unitName: z.string().nullable(),
  stock: z.number().int(),
});
export type IndexProduct = z.infer<typeof IndexProductSchema>;

const order = z
  .enum(['asc', 'desc'])
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalNumber = z
  .union([z.literal(''), z.coerce.number().min(0, 'outOfRange')])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const ProductListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().max(100, 'tooLong').optional(),
  cid: z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  priceOrder: order,
  salesOrder: order,
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const MerchantProductListQuerySchema = ProductListQuerySchema.extend({ merId: z.coerce.number().int().positive() });

/**
 * StoreProduct as product/detail sends it: the real detail query reads only some columns (id, merId, image,
 * storeName, sliderImage, prices, stock, sales, ficti, storeInfo, browse, unitName, guaranteeIds, then content), so
 * the others arrive as null (docs/backend-wire.md, products). The mock fills them; the web never needs them.
 */
export const StoreProductSchema = z.object({
  id: z.number().int(),
  merId: z.number().int(),
  image: z.string(),
  flatPattern: z.string().nullable(),
  /** JSON array encoded in a string. */
  sliderImage: z.string(),
  storeName: z.string(),
  /** Plain text; lines split on "\n" are bullet points. */
  storeInfo: z.string(),
  keyword: z.string().nullable(),
  /** Merchant category ids, comma-separated. */
  cateId: z.string().nullable(),
  brandId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  guaranteeIds: z.string().nullable(),
  price: money,
  vipPrice: money.nullable(),
  otPrice: money,
  postage: money.nullable(),
  unitName: z.string().nullable(),
  sales: z.number().int(),
  stock: z.number().int(),
  giveIntegral: z.number().int().nullable(),
  ficti: z.number().int(),
  browse: z.number().int(),
  specType: z.boolean().nullable(),
  isShow: z.boolean().nullable(),
  /** HTML: sanitise before rendering. */
  content: z.string(),
});
export type StoreProduct = z.infer<typeof StoreProductSchema>;

export const ProductAttrSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  attrName: z.string(),
  /** Comma-separated values. */
  attrValues: z.string(),
  type: z.number().int(),
});
export type ProductAttr = z.infer<typeof ProductAttrSchema>;

export const ProductSkuSchema = z.object({
  /** The SKU id (productAttrUnique in the cart, attrValueId in pre-order). */
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  stock: z.number().int(),
  sales: z.number().int(),
  price: money,
  image: z.string(),
  otPrice: money,
  weight: decimal,
  volume: decimal,
  vipPrice: money.nullable(),
  unique: z.string().nullable(),
  attrValue: z.string().nullable(),
});
export type ProductSku = z.infer<typeof ProductSkuSchema>;

export const MiniProductSchema = z.object({
  id: z.number().int(),
  storeName: z.string(),
  image: z.string(),
  price: money,
  sales: z.number().int(),
  ficti: z.number().int(),
});
export type MiniProduct = z.infer<typeof MiniProductSchema>;

export const GuaranteeSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable(), content: z.string() });

/** backend:common/response/ProductDetailResponse. merchantInfo carries no id: use productInfo.merId. */
export const ProductDetailSchema = z.object({
  productInfo: StoreProductSchema,
  productAttr: z.array(ProductAttrSchema),
  /** Keyed by the chosen values in productAttr order joined with ",". */
  productValue: z.record(ProductSkuSchema),
  merchantInfo: z
    .object({
      name: z.string(),
      avatar: z.string(),
      isSelf: z.boolean(),
      starLevel: z.number().int(),
      typeId: z.number().int(),
      isCollect: z.boolean(),
      proList: z.array(MiniProductSchema),
    })
    .nullable(),
  userCollect: z.boolean(),
  guaranteeList: z.array(GuaranteeSchema).nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const productsContract = c.router(
  {
    categoryTree: {
      method: 'GET',
      path: '/category',
      responses: { 200: envelope(z.array(CategorySchema)) },
      metadata: publicRoute,
      summary: 'Platform category tree',
    },
    list: {
      method: 'GET',
      path: '/list',
      query: ProductListQuerySchema,
      responses: { 200: envelope(pageInfo(IndexProductSchema)) },
      metadata: publicRoute,
      summary: 'Search and category browse',
    },
    detail: {
      method: 'GET',
      path: '/detail/:id',
      pathParams: z.object({ id: idParam }),
      responses: { 200: envelope(ProductDetailSchema) },
      metadata: publicRoute,
      summary: 'Product detail',
    },
    skuDetail: {
      method: 'GET',
      path: '/sku/detail/:id',
      pathParams: z.object({ id: idParam }),
      responses: { 200: envelope(ProductDetailSchema) },
      metadata: publicRoute,
      summary: 'Product SKUs only (productAttr and productValue)',
    },
    merchantProducts: {
      method: 'GET',
      path: '/merchant/pro/list',
      query: MerchantProductListQuerySchema,
      responses: { 200: envelope(pageInfo(IndexProductSchema)) },
      metadata: publicRoute,
      summary: "A shop's product list",
    },
    merchantCategories: {
      method: 'GET',
      path: '/merchant/:merId/category/list',
      pathParams: z.object({ merId: idParam }),
      responses: { 200: envelope(z.array(CategorySchema)) },
      metadata: publicRoute,
      summary: "A shop's category tree",
    },
  },
  { pathPrefix: '/api/front/product' },
);
