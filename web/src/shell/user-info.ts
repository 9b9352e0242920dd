import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api-client';
import { queryKey } from '../lib/query-keys';

/** Keys under queryKey('user') are dropped on sign-out and refetched on sign-in. */
export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKey('user.info'), queryFn: () => call(api().user.info()), staleTime: 60_000 });

export const userMenusQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.menus'),
    queryFn: async () => {
      const data = await call(api().home.userMenus());
      // docs/storefront.md, Screens: only entries with a non-blank pc_url are shown.
      return (data.routine_my_menus ?? []).filter((menu) => (menu.pc_url ?? '').trim() !== '');
    },
    staleTime: 5 * 60_000,
  });

export const cartCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.cartCount'),
    queryFn: async () => (await call(api().cart.count({ query: { numType: 'true', type: 'total' } }))).count,
  });
