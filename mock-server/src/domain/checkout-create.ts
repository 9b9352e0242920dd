import { ORDER_REMARK_WIRE_MAX, validationText, type OrderCreateBody, type OrderShop } from '@contract';
import { type Db } from '../db/db';
import { MasterOrderRecordSchema, StoreOrderRecordSchema, type RecordOf } from '../db/schema';
import { computePrice, coversLine, linesOf, orderFees, PRE_ORDER_GONE, type CheckoutLookup, type ChosenCoupon } from './checkout';
import { formatDateTime } from './dates';
import { badRequest, businessError } from './errors';
import { cents, centsToAmount } from './money';
import { orderNumber } from './order-numbers';

/** order/create (checkout.create): the plan of a new order, checked before anything is written, and its write. */

type PreOrder = RecordOf<'preOrders'>;
type Address = RecordOf<'addresses'>;
type MasterOrder = RecordOf<'masterOrders'>;
type StoreOrder = RecordOf<'storeOrders'>;
type OrderLineRecord = StoreOrder['lines'][number];

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
