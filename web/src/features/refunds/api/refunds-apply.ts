import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundApplyBody } from '@contract';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * Asks for a refund and answers the new refund order's number. The real POST answers null, so the number is
 * read back from the list (newest first: the request just made is on its first page); null if it is not there.
 */
export function useRefundsApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefundApplyBody): Promise<string | null> => {
      await call(api().refunds.apply({ body }));
      const page = await call(api().refunds.list({ query: { page: 1, limit: 20 } }));
      return page.list.find((refund) => refund.merOrderNo === body.orderNo)?.refundOrderNo ?? null;
    },
    // Marked stale, not refetched now: the form's own order would answer "already applied" and flash a refusal
    // before the page moves on to the detail; the list and detail load fresh when they are shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey('user.refunds'), refetchType: 'none' }),
  });
}
