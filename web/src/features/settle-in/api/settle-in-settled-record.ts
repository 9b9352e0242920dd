import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Everything of this feature is cached under one root, so an application refreshes the records at once. */
/** The records page size; the form's "resubmit" looks its record up in the first page of this size. */
export const RECORDS_LIMIT = 10;

/** GET merchant/settled/record: the signed-in user's applications, newest first. */
export const settleInSettledRecordQueryOptions = (page: number, limit = RECORDS_LIMIT) =>
  queryOptions({
    queryKey: queryKey('settleIn.records', page, limit),
    queryFn: () => call(api().settleIn.settledRecord({ query: { page, limit } })),
  });
