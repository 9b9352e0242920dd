import type { TFunction } from 'i18next';
import type { ShopTab } from './shop-params';

/**
 * A shop page's title: the shop's name, and the tab's after it where the tab is not the shop's home ("TechNest ·
 * Coupons"). The server's <head> (app/ssr/head.ts) and the tab in the browser (shop-context.ts) both take it from here.
 */
export function shopTitle(t: TFunction, name: string, tab: ShopTab): string {
  if (tab === 'home') return name;
  return t('shop.pageTitle', { ns: 'merchants', shop: name, tab: t(`tabs.${tab}`, { ns: 'merchants' }) });
}
