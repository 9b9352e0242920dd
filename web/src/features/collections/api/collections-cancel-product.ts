import { api, call } from '../../../lib/api-client';

export const collectCancelProduct = (productId: number) => call(api().collections.cancelProduct({ params: { productId } }));
