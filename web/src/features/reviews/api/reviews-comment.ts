import type { OrderCommentBody } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * Posts a review of one order line (order/comment). Afterwards the order views (the line's isReply, the waiting
 * list, the counts) and the product review lists are refreshed.
 */
export function useReviewsComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCommentBody) => call(api().reviews.comment({ body })),
    // Not awaited: the form moves on at once instead of first re-rendering the order as reviewed.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKey('user.orders') });
      void queryClient.invalidateQueries({ queryKey: queryKey('reviews') });
    },
  });
}
