import { type ComputedPrice, type OrderCoupon, type OrderShop, type PreOrderVo } from '@contract';
import { type Db } from '../db/db';
import { type RecordOf } from '../db/schema';
import { type CartLookup } from './cart';
import { parseDateTime } from './dates';
import { businessError } from './errors';
import { cents, centsToWire, wireMoney } from './money';

type PreOrder = RecordOf<'preOrders'>;
type UserCoupon = RecordOf<'userCoupons'>;
type Coupon = RecordOf<'coupons'>;
type Address = RecordOf<'addresses'>;

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

export const linesOf = (shops: readonly OrderShop[]) =>
  shops.flatMap((shop) => shop.orderInfoList.map((line) => ({ merId: shop.merId, line })));

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
export function coversLine(coupon: Coupon, merId: number, productId: number): boolean {
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
