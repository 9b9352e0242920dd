import { parseUrlId } from '../../lib/format/url-ids';
import { reviewAddress } from '../../features/reviews/review-address';
import type { FirstView } from './calls';

/**
 * /goods_detail/:id: the product, then its coupon row (which needs its shop). For the server only: the review
 * counts (the summary, the tabs and the <head>'s rating) and the page of reviews the URL names (the first page of
 * all reviews by default), which the server renders below the fold (docs/adr/0019-server-rendering.md).
 */
export const productCalls: FirstView = ({ params, search }) => {
  const id = parseUrlId(params.id);
  if (id === null) return [];
  return [
    {
      key: 'products.detail',
      params: { id },
      then: (data) => {
        const merId = (data as { productInfo?: { merId?: unknown } } | null)?.productInfo?.merId;
        if (typeof merId !== 'number') return [];
        return [{ key: 'coupons.list', query: { page: 1, limit: 20, useType: 2, productId: id, merId } }];
      },
    },
    { key: 'reviews.config', params: { productId: id }, serverOnly: true },
    {
      key: 'reviews.list',
      params: { productId: id },
      query: reviewAddress(search),
      serverOnly: true,
    },
  ];
};
