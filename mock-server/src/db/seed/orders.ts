import { DAY, formatDateTime } from '../../domain/dates';
import { orderNumber } from '../../domain/order-numbers';
import { type RecordOf, type SeedData } from '../schema';
import { SEED_BASE_MS } from './common';

/**
 * The demo shopper's orders: one unpaid master order over two shops, one awaiting shipment, one shipped with
 * tracking, one completed with one line reviewed and one not, one cancelled. Products from 100 on, so tests that
 * start clean on the first products (1-5) and the favourites keep theirs; SKUs with stock to spare, whose stock
 * the live orders took (as order/create does: a cancel gives it back), the cancelled one's already returned.
 * Fixed choices, no rng, appended after everything else: the rest of the seed keeps its bytes.
 */
export function seedOrders(data: SeedData, uid: number): void {
  const address = data.addresses.find((a) => a.uid === uid && a.isDefault);
  if (!address) return;
  // A window of products is plenty, and keeps a 100k-product seed from scanning every SKU per product.
  const firstSku = new Map<number, RecordOf<'skus'>>();
  for (const sku of data.skus) {
    if (sku.productId >= 100 && sku.productId < 200 && sku.stock >= 10 && !firstSku.has(sku.productId)) firstSku.set(sku.productId, sku);
  }
  const candidates = data.products.slice(99, 199).flatMap((product) => {
    const sku = firstSku.get(product.id);
    return sku && product.isShow ? [{ product, sku }] : [];
  });
  const used = new Set<number>();
  const take = (accept: (c: (typeof candidates)[number]) => boolean = () => true) => {
    const found = candidates.find((c) => !used.has(c.product.id) && accept(c));
    if (found) used.add(found.product.id);
    return found;
  };
  const a = take();
  const b = take((c) => c.product.merId !== a?.product.merId);
  const shipWait = take();
  const shipped = take();
  const done = take();
  const doneToo = take((c) => c.product.merId === done?.product.merId);
  const cancelled = take();
  if (!a || !b || !shipWait || !shipped || !done || !doneToo || !cancelled) return;

  const cents = (value: number): number => Math.round(value * 100);
  const time = (days: number): number => SEED_BASE_MS + Math.round(days * DAY);
  let lineId = 1;
  type Pick = NonNullable<typeof a>;
  const lineOf = ({ product, sku }: Pick, payNum: number, isReply = false): RecordOf<'storeOrders'>['lines'][number] => ({
    id: lineId++,
    productId: product.id,
    productName: product.storeName,
    image: sku.image || product.image,
    skuId: sku.id,
    sku: sku.sku,
    price: sku.price,
    payNum,
    postage: product.postage,
    weight: sku.weight,
    volume: sku.volume,
    isReply,
  });

  interface Plan {
    days: number;
    paid: boolean;
    isCancel?: boolean;
    remark?: string;
    shops: { lines: RecordOf<'storeOrders'>['lines']; status: 0 | 1 | 3 | 9; shippedDays?: number }[];
  }
  const plans: Plan[] = [
    { days: -30, paid: false, isCancel: true, shops: [{ lines: [lineOf(cancelled, 1)], status: 9 }] },
    {
      days: -20,
      paid: true,
      remark: 'Please leave it at the front desk',
      shops: [{ lines: [lineOf(done, 1, true), lineOf(doneToo, 2)], status: 3, shippedDays: -19 }],
    },
    { days: -4, paid: true, shops: [{ lines: [lineOf(shipped, 1)], status: 1, shippedDays: -3 }] },
    { days: -2, paid: true, shops: [{ lines: [lineOf(shipWait, 1)], status: 0 }] },
    {
      days: -1,
      paid: false,
      shops: [
        { lines: [lineOf(a, 1)], status: 0 },
        { lines: [lineOf(b, 2)], status: 0 },
      ],
    },
  ];

  let storeId = 1;
  plans.forEach((plan, index) => {
    const id = index + 1;
    const created = time(plan.days);
    const masterNo = orderNumber('PT', created, id);
    const payTime = plan.paid ? formatDateTime(created + 5 * 60_000) : null;
    let goods = 0;
    let freight = 0;
    let count = 0;
    for (const shop of plan.shops) {
      let shopGoods = 0;
      let shopFreight = 0;
      for (const line of shop.lines) {
        shopGoods += cents(line.price) * line.payNum;
        shopFreight += cents(line.postage) * line.payNum;
        // Live orders hold their stock; a cancelled one has given it back.
        if (shop.status !== 9) {
          const sku = firstSku.get(line.productId);
          const product = data.products[line.productId - 1];
          if (sku) sku.stock -= line.payNum;
          if (product) product.stock -= line.payNum;
        }
      }
      const shopCount = shop.lines.reduce((n, line) => n + line.payNum, 0);
      data.storeOrders.push({
        id: storeId,
        orderNo: orderNumber('SH', created, storeId),
        masterOrderNo: masterNo,
        uid,
        merId: data.products[(shop.lines[0]?.productId ?? 1) - 1]?.merId ?? 1,
        totalNum: shopCount,
        proTotalPrice: shopGoods / 100,
        totalPostage: shopFreight / 100,
        couponPrice: 0,
        payPrice: (shopGoods + shopFreight) / 100,
        paid: plan.paid,
        payTime,
        payType: 'stripe',
        status: shop.status,
        refundStatus: 0,
        deliveryName: shop.shippedDays === undefined ? null : 'SF Express',
        deliveryCode: shop.shippedDays === undefined ? null : 'SF',
        deliveryId: shop.shippedDays === undefined ? null : `SF${String(7_000_000_000 + storeId * 1_234_567)}`,
        deliveryTime: shop.shippedDays === undefined ? null : formatDateTime(time(shop.shippedDays)),
        userRemark: plan.remark ?? null,
        isUserDel: false,
        lines: shop.lines,
        createTime: formatDateTime(created),
      });
      storeId += 1;
      goods += shopGoods;
      freight += shopFreight;
      count += shopCount;
    }
    data.masterOrders.push({
      id,
      orderNo: masterNo,
      uid,
      totalNum: count,
      proTotalPrice: goods / 100,
      totalPostage: freight / 100,
      couponId: null,
      couponPrice: 0,
      payPrice: (goods + freight) / 100,
      paid: plan.paid,
      payTime,
      payType: 'stripe',
      payChannel: 'pc',
      mark: plan.remark ?? null,
      isCancel: plan.isCancel ?? false,
      realName: address.realName,
      userPhone: address.phone ? `+${address.countryCode ?? '86'} ${address.phone}` : null,
      email: address.email,
      userAddress: [address.detail, address.country, address.postCode > 0 ? String(address.postCode) : ''].filter(Boolean).join(', '),
      paymentRef: null,
      redirect: null,
      createTime: formatDateTime(created),
    });
  });

  // The line seeded as reviewed gets its review record, so the product's review list agrees with the order.
  const author = data.users.find((u) => u.id === uid);
  const reviewedLine = data.storeOrders.flatMap((o) => (o.uid === uid ? o.lines : [])).find((line) => line.isReply);
  if (author && reviewedLine) {
    data.reviews.push({
      id: data.reviews.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      productId: reviewedLine.productId,
      uid,
      star: 5,
      serviceStar: 5,
      comment: 'Arrived quickly and exactly as described.',
      pics: [],
      merchantReplyContent: null,
      nickname: author.nickname,
      avatar: author.avatar,
      createTime: formatDateTime(time(-17)),
      sku: reviewedLine.sku,
    });
  }
}
