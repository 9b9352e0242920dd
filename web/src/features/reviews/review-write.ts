import { UPLOAD_RULE, type ImageRule } from '../../components/upload/image-file';
import { paths } from '../../lib/routing/paths';
/**
 * The review form's rules that need no React: which order line a /users/evaluation_confirm link names, and the
 * photos it takes (docs/product-rules.md: at most 5). Limits are literals, as in image-file.ts: a value import from
 * @contract here would pull zod into modules that otherwise need none (review-write.test.ts keeps them equal to the
 * contract's).
 */
export const REVIEW_PHOTO_RULE: ImageRule = { ...UPLOAD_RULE, maxCount: 5 };
export const REVIEW_TEXT_LIMIT = 512;
export const EVALUATION_LIST_PATH = paths.evaluationList();

export interface ReviewTarget {
  orderNo: string;
  orderInfoId: number | null;
  productId: number | null;
}

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** `?orderNo=SH…&productId=…&orderInfoId=…`; links of the real front end carry no orderInfoId. Null when unusable. */
export function parseReviewTarget(params: URLSearchParams): ReviewTarget | null {
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const orderInfoId = positive(params.get('orderInfoId'));
  const productId = positive(params.get('productId'));
  if (!/^SH\d+$/.test(orderNo) || (orderInfoId === null && productId === null)) return null;
  return { orderNo, orderInfoId, productId };
}

/**
 * The line a target names: by line id when given, else the product's line still to review (then any of its lines,
 * so an already-reviewed one is reported as such rather than as missing).
 */
export function pickReviewLine<L extends { id: number; productId: number; isReply: boolean }>(
  lines: readonly L[],
  target: ReviewTarget,
): L | undefined {
  if (target.orderInfoId !== null) {
    const byId = lines.find((line) => line.id === target.orderInfoId);
    return byId && (target.productId === null || byId.productId === target.productId) ? byId : undefined;
  }
  const ofProduct = lines.filter((line) => line.productId === target.productId);
  return ofProduct.find((line) => !line.isReply) ?? ofProduct[0];
}

/** The evaluation_confirm link of a waiting line. */
export const reviewFormPath = (orderNo: string, productId: number, orderInfoId: number): string =>
  paths.evaluationConfirm({ orderNo, productId, orderInfoId });
