import { type RecordOf } from './db/schema';
import { DAY, formatDateTime, HOUR } from './domain/dates';

/**
 * The records the domain rules' unit tests build (the route tests use the seed through test-support.ts): whole
 * records with plain defaults, each test overriding what it is about.
 */
export type StoreOrder = RecordOf<'storeOrders'>;
export type MasterOrder = RecordOf<'masterOrders'>;
export type OrderLine = StoreOrder['lines'][number];

/** The instant the builders' times are taken at: 2026-06-01 00:00 UTC, test-support.ts's TEST_NOW. */
export const BUILT_AT = Date.UTC(2026, 5, 1, 0, 0, 0);

const twoDigits = (id: number) => String(id).padStart(2, '0');

/** A line of an order: product `10 + id`, SKU `100 + id`, two at 10 with 5 postage, not reviewed. */
export const orderLine = (id: number, over: Partial<OrderLine> = {}): OrderLine => ({
  id,
  productId: 10 + id,
  productName: `Product ${id}`,
  image: `/p/${id}.svg`,
  skuId: 100 + id,
  sku: 'Red,M',
  price: 10,
  payNum: 2,
  postage: 5,
  weight: 1,
  volume: 1,
  isReply: false,
  ...over,
});

/** An unpaid master order of user 1 placed `id` hours before BUILT_AT: 20 of goods and 10 of postage. */
export const masterOrder = (id: number, over: Partial<MasterOrder> = {}): MasterOrder => ({
  id,
  orderNo: `PT2026060108000000${twoDigits(id)}`,
  uid: 1,
  totalNum: 2,
  proTotalPrice: 20,
  totalPostage: 10,
  couponId: null,
  couponPrice: 0,
  payPrice: 30,
  paid: false,
  payTime: null,
  payType: 'stripe',
  payChannel: 'pc',
  mark: null,
  isCancel: false,
  realName: 'Demo Shopper',
  userPhone: '13800138000',
  email: 'shopper@example.com',
  userAddress: 'China 88 Century Avenue',
  paymentRef: null,
  redirect: null,
  createTime: formatDateTime(BUILT_AT - id * HOUR),
  ...over,
});

/**
 * A shop's order of user 1 at shop 3 under master order 1, paid a day before BUILT_AT and awaiting shipment: one
 * line (`orderLine(id)`), 20 of goods and 10 of postage, placed `id` hours before BUILT_AT.
 */
export const storeOrder = (id: number, over: Partial<StoreOrder> = {}): StoreOrder => ({
  id,
  orderNo: `SH2026060108000000${twoDigits(id)}`,
  masterOrderNo: masterOrder(1).orderNo,
  uid: 1,
  merId: 3,
  totalNum: 2,
  proTotalPrice: 20,
  totalPostage: 10,
  couponPrice: 0,
  payPrice: 30,
  paid: true,
  payTime: formatDateTime(BUILT_AT - DAY),
  payType: 'stripe',
  status: 0,
  refundStatus: 0,
  deliveryName: null,
  deliveryCode: null,
  deliveryId: null,
  deliveryTime: null,
  userRemark: null,
  isUserDel: false,
  lines: [orderLine(id)],
  createTime: formatDateTime(BUILT_AT - id * HOUR),
  ...over,
});
