import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { copyPageInfo, pageHelperInfo, pageInfo, PageQuerySchema, toPageInfo } from './page.ts';

const items = Array.from({ length: 45 }, (_, i) => i + 1);

describe('pageHelperInfo', () => {
  it('slices like PageHelper and fills every field', () => {
    const page = pageHelperInfo(items, 2, 20);
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
    expect(pageHelperInfo(items, 3, 20)).toMatchObject({ size: 5, isLastPage: true, hasNextPage: false, nextPage: 0 });
    expect(pageHelperInfo(items, 9, 20)).toMatchObject({ size: 0, list: [], startRow: 0, endRow: 0 });
  });

  it('answers an empty result', () => {
    expect(pageHelperInfo([], 1, 20)).toMatchObject({
      total: 0,
      pages: 0,
      list: [],
      isFirstPage: true,
      isLastPage: true,
      navigatepageNums: [],
    });
  });

  it('keeps the navigation window within the pages', () => {
    const many = Array.from({ length: 500 }, (_, i) => i);
    expect(pageHelperInfo(many, 1, 10).navigatepageNums).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageHelperInfo(many, 50, 10).navigatepageNums).toEqual([43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pageHelperInfo(many, 20, 10).navigatepageNums).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
  });
});

describe("toPageInfo: the real services' copyPageInfo quirk", () => {
  it('keeps pageNum, pageSize, total, pages and the list, and loses the navigation flags', () => {
    const page = toPageInfo(items, 1, 20);
    expect(page).toMatchObject({
      pageNum: 1,
      pageSize: 20,
      total: 45,
      pages: 3,
      size: 20,
      hasNextPage: false,
      isLastPage: true,
      nextPage: 0,
      navigatepageNums: [1],
    });
    expect(page.list[0]).toBe(1);
    expect(pageInfo(z.number()).parse(page)).toEqual(page);
  });
  it('says page 2 of 3 is the first and the last: only pageNum < pages tells there is more', () => {
    const page = toPageInfo(items, 2, 20);
    expect(page).toMatchObject({ isFirstPage: true, hasPreviousPage: false, isLastPage: true });
    expect(page.pageNum < page.pages).toBe(true);
  });
  it('copies an empty page as empty', () => {
    expect(copyPageInfo(pageHelperInfo([], 1, 20))).toMatchObject({
      total: 0,
      pages: 0,
      list: [],
      navigatepageNums: [],
      navigateFirstPage: 0,
    });
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
