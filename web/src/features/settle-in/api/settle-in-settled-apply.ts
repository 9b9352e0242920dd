import type { SettledApplyBody } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export function useSettleInSettledApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettledApplyBody) => call(api().settleIn.settledApply({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('settleIn.records') }),
  });
}
