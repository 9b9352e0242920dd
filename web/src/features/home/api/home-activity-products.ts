import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export const ACTIVITY_PAGE_SIZE = 20;

/** One page of an activity's products (GET /api/front/activity/list/{aid}). */
export const homeActivityProductsQueryOptions = (aid: number, page: number) =>
  queryOptions({
    queryKey: queryKey('home.activityProducts', aid, { page }),
    queryFn: () => call(api().home.activityProducts({ params: { aid }, query: { page, limit: ACTIVITY_PAGE_SIZE } })),
    placeholderData: keepPreviousData,
  });
