import type { SettledApplyBody } from '@contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** Everything of this feature is cached under one root, so an application refreshes the records at once. */
/** The records page size; the form's "resubmit" looks its record up in the first page of this size. */
export const RECORDS_LIMIT = 10;

/** GET merchant/settled/agreement: HTML, sanitised before it is shown (agreement-dialog.tsx). */
export const settledAgreementQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('settleIn.agreement'),
    queryFn: () => call(api().settleIn.settledAgreement()),
    staleTime: 10 * 60_000,
  });

/** GET merchant/all/category/list and all/type/list: the selects' options (this feature's own cache entries). */
export const settleCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKey('settleIn.categories'), queryFn: () => call(api().merchants.categories()), staleTime: 10 * 60_000 });
export const settleTypesQueryOptions = () =>
  queryOptions({ queryKey: queryKey('settleIn.types'), queryFn: () => call(api().merchants.types()), staleTime: 10 * 60_000 });

/** GET merchant/settled/record: the signed-in user's applications, newest first. */
export const settledRecordQueryOptions = (page: number, limit = RECORDS_LIMIT) =>
  queryOptions({
    queryKey: queryKey('settleIn.records', page, limit),
    queryFn: () => call(api().settleIn.settledRecord({ query: { page, limit } })),
  });

/** POST captcha/email/merchant/settled: the body is the bare email (docs/backend-wire.md, "Headers and tokens"). */
export async function sendSettleCode(email: string): Promise<void> {
  await call(api().settleIn.settledEmailCode({ body: email }));
}

export function useSettledApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettledApplyBody) => call(api().settleIn.settledApply({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('settleIn.records') }),
  });
}
