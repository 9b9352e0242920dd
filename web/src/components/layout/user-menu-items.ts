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

function pathOnly(path: string): string {
  return path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
}

/**
 * docs/storefront.md, Screens: the server's menu entries shown under the divider: only those with a non-blank pc_url (and a name),
 * unsafe targets dropped, entries duplicating the fixed items or each other skipped.
 */
export function serverMenuItems(menus: readonly UserMenu[] | null | undefined): UserMenuItem[] {
  const seen = new Set<string>(FIXED_MENU_PATHS);
  const items: UserMenuItem[] = [];
  for (const menu of menus ?? []) {
    const label = menu.name.trim();
    const target = serverLink(menu.pc_url);
    if (!label || !target) continue;
    const identity = target.kind === 'route' ? pathOnly(target.path) : target.href;
    if (seen.has(identity)) continue;
    seen.add(identity);
    items.push({ key: `server-${menu.id}`, label, target });
  }
  return items;
}
