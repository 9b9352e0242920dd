import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

export const merchantTypesQueryOptions = () =>
  queryOptions({ queryKey: ['merchants', 'types'], queryFn: () => call(api().merchants.types()), staleTime: 10 * 60_000 });

export const merchantCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['merchants', 'categories'], queryFn: () => call(api().merchants.categories()), staleTime: 10 * 60_000 });
