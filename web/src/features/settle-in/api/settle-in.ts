import type { SettledApplyBody } from '@contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** Everything of this feature is cached under one root, so an application refreshes the records at once. */
const SETTLE_KEY = ['settleIn'] as const;
/** The records page size; the form's "resubmit" looks its record up in the first page of this size. */
export const RECORDS_LIMIT = 10;

/** GET merchant/settled/agreement: HTML, sanitised before it is shown (agreement-dialog.tsx). */
export const settledAgreementQueryOptions = () =>
  queryOptions({ queryKey: [...SETTLE_KEY, 'agreement'], queryFn: () => call(api().settleIn.settledAgreement()), staleTime: 10 * 60_000 });

/** GET merchant/all/category/list and all/type/list: the selects' options (this feature's own cache entries). */
export const settleCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...SETTLE_KEY, 'categories'], queryFn: () => call(api().merchants.categories()), staleTime: 10 * 60_000 });
export const settleTypesQueryOptions = () =>
  queryOptions({ queryKey: [...SETTLE_KEY, 'types'], queryFn: () => call(api().merchants.types()), staleTime: 10 * 60_000 });

/** GET merchant/settled/record: the signed-in user's applications, newest first. */
export const settledRecordQueryOptions = (page: number, limit = RECORDS_LIMIT) =>
  queryOptions({ queryKey: [...SETTLE_KEY, 'records', page, limit], queryFn: () => call(api().settleIn.settledRecord({ query: { page, limit } })) });

/** POST captcha/email/merchant/settled: the body is the bare email (backend-api.md §12). */
export async function sendSettleCode(email: string): Promise<void> {
  await call(api().settleIn.settledEmailCode({ body: email }));
}

export function useSettledApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettledApplyBody) => call(api().settleIn.settledApply({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SETTLE_KEY, 'records'] }),
  });
}

/** POST upload/image (field `multipart`), as the shop's own qualification uploads do: model=product, pid=1. */
export function useUploadPicture() {
  return useMutation({
    mutationFn: async (file: File) => (await call(api().upload.image({ body: { multipart: file, model: 'product', pid: 1 } }))).url,
  });
}
