import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { isFeatureMissing } from '../../../lib/api/api-errors';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * Points summary and records: extension routes (docs/backend-wire.md, "Site settings"). A real overseas backend answers 404, so
 * the query settles on null ("not offered") instead of an error, and the section hides.
 */
export const pointsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.points.summary'),
    queryFn: async () => {
      try {
        return await call(api().points.summary());
      } catch (error) {
        if (isFeatureMissing(error)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
