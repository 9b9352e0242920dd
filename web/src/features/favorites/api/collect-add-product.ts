import { api, call } from '../../../lib/api-client';

/** POST /api/front/collect/add/product: the JSON key is `id`, not productId (backend-api.md §16.10). */
export const collectAddProduct = (productId: number) => call(api().collections.addProduct({ body: { id: productId, category: 'store' } }));
