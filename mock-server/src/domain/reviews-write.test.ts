import { OrderCommentBodySchema, parseReviewPics } from '@contract';
import { describe, expect, it } from 'vitest';
import { BUILT_AT, orderLine, storeOrder, type StoreOrder } from '../test-builders';
import { formatDateTime } from './dates';
import { AppError } from './errors';
import {
  findReviewableLine,
  newReview,
  REVIEW_ALREADY_WRITTEN,
  REVIEW_LINE_MISSING,
  REVIEW_NOT_RECEIVED,
  toAwaitingReviewLine,
} from './reviews-write';

const NOW = BUILT_AT;
/** A received order of user 1: line `10 * id` awaits its review, line `10 * id + 1` has one. */
const order = (id: number, over: Partial<StoreOrder> = {}): StoreOrder =>
  storeOrder(id, { status: 3, lines: [orderLine(id * 10), orderLine(id * 10 + 1, { isReply: true })], ...over });

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${error.message}`;
    throw error;
  }
  return 'allowed';
};

describe('which line may be reviewed', () => {
  const orders = [
    order(1),
    order(2, { status: 1 }),
    order(3, { uid: 2 }),
    order(4, { refundStatus: 1 }),
    order(5, { paid: false }),
    order(6, { isUserDel: true }),
  ];

  it('finds the caller’s unreviewed line of a completed order', () => {
    const found = findReviewableLine(orders, 1, order(1).orderNo, 10);
    expect(found.order.id).toBe(1);
    expect(found.line.id).toBe(10);
  });

  it('answers an unknown order, an unknown line, another user’s line and a deleted order alike', () => {
    const missing = `500 ${REVIEW_LINE_MISSING}`;
    expect(refusal(() => findReviewableLine(orders, 1, 'SH1', 10))).toBe(missing);
    expect(refusal(() => findReviewableLine(orders, 1, order(1).orderNo, 99))).toBe(missing);
    expect(refusal(() => findReviewableLine(orders, 1, order(3).orderNo, 30))).toBe(missing);
    expect(refusal(() => findReviewableLine(orders, 1, order(6).orderNo, 60))).toBe(missing);
  });

  it('refuses lines of orders not received, unpaid or under refund, and a line already reviewed', () => {
    expect(refusal(() => findReviewableLine(orders, 1, order(2).orderNo, 20))).toBe(`500 ${REVIEW_NOT_RECEIVED}`);
    expect(refusal(() => findReviewableLine(orders, 1, order(4).orderNo, 40))).toBe(`500 ${REVIEW_NOT_RECEIVED}`);
    expect(refusal(() => findReviewableLine(orders, 1, order(5).orderNo, 50))).toBe(`500 ${REVIEW_NOT_RECEIVED}`);
    expect(refusal(() => findReviewableLine(orders, 1, order(1).orderNo, 11))).toBe(`500 ${REVIEW_ALREADY_WRITTEN}`);
  });
});

describe('the review record', () => {
  const author = { id: 1, nickname: 'Demo', avatar: '/a.png' };

  it('keeps both scores, the trimmed text, the photos as an array and the bought SKU', () => {
    const review = newReview(
      { star: 4, serviceStar: 2, comment: '  Good value  ', pics: JSON.stringify(['/u/1.png']) },
      orderLine(10, { sku: 'Blue,L' }),
      author,
      NOW,
    );
    expect(review).toMatchObject({
      productId: 20,
      uid: 1,
      star: 4,
      serviceStar: 2,
      comment: 'Good value',
      pics: ['/u/1.png'],
      sku: 'Blue,L',
      nickname: 'Demo',
      merchantReplyContent: null,
    });
    expect(review.createTime).toBe(formatDateTime(NOW));
  });

  it('gives a client of the real API (one score) the product score for service too', () => {
    expect(newReview({ star: 3, comment: 'ok', pics: '' }, orderLine(10), author, NOW).serviceStar).toBe(3);
  });

  it('reads the photos from the text the way the real backend stores it: a JSON array, a comma list, "" or none', () => {
    const pics = (value: string | null | undefined) => newReview({ star: 5, comment: 'ok', pics: value }, orderLine(10), author, NOW).pics;
    expect(pics('["/u/1.png","/u/2.png"]')).toEqual(['/u/1.png', '/u/2.png']);
    expect(pics('/u/1.png, /u/2.png')).toEqual(['/u/1.png', '/u/2.png']);
    expect(pics('')).toEqual([]);
    expect(pics(null)).toEqual([]);
    expect(pics(undefined)).toEqual([]);
  });

  it('describes a waiting line with its shop', () => {
    expect(toAwaitingReviewLine(order(1), orderLine(10), (merId) => `Shop ${merId}`)).toEqual({
      id: 10,
      merOrderNo: order(1).orderNo,
      merId: 3,
      merName: 'Shop 3',
      productId: 20,
      productName: 'Product 10',
      image: '/p/10.svg',
      sku: 'Red,M',
      price: '10.00',
      payNum: 2,
    });
  });
});

describe('the order/comment body', () => {
  const base = { orderNo: 'SH2026060108000000001', orderInfoId: 1, star: 5, comment: 'Nice' };

  it('takes pics as one text, as sent: "", a JSON array string, a comma list, null or absent', () => {
    for (const pics of ['', JSON.stringify(['/a.png']), '/a.png,/b.png', null]) {
      expect(OrderCommentBodySchema.parse({ ...base, pics }).pics).toBe(pics);
    }
    expect(OrderCommentBodySchema.parse(base).pics).toBeUndefined();
    // No count limit in the real backend; only the column's length bounds it.
    const six = JSON.stringify(Array.from({ length: 6 }, (_, i) => `/p${i}.png`));
    expect(parseReviewPics(OrderCommentBodySchema.parse({ ...base, pics: six }).pics)).toHaveLength(6);
    expect(OrderCommentBodySchema.safeParse({ ...base, pics: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe('tooLong');
    expect(OrderCommentBodySchema.safeParse({ ...base, pics: ['/a.png'] }).success).toBe(false);
  });

  it('asks for the review experience when the text is empty or blank, and takes up to 512 characters', () => {
    expect(OrderCommentBodySchema.safeParse({ ...base, comment: '   ' }).error?.issues[0]?.message).toBe('emptyComment');
    expect(OrderCommentBodySchema.safeParse({ ...base, comment: 'x'.repeat(512) }).success).toBe(true);
    expect(OrderCommentBodySchema.safeParse({ ...base, comment: 'x'.repeat(513) }).error?.issues[0]?.message).toBe('tooLong');
    expect(OrderCommentBodySchema.safeParse({ ...base, star: 6 }).success).toBe(false);
    expect(OrderCommentBodySchema.parse({ ...base, orderInfoId: '12' }).orderInfoId).toBe(12);
  });
});
