import {
  ORDER_REMARK_WIRE_MAX,
  validationText,
  type ComputedPrice,
  type OrderCoupon,
  type OrderCreateBody,
  type OrderShop,
  type PreOrderVo,
} from '@contract';
import { type Db } from '../db/db';
import { MasterOrderRecordSchema, StoreOrderRecordSchema, type RecordOf } from '../db/schema';
import { type CartLookup } from './cart';
import { formatDateTime, parseDateTime } from './dates';
import { badRequest, businessError } from './errors';
import { cents, centsToAmount, centsToWire, wireMoney } from './money';
import { orderNumber } from './order-numbers';

type PreOrder = RecordOf<'preOrders'>;
type UserCoupon = RecordOf<'userCoupons'>;
type Coupon = RecordOf<'coupons'>;
type Address = RecordOf<'addresses'>;
type MasterOrder = RecordOf<'masterOrders'>;
type StoreOrder = RecordOf<'storeOrders'>;
type OrderLineRecord = StoreOrder['lines'][number];

/** One answer for a missing, expired or another user's pre-order, so numbers cannot be probed. */
export const PRE_ORDER_GONE = 'Pre-order does not exist or has expired';
export const COUPON_UNUSABLE = 'This coupon cannot be used on this order';

export interface CheckoutLookup extends CartLookup {
  merchantName(merId: number): string | undefined;
}

/** The caller's pre-order while it lives (PRE_ORDER_TTL_MS after pre/order on the mock clock). */
export function livePreOrder(preOrders: readonly PreOrder[], uid: number, preOrderNo: string, now: number): PreOrder {
  const found = preOrders.find((p) => p.preOrderNo === preOrderNo);
  if (!found || found.uid !== uid || found.expiresAt <= now) throw businessError(PRE_ORDER_GONE);
  return found;
}

/**
 * The pre-order's lines grouped by shop (shops in the order of their first line), described with the current
 * product and SKU data. A product taken off sale or a SKU gone since pre/order ends the checkout.
 */
export function preOrderShops(preOrder: PreOrder, lookup: CheckoutLookup): OrderShop[] {
  const shops = new Map<number, OrderShop>();
  for (const item of preOrder.items) {
    const product = lookup.product(item.productId);
    const sku = lookup.sku(item.skuId);
    if (!product || !product.isShow || !sku || sku.productId !== product.id) {
      throw businessError(`${product?.storeName ?? 'An item'} is no longer available: go back to your cart`);
    }
    let shop = shops.get(product.merId);
    if (!shop) {
      shop = { merId: product.merId, merName: lookup.merchantName(product.merId) ?? '', orderInfoList: [] };
      shops.set(product.merId, shop);
    }
    shop.orderInfoList.push({
      productId: product.id,
      productName: product.storeName,
      attrValueId: sku.id,
      image: sku.image || product.image,
      sku: sku.sku,
      price: wireMoney(sku.price),
      payNum: item.num,
      weight: wireMoney(sku.weight),
      volume: wireMoney(sku.volume),
      postage: wireMoney(product.postage),
    });
  }
  return [...shops.values()];
}

const linesOf = (shops: readonly OrderShop[]) => shops.flatMap((shop) => shop.orderInfoList.map((line) => ({ merId: shop.merId, line })));

export interface Fees {
  proTotalFee: string;
  freightFee: string;
  orderProNum: number;
}

/** Goods total and freight (docs/backend-wire.md, Checkout: freight = Σ the product's postage × quantity). */
export function orderFees(shops: readonly OrderShop[]): Fees {
  let goods = 0;
  let freight = 0;
  let count = 0;
  for (const { line } of linesOf(shops)) {
    goods += cents(line.price) * line.payNum;
    freight += cents(line.postage) * line.payNum;
    count += line.payNum;
  }
  return { proTotalFee: centsToWire(goods), freightFee: centsToWire(freight), orderProNum: count };
}

/** Which lines a coupon covers: its shop's (useType 1), its products' (2, primaryKey ids) or all (3). */
function coversLine(coupon: Coupon, merId: number, productId: number): boolean {
  if (coupon.useType === 1) return coupon.merId === merId;
  if (coupon.useType === 2) return (coupon.primaryKey ?? '').split(',').includes(String(productId));
  return coupon.useType === 3;
}

/** The goods amount a coupon applies to, in cents (freight never counts towards a threshold or a deduction). */
function coveredCents(coupon: Coupon, shops: readonly OrderShop[]): number {
  return linesOf(shops)
    .filter(({ merId, line }) => coversLine(coupon, merId, line.productId))
    .reduce((sum, { line }) => sum + cents(line.price) * line.payNum, 0);
}

/** Unused, inside its validity, its scope present in the order and its threshold met by the covered lines. */
export function couponFits(held: UserCoupon, coupon: Coupon | undefined, shops: readonly OrderShop[], now: number): boolean {
  if (!coupon || held.status !== 0) return false;
  if (parseDateTime(held.startTime) > now || parseDateTime(held.endTime) < now) return false;
  const covered = coveredCents(coupon, shops);
  return covered > 0 && cents(held.minPrice) <= covered;
}

/** coupons/order: the caller's coupons that fit, the biggest saving first. */
export function fittingCoupons(
  mine: readonly UserCoupon[],
  couponOf: (id: number) => Coupon | undefined,
  shops: readonly OrderShop[],
  now: number,
): OrderCoupon[] {
  return mine
    .filter((held) => couponFits(held, couponOf(held.couponId), shops, now))
    .sort((a, b) => b.money - a.money || a.endTime.localeCompare(b.endTime) || a.id - b.id)
    .map((held) => ({
      id: held.id,
      couponId: held.couponId,
      name: held.name,
      money: wireMoney(held.money),
      minPrice: wireMoney(held.minPrice),
      status: held.status,
      // Dates only on this route (docs/backend-wire.md, checkout).
      startTime: held.startTime.slice(0, 10),
      endTime: held.endTime.slice(0, 10),
      useTime: held.useTime,
      useType: held.useType,
    }));
}

export interface ChosenCoupon {
  held: UserCoupon;
  coupon: Coupon;
}

/** The coupon a request names (0 or absent: none); one that is not the caller's or does not fit is refused. */
export function chooseCoupon(
  couponId: number | undefined,
  mine: readonly UserCoupon[],
  couponOf: (id: number) => Coupon | undefined,
  shops: readonly OrderShop[],
  now: number,
): ChosenCoupon | null {
  if (!couponId) return null;
  const held = mine.find((c) => c.id === couponId);
  const coupon = held ? couponOf(held.couponId) : undefined;
  if (!held || !coupon || !couponFits(held, coupon, shops, now)) throw businessError(COUPON_UNUSABLE);
  return { held, coupon };
}

/** computed/price: the deduction never exceeds the goods it covers; payFee = goods + freight − coupon. */
export function computePrice(shops: readonly OrderShop[], chosen: ChosenCoupon | null): ComputedPrice {
  const fees = orderFees(shops);
  const deduction = chosen ? Math.min(cents(chosen.held.money), coveredCents(chosen.coupon, shops)) : 0;
  return {
    proTotalFee: fees.proTotalFee,
    freightFee: fees.freightFee,
    couponFee: centsToWire(deduction),
    payFee: centsToWire(cents(fees.proTotalFee) + cents(fees.freightFee) - deduction),
  };
}

/** load/pre: the checkout page's data with prices and, when the caller has one, the default address. */
export function preOrderView(preOrder: PreOrder, shops: OrderShop[], address: Address | undefined): PreOrderVo {
  const fees = orderFees(shops);
  const price = computePrice(shops, null);
  const cartIds = preOrder.items.flatMap((item) => (item.cartId === null ? [] : [item.cartId]));
  return {
    proTotalFee: fees.proTotalFee,
    orderProNum: fees.orderProNum,
    freightFee: fees.freightFee,
    totalPrice: price.payFee,
    userCouponId: null,
    couponFee: centsToWire(0),
    payFee: price.payFee,
    addressId: address?.id ?? null,
    realName: address?.realName ?? null,
    phone: address?.phone ?? null,
    detail: address?.detail ?? null,
    country: address?.country ?? null,
    email: address?.email ?? null,
    remark: null,
    cartIdList: preOrder.preOrderType === 'shoppingCart' ? cartIds : null,
    orderList: shops,
  };
}

/**
 * Shares a deduction out over weights (line amounts) in whole cents, largest remainders first, so the shares
 * always add up to the deduction exactly.
 */
export function shareOut(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalCents <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (totalCents * w) / sum);
  const shares = raw.map(Math.floor);
  let left = totalCents - shares.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, rest: r - Math.floor(r) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface CreateContext {
  uid: number;
  now: number;
  preOrder: PreOrder;
  shops: OrderShop[];
  address: Address | undefined;
  coupon: ChosenCoupon | null;
  /** Ids the records will get (deterministic numbers under the mock clock). */
  nextMasterId: number;
  nextStoreId: number;
  nextLineId: number;
  lookup: CheckoutLookup;
}

export interface StockChange {
  id: number;
  stock: number;
}

export interface CreatePlan {
  master: Omit<MasterOrder, 'id'>;
  stores: Omit<StoreOrder, 'id'>[];
  cartIds: number[];
  skus: StockChange[];
  products: StockChange[];
  userCouponId: number | null;
}

/** One line of text for the consignee's address, as the order keeps it. */
export function addressLine(address: Address): string {
  const postCode = address.postCode > 0 ? String(address.postCode) : '';
  return [address.detail, address.country, postCode].filter((part) => part !== '').join(', ');
}

/**
 * order/create, everything checked before anything is written: the address is the caller's, the remark fits,
 * every line still has the stock; then one master order (PT) and one merchant order (SH) per shop, the coupon
 * shared out over the lines it covers by their amounts, the stock to deduct, the cart lines to remove.
 */
export function planCreate(body: OrderCreateBody, context: CreateContext): CreatePlan {
  const { address, shops, lookup, now } = context;
  if (!address || address.uid !== context.uid) throw badRequest(`addressId: ${validationText.selectAddress}`);
  const mark = body.mark?.trim() ?? '';
  if (mark.length > ORDER_REMARK_WIRE_MAX) throw badRequest(`mark: ${validationText.tooLong}`);

  const skuStock = new Map<number, number>();
  const productStock = new Map<number, number>();
  for (const item of context.preOrder.items) {
    const sku = lookup.sku(item.skuId);
    const product = lookup.product(item.productId);
    if (!sku || !product) throw businessError(PRE_ORDER_GONE);
    const left = (skuStock.get(sku.id) ?? sku.stock) - item.num;
    if (left < 0)
      throw businessError(
        sku.stock === 0
          ? `${product.storeName} (${sku.sku}) is out of stock`
          : `Insufficient stock: only ${sku.stock} left of ${product.storeName} (${sku.sku})`,
      );
    skuStock.set(sku.id, left);
    productStock.set(product.id, Math.max(0, (productStock.get(product.id) ?? product.stock) - item.num));
  }

  const price = computePrice(shops, context.coupon);
  const flat = linesOf(shops);
  const covered = flat.map(({ merId, line }) =>
    context.coupon && coversLine(context.coupon.coupon, merId, line.productId) ? cents(line.price) * line.payNum : 0,
  );
  const lineShares = shareOut(cents(price.couponFee), covered);

  const time = formatDateTime(now);
  const masterNo = orderNumber('PT', now, context.nextMasterId);
  const payType = body.payType;
  let lineId = context.nextLineId;
  let flatIndex = 0;
  const stores = shops.map((shop, index): Omit<StoreOrder, 'id'> => {
    let goods = 0;
    let postage = 0;
    let coupon = 0;
    const lines: OrderLineRecord[] = shop.orderInfoList.map((line) => {
      goods += cents(line.price) * line.payNum;
      postage += cents(line.postage) * line.payNum;
      coupon += lineShares[flatIndex] ?? 0;
      flatIndex += 1;
      return {
        id: lineId++,
        productId: line.productId,
        productName: line.productName,
        image: line.image,
        skuId: line.attrValueId,
        sku: line.sku,
        price: Number(line.price),
        payNum: line.payNum,
        postage: Number(line.postage),
        weight: Number(line.weight),
        volume: Number(line.volume),
        isReply: false,
      };
    });
    return {
      orderNo: orderNumber('SH', now, context.nextStoreId + index),
      masterOrderNo: masterNo,
      uid: context.uid,
      merId: shop.merId,
      totalNum: shop.orderInfoList.reduce((n, line) => n + line.payNum, 0),
      proTotalPrice: centsToAmount(goods),
      totalPostage: centsToAmount(postage),
      couponPrice: centsToAmount(coupon),
      payPrice: centsToAmount(goods + postage - coupon),
      paid: false,
      payTime: null,
      payType,
      status: 0,
      refundStatus: 0,
      deliveryName: null,
      deliveryCode: null,
      deliveryId: null,
      deliveryTime: null,
      userRemark: mark || null,
      isUserDel: false,
      lines,
      createTime: time,
    };
  });

  const master: Omit<MasterOrder, 'id'> = {
    orderNo: masterNo,
    uid: context.uid,
    totalNum: orderFees(shops).orderProNum,
    proTotalPrice: Number(price.proTotalFee),
    totalPostage: Number(price.freightFee),
    couponId: context.coupon?.held.id ?? null,
    couponPrice: Number(price.couponFee),
    payPrice: Number(price.payFee),
    paid: false,
    payTime: null,
    payType,
    payChannel: body.payChannel,
    mark: mark || null,
    isCancel: false,
    realName: address.realName,
    userPhone: address.phone ? `${address.countryCode ? `+${address.countryCode} ` : ''}${address.phone}` : null,
    email: address.email,
    userAddress: addressLine(address),
    paymentRef: null,
    redirect: null,
    createTime: time,
  };

  // The records are checked against their schemas here, so applying the plan cannot fail half-way.
  MasterOrderRecordSchema.parse({ id: context.nextMasterId, ...master });
  stores.forEach((store, index) => StoreOrderRecordSchema.parse({ id: context.nextStoreId + index, ...store }));

  return {
    master,
    stores,
    cartIds: context.preOrder.items.flatMap((item) => (item.cartId === null ? [] : [item.cartId])),
    skus: [...skuStock].map(([id, stock]) => ({ id, stock })),
    products: [...productStock].map(([id, stock]) => ({ id, stock })),
    userCouponId: context.coupon?.held.id ?? null,
  };
}

/** The next free order-line id: lines live inside merchant orders, their ids are unique across all of them. */
export function nextLineId(stores: readonly StoreOrder[]): number {
  return stores.reduce((max, store) => store.lines.reduce((m, line) => Math.max(m, line.id), max), 0) + 1;
}

/** Writes a checked plan. The pre-order goes first (synchronously), so a second create of it finds nothing. */
export async function applyCreate(db: Db, plan: CreatePlan, preOrderId: number, now: number): Promise<MasterOrder> {
  db.remove('preOrders', [preOrderId]);
  for (const change of plan.skus) await db.update('skus', change.id, (sku) => void (sku.stock = change.stock));
  for (const change of plan.products) await db.update('products', change.id, (product) => void (product.stock = change.stock));
  if (plan.userCouponId !== null) {
    await db.update('userCoupons', plan.userCouponId, (held) => {
      held.status = 1;
      held.useTime = formatDateTime(now);
    });
  }
  db.remove('cartItems', plan.cartIds);
  const master = await db.insert('masterOrders', plan.master);
  for (const store of plan.stores) await db.insert('storeOrders', store);
  return master;
}

/**
 * Puts the stock of order lines back (SKU and product), e.g. when an unpaid order is cancelled: the counterpart
 * of the deduction order/create makes. SKUs or products deleted since are skipped.
 */
export async function restoreStock(db: Db, lines: readonly { skuId: number; productId: number; payNum: number }[]): Promise<void> {
  for (const line of lines) {
    if (db.byId('skus', line.skuId)) await db.update('skus', line.skuId, (sku) => void (sku.stock += line.payNum));
    if (db.byId('products', line.productId)) await db.update('products', line.productId, (product) => void (product.stock += line.payNum));
  }
}

/** Gives a cancelled unpaid order's coupon back to the shopper (unused again) unless it has ended meanwhile. */
export async function releaseCoupon(db: Db, userCouponId: number | null, now: number): Promise<void> {
  if (userCouponId === null) return;
  const held = db.byId('userCoupons', userCouponId);
  if (!held || held.status !== 1) return;
  await db.update('userCoupons', userCouponId, (draft) => {
    draft.status = parseDateTime(draft.endTime) < now ? 2 : 0;
    draft.useTime = null;
  });
}
