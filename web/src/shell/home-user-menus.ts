import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

/** The account menu's entries; under queryKey('user'), so a sign-out drops them with the rest. */
export const homeUserMenusQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.menus'),
    queryFn: async () => {
      const data = await call(api().home.userMenus());
      // docs/storefront.md, Screens: only entries with a non-blank pc_url are shown.
      return (data.routine_my_menus ?? []).filter((menu) => (menu.pc_url ?? '').trim() !== '');
    },
    staleTime: 5 * 60_000,
  });
