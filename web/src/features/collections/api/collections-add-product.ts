import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/collect/add/product: the JSON key is `id`, not productId (docs/backend-wire.md, "Product and shop lists"). The caller refreshes the query that shows the flag (useServerToggle). */
export function useCollectionsAddProduct() {
  return useMutation({
    mutationFn: (productId: number) => call(api().collections.addProduct({ body: { id: productId, category: 'store' } })),
  });
}
