import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** Removes a product from the favourites by product id; the favourites list is read again. */
export function useCollectionsCancelProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => call(api().collections.cancelProduct({ params: { productId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('collections.productList') }),
  });
}
