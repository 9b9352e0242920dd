import { api, call } from '../../../lib/api-client';

/** POST /api/front/collect/delete/product: favourite-record ids (not product ids) as one comma string. */
export const collectDeleteProduct = (recordIds: readonly number[]) =>
  call(api().collections.deleteProducts({ body: { ids: recordIds.join(',') } }));
