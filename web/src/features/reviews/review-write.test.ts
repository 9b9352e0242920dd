import { REVIEW_COMMENT_MAX, REVIEW_MAX_PICS } from '@contract';
import { describe, expect, it } from 'vitest';
import { imageRoom } from '../../components/upload/image-file';
import { parseReviewTarget, pickReviewLine, REVIEW_PHOTO_RULE, REVIEW_TEXT_LIMIT, reviewFormPath } from './review-write';

describe('review form rules', () => {
  it('matches the contract limits', () => {
    expect(REVIEW_PHOTO_RULE.maxCount).toBe(REVIEW_MAX_PICS);
    expect(REVIEW_TEXT_LIMIT).toBe(REVIEW_COMMENT_MAX);
  });

  it('reads the target of a link, with or without the line id', () => {
    expect(parseReviewTarget(new URLSearchParams('orderNo=SH12&productId=3&orderInfoId=7'))).toEqual({
      orderNo: 'SH12',
      productId: 3,
      orderInfoId: 7,
    });
    expect(parseReviewTarget(new URLSearchParams('orderNo=SH12&productId=3'))).toEqual({
      orderNo: 'SH12',
      productId: 3,
      orderInfoId: null,
    });
    expect(parseReviewTarget(new URLSearchParams('orderNo=PT12&productId=3'))).toBeNull();
    expect(parseReviewTarget(new URLSearchParams('orderNo=SH12&productId=x'))).toBeNull();
    expect(parseReviewTarget(new URLSearchParams(''))).toBeNull();
  });

  it('picks the named line, else the product’s line still to review', () => {
    const lines = [
      { id: 1, productId: 5, isReply: true },
      { id: 2, productId: 5, isReply: false },
      { id: 3, productId: 6, isReply: true },
    ];
    expect(pickReviewLine(lines, { orderNo: 'SH1', orderInfoId: 1, productId: 5 })?.id).toBe(1);
    expect(pickReviewLine(lines, { orderNo: 'SH1', orderInfoId: 1, productId: 6 })).toBeUndefined();
    expect(pickReviewLine(lines, { orderNo: 'SH1', orderInfoId: null, productId: 5 })?.id).toBe(2);
    expect(pickReviewLine(lines, { orderNo: 'SH1', orderInfoId: null, productId: 6 })?.id).toBe(3);
    expect(pickReviewLine(lines, { orderNo: 'SH1', orderInfoId: 9, productId: null })).toBeUndefined();
  });

  it('takes photos up to the limit and says when some were left out', () => {
    expect(imageRoom(0, 3, REVIEW_PHOTO_RULE.maxCount)).toEqual({ take: 3, refused: false });
    expect(imageRoom(3, 2, REVIEW_PHOTO_RULE.maxCount)).toEqual({ take: 2, refused: false });
    expect(imageRoom(4, 2, REVIEW_PHOTO_RULE.maxCount)).toEqual({ take: 1, refused: true });
    expect(imageRoom(5, 1, REVIEW_PHOTO_RULE.maxCount)).toEqual({ take: 0, refused: true });
    expect(imageRoom(0, 6, REVIEW_PHOTO_RULE.maxCount)).toEqual({ take: 5, refused: true });
  });

  it('links a waiting line to its form', () => {
    expect(reviewFormPath('SH1', 2, 3)).toBe('/users/evaluation_confirm?orderNo=SH1&productId=2&orderInfoId=3');
  });
});
