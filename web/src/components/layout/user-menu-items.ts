import type { UserMenu } from '@contract';
import { safeRedirect } from '../../lib/redirect';
import { paths } from '../../lib/paths';

export type MenuTarget = { kind: 'route'; path: string } | { kind: 'external'; href: string };
export interface UserMenuItem {
  key: string;
  label: string;
  target: MenuTarget;
}

/** Paths the dropdown already lists itself, so a server menu pointing there is not shown twice. */
export const FIXED_MENU_PATHS = [paths.orderList(), paths.refundList(), paths.evaluationList()] as const;

function pathOnly(path: string): string {
  return path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
}

/** A server pc_url as a link target: a same-site path, or an absolute http(s) URL opened in a new tab. */
export function menuTarget(pcUrl: string | null | undefined): MenuTarget | null {
  const url = pcUrl?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) {
    try {
      return { kind: 'external', href: new URL(url).href };
    } catch {
      return null;
    }
  }
  const path = safeRedirect(url.startsWith('/') ? url : `/${url}`, '');
  return path ? { kind: 'route', path } : null;
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
    const target = menuTarget(menu.pc_url);
    if (!label || !target) continue;
    const identity = target.kind === 'route' ? pathOnly(target.path) : target.href;
    if (seen.has(identity)) continue;
    seen.add(identity);
    items.push({ key: `server-${menu.id}`, label, target });
  }
  return items;
}
