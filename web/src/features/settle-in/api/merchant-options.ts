import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** GET merchant/all/category/list and all/type/list: the selects' options (this feature's own cache entries). */
export const settleCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKey('settleIn.categories'), queryFn: () => call(api().merchants.categories()), staleTime: 10 * 60_000 });
export const settleTypesQueryOptions = () =>
  queryOptions({ queryKey: queryKey('settleIn.types'), queryFn: () => call(api().merchants.types()), staleTime: 10 * 60_000 });
