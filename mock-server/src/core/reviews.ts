import { reviewsContract, toPageInfo } from '@contract';
import { filterReviews, reviewCounts, reviewsOf, toReview } from '../domain/catalog';
import { awaitingReviewLines } from '../domain/order-status';
import { findReviewableLine, newReview, REVIEW_LINE_MISSING, toAwaitingReviewLine } from '../domain/reviews-write';
import { businessError } from '../domain/errors';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

/** Product reviews (read by anyone) and writing them (the signed-in shopper's received order lines). */
export function reviewsRouter(state: MockState) {
  const merName = (merId: number) => state.db.byId('merchants', merId)?.name ?? '';

  return handlers(reviewsContract, {
    list: async ({ params, query }) => {
      const info = toPageInfo(filterReviews(reviewsOf(state, params.productId), query.type), query.page, query.limit);
      return ok({ ...info, list: info.list.map(toReview) });
    },
    config: async ({ params }) => ok(reviewCounts(reviewsOf(state, params.productId))),
    latest: async ({ params }) => {
      const reviews = reviewsOf(state, params.productId);
      const counts = reviewCounts(reviews);
      const first = reviews[0];
      return ok({ sumCount: counts.sumCount, replyChance: counts.replyChance, productReply: first ? toReview(first) : null });
    },
    comment: async ({ body, session }) => {
      const uid = uidOf(session);
      const { order, line } = findReviewableLine(state.db.all('storeOrders'), uid, body.orderNo, body.orderInfoId);
      const author = state.db.byId('users', uid);
      if (!author) throw businessError(REVIEW_LINE_MISSING);
      // Mark the line first: nothing async runs between the check above and this write, so a second submission
      // of the same line sees isReply and is refused instead of making a second review.
      await state.db.update('storeOrders', order.id, (draft) => {
        const target = draft.lines.find((l) => l.id === line.id);
        if (target) target.isReply = true;
      });
      await state.db.insert('reviews', newReview(body, line, author, state.now()));
      return ok(null);
    },
    writtenList: async ({ query, session }) => {
      const uid = uidOf(session);
      // Newest first; a review's id grows with time, so it breaks ties within one second.
      const mine = state.db
        .all('reviews')
        .filter((review) => review.uid === uid)
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
      const info = toPageInfo(mine, query.page, query.limit);
      return ok({
        ...info,
        list: info.list.map((review) => {
          const product = state.db.byId('products', review.productId);
          return {
            id: review.id,
            productId: review.productId,
            productName: product?.storeName ?? '',
            image: product?.image ?? '',
            sku: review.sku,
            star: review.star,
            comment: review.comment,
            pics: review.pics,
            merchantReplyContent: review.merchantReplyContent,
            createTime: review.createTime,
          };
        }),
      });
    },
    awaitingList: async ({ query, session }) => {
      const waiting = awaitingReviewLines(state.db.all('storeOrders'), uidOf(session));
      const info = toPageInfo(waiting, query.page, query.limit);
      return ok({ ...info, list: info.list.map(({ order, line }) => toAwaitingReviewLine(order, line, merName)) });
    },
  });
}
