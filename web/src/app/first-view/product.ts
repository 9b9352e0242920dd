import { parseUrlId } from '../../lib/format/url-ids';
import type { FirstView } from './calls';

/** /goods_detail/:id: the product, then its coupon row (which needs its shop); the rating for the server's <head>. */
export const productCalls: FirstView = ({ params }) => {
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
    { key: 'reviews.config', params: { productId: id }, headOnly: true },
  ];
};
