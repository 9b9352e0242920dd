import { type Rng } from '../../domain/prng';
import { type SeedData } from '../schema';
import { at, img, NICKNAMES } from './common';

const MERCHANTS = [
  'Mall Select (Self-operated)',
  'TechNest',
  'Urban Threads',
  'HomeCraft',
  'Glow Beauty',
  'PeakGear',
  'Little Wonders',
  'PaperTrail',
  'Northwind Goods',
  'Sunrise Bazaar',
];

/**
 * Merchant types and categories, the shops, and each shop's own small category list (the cateId of its
 * products); answers the shop category ids by shop.
 */
export function seedMerchants(rng: Rng, data: SeedData): Map<number, number[]> {
  ['Flagship store', 'Specialty store', 'Franchise store'].forEach((name, i) =>
    data.merchantTypes.push({ id: i + 1, name, info: `${name} of the mall`, isDel: false, createTime: at(-300), updateTime: at(-300) }),
  );
  [
    ['Digital', 3],
    ['Apparel', 5],
    ['Home', 4],
    ['Beauty', 6],
    ['General', 2],
  ].forEach(([name, fee], i) =>
    data.merchantCategories.push({
      id: i + 1,
      name: String(name),
      handlingFee: Number(fee),
      isDel: false,
      createTime: at(-300),
      updateTime: at(-300),
    }),
  );

  const serviceTypes = ['H5', 'phone', 'message', 'email'] as const;
  MERCHANTS.forEach((name, i) => {
    const id = i + 1;
    data.merchants.push({
      id,
      name,
      avatar: img(`m/${id}`),
      isSelf: id === 1,
      starLevel: id === 1 ? 5 : rng.int(3, 5),
      typeId: (i % 3) + 1,
      categoryId: (i % 5) + 1,
      backImage: img(`m/${id}-back`),
      streetBackImage: img(`m/${id}-street`),
      pcBackImage: img(`m/${id}-pcback`),
      pcBanner: JSON.stringify([img(`m/${id}-banner-1`), img(`m/${id}-banner-2`)]),
      qualificationPicture: JSON.stringify([img(`m/${id}-licence`)]),
      realName: `${rng.pick(NICKNAMES)} ${rng.pick(['Smith', 'Li', 'Garcia', 'Tanaka', 'Novak'])}`,
      email: `shop${id}@example.com`,
      phone: `1370000${String(1000 + id)}`,
      address: `${id * 11} Market Street, Unit ${id}`,
      intro: `${name} sells carefully chosen goods with fast shipping.`,
      isRecommend: id <= 4,
      serviceType: serviceTypes[i % 4] ?? 'phone',
      serviceLink: 'https://support.example.com/chat',
      servicePhone: `400-100-${String(1000 + id)}`,
      serviceMessage: 'Message us any time.',
      serviceEmail: `service${id}@example.com`,
      createTime: at(-400 + id * 7),
    });
  });

  let shopCatId = 1;
  const shopCats = new Map<number, number[]>();
  for (const merchant of data.merchants) {
    const ids: number[] = [];
    const parentId = shopCatId++;
    data.shopCategories.push({ id: parentId, merId: merchant.id, pid: 0, name: 'All goods', icon: null, level: 1, sort: 0, isShow: true });
    ['New in', 'Best sellers', 'On sale'].forEach((name, si) => {
      const cid = shopCatId++;
      ids.push(cid);
      data.shopCategories.push({ id: cid, merId: merchant.id, pid: parentId, name, icon: null, level: 2, sort: si, isShow: true });
    });
    shopCats.set(merchant.id, ids);
  }
  return shopCats;
}
