import type { UserMenu } from '@contract';
import { paths } from '../../lib/routing/paths';
import { serverLink, type ServerLink } from '../../lib/routing/server-link';

export interface UserMenuItem {
  key: string;
  label: string;
  target: ServerLink;
}

/** Paths the dropdown already lists itself, so a server menu pointing there is not shown twice. */
export const FIXED_MENU_PATHS = [paths.orderList(), paths.refundList(), paths.evaluationList()] as const;

/**
 * The app's own pages a server entry may point at, by path, with the key of their name in `routes` (common
 * namespace). The backend names its entries in the one language its admin wrote them in; an entry for one of these
 * pages takes the page's name in the shopper's language instead.
 */
export const NAMED_MENU_PAGES: Readonly<
  Record<string, 'addressList' | 'applicationRecord' | 'collectionList' | 'couponList' | 'userInfo' | 'merchantSettled'>
> = {
  [paths.addressList()]: 'addressList',
  [paths.applicationRecord()]: 'applicationRecord',
  [paths.collectionList()]: 'collectionList',
  [paths.couponList()]: 'couponList',
  [paths.userInfo()]: 'userInfo',
  [paths.merchantSettled()]: 'merchantSettled',
};

function pathOnly(path: string): string {
  return path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
}

/**
 * docs/storefront.md, Screens: the server's menu entries shown under the divider: only those with a non-blank pc_url (and a name),
 * unsafe targets dropped, entries duplicating the fixed items or each other skipped. `pageName` names an entry that
 * opens one of NAMED_MENU_PAGES in the shopper's language.
 */
export function serverMenuItems(
  menus: readonly UserMenu[] | null | undefined,
  pageName: (page: (typeof NAMED_MENU_PAGES)[string]) => string = () => '',
): UserMenuItem[] {
  const seen = new Set<string>(FIXED_MENU_PATHS);
  const items: UserMenuItem[] = [];
  for (const menu of menus ?? []) {
    const label = menu.name.trim();
    const target = serverLink(menu.pc_url);
    if (!label || !target) continue;
    const identity = target.kind === 'route' ? pathOnly(target.path) : target.href;
    if (seen.has(identity)) continue;
    seen.add(identity);
    const page = target.kind === 'route' ? NAMED_MENU_PAGES[pathOnly(target.path)] : undefined;
    items.push({ key: `server-${menu.id}`, label: (page && pageName(page)) || label, target });
  }
  return items;
}
