import type { SettledApplyBody } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

export function useSettledApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettledApplyBody) => call(api().settleIn.settledApply({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('settleIn.records') }),
  });
}

/** POST upload/image (field `multipart`), as the shop's own qualification uploads do: model=product, pid=1. */
export function useUploadPicture() {
  return useMutation({
    mutationFn: async (file: File) => (await call(api().upload.image({ body: { multipart: file, model: 'product', pid: 1 } }))).url,
  });
}
