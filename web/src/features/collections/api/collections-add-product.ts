import { api, call } from '../../../lib/api-client';

/** POST /api/front/collect/add/product: the JSON key is `id`, not productId (docs/backend-wire.md, "Product and shop lists"). */
export const collectAddProduct = (productId: number) => call(api().collections.addProduct({ body: { id: productId, category: 'store' } }));
