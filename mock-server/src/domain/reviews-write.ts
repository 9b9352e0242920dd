import { wireMoney } from './money';
import { OrderRefundStatus, OrderStatus, parseReviewPics, type AwaitingReviewLine } from '@contract';
import { type RecordOf } from '../db/schema';
import { formatDateTime } from './dates';
import { businessError } from './errors';
import { type MerchantName } from './order-status';

/**
 * Writing reviews (docs/backend-wire.md, Reviews: order/comment, order/reply/list): which line may be reviewed, and the review
 * record it makes. Plain functions over records; the route handler writes what these decide.
 */
type StoreOrder = RecordOf<'storeOrders'>;
type Line = StoreOrder['lines'][number];
type ReviewRecord = RecordOf<'reviews'>;

/**
 * One answer for an unknown order, an unknown line and another user's line: the lookup is by user, so telling
 * them apart would reveal other shoppers' order numbers.
 */
export const REVIEW_LINE_MISSING = 'The order item does not exist';
export const REVIEW_NOT_RECEIVED = 'Only received orders can be reviewed';
export const REVIEW_ALREADY_WRITTEN = 'This item has already been reviewed';

/**
 * Whether an order's lines may be reviewed: paid, received, no refund, not deleted by the shopper. Status 2
 * ("received") is never set (take jumps to 3) but counts as received, so this matches commentCount's rule.
 */
export function isReviewableOrder(order: StoreOrder): boolean {
  return (
    order.paid &&
    !order.isUserDel &&
    order.refundStatus === OrderRefundStatus.none &&
    (order.status === OrderStatus.received || order.status === OrderStatus.completed)
  );
}

/** The caller's line to review, or the business error order/comment answers. Checks run missing → state → once. */
export function findReviewableLine(
  orders: readonly StoreOrder[],
  uid: number,
  orderNo: string,
  orderInfoId: number,
): { order: StoreOrder; line: Line } {
  const order = orders.find((o) => o.orderNo === orderNo && o.uid === uid && !o.isUserDel);
  const line = order?.lines.find((l) => l.id === orderInfoId);
  if (!order || !line) throw businessError(REVIEW_LINE_MISSING);
  if (!isReviewableOrder(order)) throw businessError(REVIEW_NOT_RECEIVED);
  if (line.isReply) throw businessError(REVIEW_ALREADY_WRITTEN);
  return { order, line };
}

export interface ReviewInput {
  star: number;
  serviceStar?: number | undefined;
  comment: string;
  /** The photos as the request carries them: one text (docs/backend-wire.md, reviews). */
  pics?: string | null | undefined;
}

/**
 * The review record of a line: shown in the product's review list under the shopper's current name and avatar,
 * with the bought SKU. A missing serviceStar (a client of the real API) takes the product score.
 */
export function newReview(
  input: ReviewInput,
  line: Line,
  author: Pick<RecordOf<'users'>, 'id' | 'nickname' | 'avatar'>,
  now: number,
): Omit<ReviewRecord, 'id'> {
  return {
    productId: line.productId,
    uid: author.id,
    star: input.star,
    serviceStar: input.serviceStar ?? input.star,
    comment: input.comment.trim(),
    pics: parseReviewPics(input.pics),
    merchantReplyContent: null,
    nickname: author.nickname,
    avatar: author.avatar,
    createTime: formatDateTime(now),
    sku: line.sku,
  };
}

export function toAwaitingReviewLine(order: StoreOrder, line: Line, merName: MerchantName): AwaitingReviewLine {
  return {
    id: line.id,
    merOrderNo: order.orderNo,
    merId: order.merId,
    merName: merName(order.merId),
    productId: line.productId,
    productName: line.productName,
    image: line.image,
    sku: line.sku,
    price: wireMoney(line.price),
    payNum: line.payNum,
  };
}
