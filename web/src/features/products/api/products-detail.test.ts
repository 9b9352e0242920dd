import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-errors';
import { isProductMissing, productsDetailQueryOptions } from './products-detail';
import { queryKey } from '../../../lib/api/query-keys';

describe('isProductMissing', () => {
  it('treats the mock 404 and the real backend 500 "does not exist" as a missing product', () => {
    expect(isProductMissing(new ApiError('app', 404, 'Product does not exist'))).toBe(true);
    expect(isProductMissing(new ApiError('app', 500, 'Product does not exist'))).toBe(true);
    expect(isProductMissing(new ApiError('app', 500, '商品不存在'))).toBe(true);
  });
  it('leaves other failures to the error state with retry', () => {
    expect(isProductMissing(new ApiError('app', 500, 'System exception'))).toBe(false);
    expect(isProductMissing(new ApiError('network', 0, 'offline', 0))).toBe(false);
    expect(isProductMissing(new ApiError('http', 404, '', 404))).toBe(false);
    expect(isProductMissing(new Error('boom'))).toBe(false);
  });
});

describe('productsDetailQueryOptions', () => {
  it('keys the detail hierarchically with the viewer last', () => {
    expect(productsDetailQueryOptions(7, 'guest').queryKey).toEqual(queryKey('products.detail', 7, 'guest'));
    expect(productsDetailQueryOptions(7, 'guest').queryKey).not.toEqual(productsDetailQueryOptions(7, 'user').queryKey);
  });
});
