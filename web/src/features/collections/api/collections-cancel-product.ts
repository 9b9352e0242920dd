import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** Removes a product from the favourites by product id; the caller refreshes the query that shows the flag (useServerToggle). */
export function useCollectionsCancelProduct() {
  return useMutation({ mutationFn: (productId: number) => call(api().collections.cancelProduct({ params: { productId } })) });
}
