import { type SeedData } from '../schema';
import { img } from './common';

/** What the home page and the page frame show: banners, hot keywords and the user menu. */
export function seedHomeContent(data: SeedData): void {
  ['Autumn sale', 'New arrivals', 'Free shipping week', 'Top brands'].forEach((name, i) =>
    data.banners.push({
      id: i + 1,
      name,
      pic: img(`banner/home-${i + 1}`),
      url: `/goods/goods_search?cid=${i + 1}`,
      kind: 'home',
      sort: i,
    }),
  );
  ['Best shops', 'Self-operated picks', 'Local makers'].forEach((name, i) =>
    data.banners.push({ id: i + 5, name, pic: img(`banner/bast-${i + 1}`), url: '/merchant/merchant_street', kind: 'bast', sort: i }),
  );
  data.banners.push({ id: 8, name: 'Member day', pic: img('banner/user-1'), url: null, kind: 'user', sort: 0 });

  ['Headphones', 'Sneakers', 'Laptop', 'Mug', 'Backpack'].forEach((title, i) => data.hotKeywords.push({ id: i + 1, title }));

  const menus: [string, string | null][] = [
    ['My orders', '/users/order_list'],
    ['My coupons', '/users/coupon_list'],
    ['My favourites', '/users/collection_list'],
    ['Addresses', '/users/address_list'],
    ['Mobile only: scan to pay', ''],
    ['App settings', null],
  ];
  menus.forEach(([name, pcUrl], i) =>
    data.userMenus.push({ id: i + 1, name, pic: img(`menu/${i + 1}`), url: `/pages/menu/${i + 1}`, pc_url: pcUrl }),
  );
}

/** Activities of each type, over products spread through the catalog (so after the products). */
export function seedActivities(data: SeedData): void {
  const pids = (from: number, count: number): number[] =>
    Array.from({ length: count }, (_, k) => ((from + k * 7) % data.products.length) + 1);
  const activities: [string, 1 | 2 | 3][] = [
    ['Flash deals', 1],
    ['Editor picks', 2],
    ['Brand week', 3],
    ['Home refresh', 2],
  ];
  activities.forEach(([name, type], i) =>
    data.activities.push({
      id: i + 1,
      name,
      type,
      banner: img(`activity/${i + 1}`),
      instruction: `${name}: limited-time prices on selected goods. Offer ends when stock runs out.`,
      productIds: pids(i * 13, 8 + i * 2),
      sort: i,
    }),
  );
}
