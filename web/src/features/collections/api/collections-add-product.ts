import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** POST /api/front/collect/add/product: the JSON key is `id`, not productId (docs/backend-wire.md, "Product and shop lists"). The favourites list is read again. */
export function useCollectionsAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => call(api().collections.addProduct({ body: { id: productId, category: 'store' } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('collections.productList') }),
  });
}
