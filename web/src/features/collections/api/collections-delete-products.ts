import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** POST /api/front/collect/delete/product: favourite-record ids (not product ids) as one comma string; the favourites list is read again. */
export function useCollectionsDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordIds: readonly number[]) => call(api().collections.deleteProducts({ body: { ids: recordIds.join(',') } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('collections.productList') }),
  });
}
