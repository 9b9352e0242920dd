import { z } from 'zod';

/** Request side of every paged endpoint (A:dto/PageParamRequest). Query values arrive as strings. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** PageHelper `PageInfo` exactly as the overseas backend serialises it (docs/backend-wire.md, "Paging"). */
export function pageInfo<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    size: z.number().int(),
    startRow: z.number().int(),
    endRow: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    list: z.array(item),
    prePage: z.number().int(),
    nextPage: z.number().int(),
    isFirstPage: z.boolean(),
    isLastPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
    navigatePages: z.number().int(),
    navigatepageNums: z.array(z.number().int()),
    navigateFirstPage: z.number().int(),
    navigateLastPage: z.number().int(),
  });
}

export interface PageInfo<T> {
  pageNum: number;
  pageSize: number;
  size: number;
  startRow: number;
  endRow: number;
  pages: number;
  total: number;
  list: T[];
  prePage: number;
  nextPage: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  navigatePages: number;
  navigatepageNums: number[];
  navigateFirstPage: number;
  navigateLastPage: number;
}

/** Builds a PageInfo the way PageHelper does, from the full ordered result and the requested page. */
export function pageHelperInfo<T>(all: readonly T[], page: number, limit: number): PageInfo<T> {
  const total = all.length;
  const pages = total === 0 ? 0 : Math.ceil(total / limit);
  const start = (page - 1) * limit;
  const list = all.slice(start, start + limit);
  const navigatePages = 8;
  let first = Math.max(1, page - Math.floor(navigatePages / 2));
  const last = Math.min(pages, first + navigatePages - 1);
  first = Math.max(1, Math.min(first, last - navigatePages + 1));
  const nums: number[] = [];
  for (let n = first; n <= last; n += 1) nums.push(n);
  return {
    pageNum: page,
    pageSize: limit,
    size: list.length,
    startRow: list.length === 0 ? 0 : start + 1,
    endRow: list.length === 0 ? 0 : start + list.length,
    pages,
    total,
    list,
    prePage: page > 1 ? page - 1 : 0,
    nextPage: page < pages ? page + 1 : 0,
    isFirstPage: page === 1,
    isLastPage: page >= pages,
    hasPreviousPage: page > 1,
    hasNextPage: page < pages,
    navigatePages,
    navigatepageNums: nums,
    navigateFirstPage: nums[0] ?? 0,
    navigateLastPage: nums[nums.length - 1] ?? 0,
  };
}

/**
 * A page as the real services answer it: most rebuild the page with CommonPage.copyPageInfo, which makes a new
 * PageInfo of the list alone and copies only pageNum, pageSize, total and pages back. The navigation flags then
 * describe a one-page list: hasNextPage false, isLastPage true, navigatepageNums [1] (docs/backend-wire.md,
 * paging). Clients decide "more" from pageNum < pages, never from the flags.
 */
export function copyPageInfo<T>(info: PageInfo<T>): PageInfo<T> {
  const size = info.list.length;
  return {
    ...info,
    startRow: 0,
    endRow: size > 0 ? size - 1 : 0,
    prePage: 0,
    nextPage: 0,
    isFirstPage: true,
    isLastPage: true,
    hasPreviousPage: false,
    hasNextPage: false,
    navigatePages: 8,
    navigatepageNums: size > 0 ? [1] : [],
    navigateFirstPage: size > 0 ? 1 : 0,
    navigateLastPage: size > 0 ? 1 : 0,
  };
}

/** What the mock's paged routes answer: the page sliced by PageHelper, then copied as the real services do. */
export function toPageInfo<T>(all: readonly T[], page: number, limit: number): PageInfo<T> {
  return copyPageInfo(pageHelperInfo(all, page, limit));
}
