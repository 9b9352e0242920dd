import {
  ADDRESS_WIRE_LIMITS,
  ConsumerTypeSchema,
  LoginMethodInfoSchema,
  PcIndexInfoSchema,
  GuaranteeSchema,
  HotKeywordSchema,
  MerchantCategorySchema,
  MerchantServiceSchema,
  MerchantTypeSchema,
  ProductAttrSchema,
  ProductSkuSchema,
  ReviewSchema,
  SettledRecordSchema,
  StoreCouponSchema,
  StoreProductSchema,
  UserMenuSchema,
} from '@contract';
import { z } from 'zod';

/**
 * Record schemas of the mock's collections. Contract schemas where they fit, extended with the internal fields
 * the mock needs (password hashes, owners, timestamps). PATCH /__mock/db validates against these.
 */
const id = z.number().int().positive();
const time = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'invalid');

/** Site settings: the home data's scalars, the sign-in switches of LoginMethodInfo, and mock-only knobs. */
export const SettingsRecordSchema = PcIndexInfoSchema.omit({ banner: true, bastBanner: true })
  .extend({ id, shopPayCurrency: z.string(), consumerType: ConsumerTypeSchema, loginLeftImage: z.string(), agreement: z.string() })
  .merge(LoginMethodInfoSchema.omit({ agreement: true }))
  .extend({
    captchaOpen: z.boolean(),
    /** The mall's name, drawn into the generated logo (the real backend's logo is an uploaded picture). */
    siteName: z.string().min(1).default('Tidewell'),
    /** Facebook ids for which Facebook login answers "unavailable for the current user". */
    blockedFacebookIds: z.array(z.string()),
    /** Payment switches (pay/method); on unless a state file or PATCH turns one off. */
    paypalStatus: z.boolean().default(true),
    stripeStatus: z.boolean().default(true),
    wechatPaySwitch: z.boolean().default(true),
  });

export const BannerRecordSchema = z.object({
  id,
  name: z.string().nullable(),
  pic: z.string(),
  url: z.string().nullable(),
  /** home: pc/home/index banner; bast: bastBanner; user: routine_my_banner. */
  kind: z.enum(['home', 'bast', 'user']),
  sort: z.number().int(),
});

export const CategoryRecordSchema = z.object({
  id,
  pid: z.number().int().min(0),
  name: z.string().min(1, 'required'),
  icon: z.string().nullable(),
  level: z.number().int().min(1).max(3),
  sort: z.number().int(),
  isShow: z.boolean(),
});

export const ShopCategoryRecordSchema = CategoryRecordSchema.extend({ merId: id });

export const MerchantRecordSchema = MerchantServiceSchema.extend({
  id,
  name: z.string().min(1, 'required'),
  avatar: z.string(),
  isSelf: z.boolean(),
  starLevel: z.number().int().min(1).max(5),
  typeId: id,
  categoryId: id,
  backImage: z.string(),
  streetBackImage: z.string(),
  pcBackImage: z.string(),
  /** JSON array in a string, as the real backend sends it. */
  pcBanner: z.string(),
  qualificationPicture: z.string(),
  realName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  intro: z.string(),
  isRecommend: z.boolean(),
  createTime: time,
});

/** Records keep money as numbers; routes write it as decimal strings (domain/money.ts). */
const amount = z.number().min(0, 'outOfRange');

/** The mock keeps every column filled (the real detail query leaves some out; they are nullable on the wire). */
export const ProductRecordSchema = StoreProductSchema.extend({
  keyword: z.string(),
  cateId: z.string(),
  categoryId: z.number().int(),
  giveIntegral: z.number().int(),
  specType: z.boolean(),
  isShow: z.boolean(),
  price: amount,
  otPrice: amount,
  vipPrice: amount.nullable(),
  postage: amount,
  stock: z.number().int().min(0, 'outOfRange'),
  sales: z.number().int().min(0, 'outOfRange'),
  createTime: time,
});
export const SkuRecordSchema = ProductSkuSchema.extend({
  stock: z.number().int().min(0, 'outOfRange'),
  price: amount,
  otPrice: amount,
  vipPrice: amount.nullable(),
  weight: z.number().min(0),
  volume: z.number().min(0),
});
export const AttrRecordSchema = ProductAttrSchema;
/** serviceStar: the service-attitude score of a review written through order/comment (an extension; seeded reviews have none). */
export const ReviewRecordSchema = ReviewSchema.extend({ productId: id, serviceStar: z.number().int().min(1).max(5).optional() });

export const ActivityRecordSchema = z.object({
  id,
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  banner: z.string().nullable(),
  instruction: z.string().nullable(),
  productIds: z.array(z.number().int()),
  sort: z.number().int(),
});

export const CouponRecordSchema = StoreCouponSchema.omit({ isUse: true }).extend({
  money: amount,
  minPrice: amount,
  /** 0 for platform coupons. */
  merId: z.number().int().min(0),
  lastTotal: z.number().int().min(0, 'outOfRange'),
});

export const UserRecordSchema = z.object({
  id,
  nickname: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  passwordHash: z.string().nullable(),
  userType: z.enum(['google', 'facebook', 'twitter', 'email', 'tourist', 'phone']),
  identity: z.string().nullable(),
  integral: z.number().int(),
  experience: z.number().int(),
  facebookId: z.string().nullable(),
  googleSub: z.string().nullable(),
  twitterId: z.string().nullable(),
  createTime: time,
});

export const UserCouponRecordSchema = z.object({
  id,
  uid: id,
  couponId: id,
  name: z.string(),
  money: z.number(),
  minPrice: z.number(),
  useType: z.number().int(),
  /** 0 unused, 1 used, 2 expired. */
  status: z.number().int().min(0).max(2),
  startTime: time,
  endTime: time,
  useTime: time.nullable(),
  createTime: time,
});

export const ProductCollectRecordSchema = z.object({ id, uid: id, productId: id, createTime: time });
export const MerchantFollowRecordSchema = z.object({ id, uid: id, merId: id, createTime: time });
export const CartRecordSchema = z.object({
  id,
  uid: id,
  productId: id,
  skuId: id,
  cartNum: z.number().int().min(1),
  createTime: time,
  updateTime: time,
});

/**
 * A shopper's address as the real table keeps it (docs/backend-wire.md, addresses): phone and dial code "" when
 * not given, the post code an integer with 0 for none.
 */
export const AddressRecordSchema = z.object({
  id,
  uid: id,
  realName: z.string().min(1, 'required').max(ADDRESS_WIRE_LIMITS.realName, 'tooLong'),
  email: z.string().min(1, 'required'),
  country: z.string().min(1, 'required').max(ADDRESS_WIRE_LIMITS.country, 'tooLong'),
  countryCode: z.string().regex(/^\d{0,4}$/, 'countryCode'),
  phone: z.string().max(32, 'tooLong'),
  detail: z.string().min(1, 'required').max(ADDRESS_WIRE_LIMITS.detail, 'tooLong'),
  postCode: z.number().int().min(0, 'invalid'),
  isDefault: z.boolean(),
  createTime: time,
  updateTime: time,
});

/** A checkout in progress (pre/order): the lines as chosen, valid until `expiresAt` (mock-clock ms). */
export const PreOrderRecordSchema = z.object({
  id,
  preOrderNo: z.string().min(1),
  uid: id,
  preOrderType: z.enum(['buyNow', 'shoppingCart']),
  items: z.array(z.object({ productId: id, skuId: id, num: z.number().int().min(1), cartId: id.nullable() })).min(1),
  createTime: time,
  expiresAt: z.number().int(),
});

const money = amount;

/**
 * A master (platform) order, PT…: what the shopper created and pays in one go (docs/backend-wire.md, Orders). Consignee
 * fields are copied from the address at creation.
 */
export const MasterOrderRecordSchema = z.object({
  id,
  orderNo: z.string().regex(/^PT\d+$/, 'invalid'),
  uid: id,
  totalNum: z.number().int().min(1),
  proTotalPrice: money,
  totalPostage: money,
  /** The user-coupon id used, if any. */
  couponId: id.nullable(),
  couponPrice: money,
  payPrice: money,
  paid: z.boolean(),
  payTime: time.nullable(),
  payType: z.enum(['paypal', 'stripe', 'wechat']),
  payChannel: z.enum(['pc', 'mobile']),
  mark: z.string().nullable(),
  isCancel: z.boolean(),
  realName: z.string(),
  userPhone: z.string().nullable(),
  email: z.string().nullable(),
  userAddress: z.string(),
  /** The payment provider's reference of the current attempt (PayPal token, Stripe client secret, WeChat code). */
  paymentRef: z.string().nullable(),
  redirect: z.string().nullable(),
  createTime: time,
});

/** A line of a merchant order, priced and described as it was bought. */
export const OrderLineRecordSchema = z.object({
  id,
  productId: id,
  productName: z.string(),
  image: z.string(),
  skuId: id,
  sku: z.string(),
  price: money,
  payNum: z.number().int().min(1),
  postage: money,
  weight: z.number(),
  volume: z.number(),
  isReply: z.boolean(),
});

/**
 * A merchant order, SH…: one shop's part of a master order. status 0 awaiting shipment (or unpaid while
 * `paid` is false), 1 awaiting receipt, 3 completed, 9 cancelled; refundStatus 0 none, 1 applied, 2 refunding,
 * 3 refunded. Shipping fields are set when the shop ships.
 */
export const StoreOrderRecordSchema = z.object({
  id,
  orderNo: z.string().regex(/^SH\d+$/, 'invalid'),
  masterOrderNo: z.string().regex(/^PT\d+$/, 'invalid'),
  uid: id,
  merId: id,
  totalNum: z.number().int().min(1),
  proTotalPrice: money,
  totalPostage: money,
  couponPrice: money,
  payPrice: money,
  paid: z.boolean(),
  payTime: time.nullable(),
  payType: z.enum(['paypal', 'stripe', 'wechat']),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(9)]),
  refundStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  deliveryName: z.string().nullable(),
  deliveryCode: z.string().nullable(),
  deliveryId: z.string().nullable(),
  deliveryTime: time.nullable(),
  userRemark: z.string().nullable(),
  /** Deleted by the shopper (hidden from their lists; the shop keeps it). */
  isUserDel: z.boolean(),
  lines: z.array(OrderLineRecordSchema).min(1),
  createTime: time,
});

/**
 * A refund order, RE…: the shopper's request to get a whole merchant order's payment back (docs/backend-wire.md, Refunds).
 * refundStatus 0 awaiting review, 1 rejected (refundReason says why), 2 refunding, 3 refunded (refundTime set).
 * Vouchers are the comma-separated URLs as the real backend stores them.
 */
export const RefundOrderRecordSchema = z.object({
  id,
  refundOrderNo: z.string().regex(/^RE\d+$/, 'invalid'),
  /** The merchant order SH… it refunds. */
  orderNo: z.string().regex(/^SH\d+$/, 'invalid'),
  uid: id,
  merId: id,
  refundPrice: money,
  refundStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  refundReasonWap: z.string().min(1),
  refundReasonWapImg: z.string(),
  refundReasonWapExplain: z.string(),
  refundReason: z.string().nullable(),
  refundTime: time.nullable(),
  createTime: time,
});

/** A change of a user's points balance (extension: the domestic edition's integral records). */
export const PointsRecordRecordSchema = z.object({
  id,
  uid: id,
  title: z.string().min(1),
  /** 1 earned, 2 spent. */
  type: z.union([z.literal(1), z.literal(2)]),
  integral: z.number().int().min(1),
  /** 1 frozen until frozenTime, 2 available (spent points are always 2). */
  status: z.union([z.literal(1), z.literal(2)]),
  frozenTime: time.nullable(),
  createTime: time,
});

/**
 * A merchant settle-in application (docs/backend-wire.md, Settle-in and profile): the record the user sees plus the applicant and the
 * audit time. auditStatus 1 pending, 2 approved, 3 rejected (denialReason says why).
 */
export const MerchantApplicationRecordSchema = SettledRecordSchema.extend({ id, uid: id, createTime: time, auditTime: time.nullable() });

/** Every collection and its schema, in dump order. */
export const collectionSchemas = {
  settings: SettingsRecordSchema,
  banners: BannerRecordSchema,
  hotKeywords: HotKeywordSchema.extend({ id }),
  userMenus: UserMenuSchema.extend({ id }),
  categories: CategoryRecordSchema,
  merchantTypes: MerchantTypeSchema.extend({ id }),
  merchantCategories: MerchantCategorySchema.extend({ id }),
  merchants: MerchantRecordSchema,
  shopCategories: ShopCategoryRecordSchema,
  guarantees: GuaranteeSchema.extend({ id }),
  products: ProductRecordSchema,
  productAttrs: AttrRecordSchema,
  skus: SkuRecordSchema,
  reviews: ReviewRecordSchema,
  activities: ActivityRecordSchema,
  coupons: CouponRecordSchema,
  users: UserRecordSchema,
  userCoupons: UserCouponRecordSchema,
  productCollects: ProductCollectRecordSchema,
  merchantFollows: MerchantFollowRecordSchema,
  cartItems: CartRecordSchema,
  addresses: AddressRecordSchema,
  preOrders: PreOrderRecordSchema,
  pointsRecords: PointsRecordRecordSchema,
  masterOrders: MasterOrderRecordSchema,
  storeOrders: StoreOrderRecordSchema,
  merchantApplications: MerchantApplicationRecordSchema,
  refundOrders: RefundOrderRecordSchema,
} as const;

export type CollectionName = keyof typeof collectionSchemas;
export type RecordOf<K extends CollectionName> = z.infer<(typeof collectionSchemas)[K]>;
export type SeedData = { [K in CollectionName]: RecordOf<K>[] };
export const collectionNames = Object.keys(collectionSchemas) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.prototype.hasOwnProperty.call(collectionSchemas, name);
}
