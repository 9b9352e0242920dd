import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Points records: an extension route like the summary (points-summary.ts). */
export const pointsRecordsQueryOptions = (type: 1 | 2 | undefined, page: number, limit: number) =>
  queryOptions({
    queryKey: queryKey('user.points.records', type ?? 0, page, limit),
    queryFn: () => call(api().points.records({ query: { type, page, limit } })),
    placeholderData: keepPreviousData,
  });
