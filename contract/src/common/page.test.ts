import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageInfo, PageQuerySchema, toPageInfo } from './page.ts';

const items = Array.from({ length: 45 }, (_, i) => i + 1);

describe('toPageInfo', () => {
  it('slices like PageHelper and fills every field', () => {
    const page = toPageInfo(items, 2, 20);
    expect(page).toMatchObject({
      pageNum: 2,
      pageSize: 20,
      size: 20,
      startRow: 21,
      endRow: 40,
      pages: 3,
      total: 45,
      prePage: 1,
      nextPage: 3,
      isFirstPage: false,
      isLastPage: false,
      hasPreviousPage: true,
      hasNextPage: true,
    });
    expect(page.list[0]).toBe(21);
    expect(pageInfo(z.number()).parse(page)).toEqual(page);
  });

  it('answers the last page and pages past the end', () => {
    expect(toPageInfo(items, 3, 20)).toMatchObject({ size: 5, isLastPage: true, hasNextPage: false, nextPage: 0 });
    expect(toPageInfo(items, 9, 20)).toMatchObject({ size: 0, list: [], startRow: 0, endRow: 0 });
  });

  it('answers an empty result', () => {
    expect(toPageInfo([], 1, 20)).toMatchObject({ total: 0, pages: 0, list: [], isFirstPage: true, isLastPage: true, navigatepageNums: [] });
  });

  it('keeps the navigation window within the pages', () => {
    const many = Array.from({ length: 500 }, (_, i) => i);
    expect(toPageInfo(many, 1, 10).navigatepageNums).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(toPageInfo(many, 50, 10).navigatepageNums).toEqual([43, 44, 45, 46, 47, 48, 49, 50]);
    expect(toPageInfo(many, 20, 10).navigatepageNums).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
  });
});

describe('PageQuerySchema', () => {
  it('coerces strings and applies defaults', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(PageQuerySchema.parse({ page: '3', limit: '5' })).toEqual({ page: 3, limit: 5 });
  });
  it('refuses out-of-range values', () => {
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
  });
});
