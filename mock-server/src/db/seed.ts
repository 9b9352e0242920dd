import { DEFAULT_PAY_CURRENCY } from '../domain/money';
import { formatDateTime, DAY } from '../domain/dates';
import { orderNumber } from '../domain/order-numbers';
import { hashPassword } from '../domain/password';
import { createRng, type Rng } from '../domain/prng';
import { type RecordOf, type SeedData } from './schema';

/** Every seeded date counts from here, never from the wall clock, so a seed always gives the same bytes. */
export const SEED_BASE_MS = Date.UTC(2026, 0, 1, 0, 0, 0);
export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO_USERS = [
  { email: 'shopper@example.com', phone: '13800138000', nickname: 'Demo Shopper' },
  { email: 'second@example.com', phone: '13900139000', nickname: 'Second Shopper' },
] as const;
/** Facebook ids for which the mock answers "facebook login unavailable for the current user". */
export const BLOCKED_FACEBOOK_IDS = ['fb-blocked-1', 'fb-blocked-2'];

export interface SeedOptions {
  seed: number;
  products: number;
}

const at = (days: number): string => formatDateTime(SEED_BASE_MS + Math.round(days * DAY));
const img = (path: string): string => `/mock-images/${path}.svg`;

/** [level-1, [[level-2, [[leaf name, product noun], ...]], ...]] */
const CATEGORY_TREE: readonly [string, readonly [string, readonly (readonly [string, string])[]][]][] = [
  [
    'Electronics',
    [
      [
        'Phones',
        [
          ['Smartphones', 'Smartphone'],
          ['Phone Cases', 'Phone Case'],
          ['Chargers', 'Charger'],
        ],
      ],
      [
        'Computers',
        [
          ['Laptops', 'Laptop'],
          ['Keyboards', 'Keyboard'],
          ['Monitors', 'Monitor'],
        ],
      ],
      [
        'Audio',
        [
          ['Headphones', 'Headphones'],
          ['Speakers', 'Speaker'],
          ['Microphones', 'Microphone'],
        ],
      ],
    ],
  ],
  [
    'Fashion',
    [
      [
        'Women',
        [
          ['Dresses', 'Dress'],
          ['Blouses', 'Blouse'],
          ['Skirts', 'Skirt'],
        ],
      ],
      [
        'Men',
        [
          ['Shirts', 'Shirt'],
          ['Jeans', 'Jeans'],
          ['Jackets', 'Jacket'],
        ],
      ],
      [
        'Shoes',
        [
          ['Sneakers', 'Sneakers'],
          ['Boots', 'Boots'],
          ['Sandals', 'Sandals'],
        ],
      ],
    ],
  ],
  [
    'Home & Kitchen',
    [
      [
        'Kitchen',
        [
          ['Cookware', 'Frying Pan'],
          ['Knives', 'Chef Knife'],
          ['Mugs', 'Mug'],
        ],
      ],
      [
        'Furniture',
        [
          ['Chairs', 'Chair'],
          ['Desks', 'Desk'],
          ['Shelves', 'Shelf'],
        ],
      ],
      [
        'Decor',
        [
          ['Lamps', 'Lamp'],
          ['Rugs', 'Rug'],
          ['Cushions', 'Cushion'],
        ],
      ],
    ],
  ],
  [
    'Beauty & Health',
    [
      [
        'Skincare',
        [
          ['Cleansers', 'Cleanser'],
          ['Moisturisers', 'Moisturiser'],
          ['Sunscreen', 'Sunscreen'],
        ],
      ],
      [
        'Makeup',
        [
          ['Lipstick', 'Lipstick'],
          ['Mascara', 'Mascara'],
          ['Foundation', 'Foundation'],
        ],
      ],
    ],
  ],
  [
    'Sports & Outdoors',
    [
      [
        'Fitness',
        [
          ['Yoga Mats', 'Yoga Mat'],
          ['Dumbbells', 'Dumbbell Set'],
          ['Resistance Bands', 'Resistance Band'],
        ],
      ],
      [
        'Outdoor',
        [
          ['Tents', 'Tent'],
          ['Backpacks', 'Backpack'],
          ['Water Bottles', 'Water Bottle'],
        ],
      ],
    ],
  ],
  [
    'Toys & Kids',
    [
      [
        'Toys',
        [
          ['Building Blocks', 'Building Blocks'],
          ['Puzzles', 'Puzzle'],
          ['Plush Toys', 'Plush Bear'],
        ],
      ],
      [
        'Baby',
        [
          ['Strollers', 'Stroller'],
          ['Baby Bottles', 'Baby Bottle'],
          ['Bibs', 'Bib'],
        ],
      ],
    ],
  ],
  [
    'Books & Office',
    [
      [
        'Books',
        [
          ['Fiction', 'Novel'],
          ['Cookbooks', 'Cookbook'],
          ["Children's Books", 'Picture Book'],
        ],
      ],
      [
        'Stationery',
        [
          ['Notebooks', 'Notebook'],
          ['Pens', 'Pen Set'],
          ['Planners', 'Planner'],
        ],
      ],
    ],
  ],
];

const BRANDS = ['Aurora', 'Nimbus', 'Vertex', 'Lumen', 'Kestrel', 'Orchid', 'Summit', 'Harbor', 'Pixel', 'Maple', 'Cobalt', 'Juniper'];
const ADJECTIVES = ['Classic', 'Pro', 'Lite', 'Eco', 'Deluxe', 'Compact', 'Premium', 'Smart', 'Everyday', 'Travel', 'Ultra', 'Soft'];
const COLORS = ['Black', 'White', 'Red', 'Blue', 'Green', 'Grey', 'Pink', 'Beige'];
const SIZES: Record<string, readonly string[]> = {
  Fashion: ['S', 'M', 'L', 'XL', 'XXL'],
  Electronics: ['64GB', '128GB', '256GB', '512GB'],
  default: ['Small', 'Medium', 'Large'],
};
const SIZE_NAME: Record<string, string> = { Fashion: 'Size', Electronics: 'Capacity', default: 'Size' };
const NICKNAMES = ['Lena', 'Marco', 'Aiko', 'Sam', 'Priya', 'Tom', 'Chen Wei', 'Olga', 'Diego', 'Fatima', 'Noah', 'Mia'];
const REVIEW_TEXT: Record<number, readonly string[]> = {
  5: ['Excellent quality, exactly as described.', 'Love it! Fast delivery too.', 'Great value for the price, would buy again.'],
  4: ['Good product, minor scratches on the box.', 'Works well, a bit smaller than expected.'],
  3: ['It is okay. Does the job.', 'Average quality for the price.'],
  2: ['Not great, the colour is off.', 'Took a long time to arrive.'],
  1: ['Broke after two days. Very disappointed.', 'Wrong item sent, poor quality.'],
};
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

/** Generates the whole db for a seed. Pure: the same options always give the same records. */
export function generateSeed(options: SeedOptions): SeedData {
  const rng = createRng(options.seed);
  const data: SeedData = {
    settings: [],
    banners: [],
    hotKeywords: [],
    userMenus: [],
    categories: [],
    merchantTypes: [],
    merchantCategories: [],
    merchants: [],
    shopCategories: [],
    guarantees: [],
    products: [],
    productAttrs: [],
    skus: [],
    reviews: [],
    activities: [],
    coupons: [],
    users: [],
    userCoupons: [],
    productCollects: [],
    merchantFollows: [],
    cartItems: [],
    addresses: [],
    preOrders: [],
    pointsRecords: [],
    masterOrders: [],
    storeOrders: [],
    merchantApplications: [],
    refundOrders: [],
  };

  data.settings.push({
    id: 1,
    siteName: 'Tidewell',
    logoUrl: img('misc/logo'),
    shopPayCurrency: DEFAULT_PAY_CURRENCY,
    recommendImage: img('misc/recommend'),
    consumerType: 'hotline',
    consumerHotline: '400-800-8888',
    consumerH5Url: 'https://support.example.com/chat',
    consumerMessage: 'Leave us a message and we will reply within 24 hours.',
    consumerEmail: 'support@example.com',
    shopStreetHeaderImag: img('misc/shop-street'),
    loginLeftImage: img('misc/login'),
    agreement: '<h2>User agreement</h2><p>By signing in you accept the terms of this demo mall.</p>',
    twitterOpen: true,
    googleOpen: true,
    facebookOpen: true,
    googleClientId: 'mock-google-client-id',
    facebookAppId: 'mock-facebook-app-id',
    visitorOpen: true,
    captchaOpen: true,
    blockedFacebookIds: [...BLOCKED_FACEBOOK_IDS],
    paypalStatus: true,
    stripeStatus: true,
    wechatPaySwitch: true,
  });

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

  // Platform categories (3 levels). Leaves carry the product noun.
  const leaves: { id: number; noun: string; top: string }[] = [];
  let catId = 1;
  CATEGORY_TREE.forEach(([topName, mids], ti) => {
    const topId = catId++;
    data.categories.push({ id: topId, pid: 0, name: topName, icon: img(`cat/${topId}`), level: 1, sort: ti, isShow: true });
    mids.forEach(([midName, leafList], mi) => {
      const midId = catId++;
      data.categories.push({ id: midId, pid: topId, name: midName, icon: img(`cat/${midId}`), level: 2, sort: mi, isShow: true });
      leafList.forEach(([leafName, noun], li) => {
        const leafId = catId++;
        data.categories.push({ id: leafId, pid: midId, name: leafName, icon: img(`cat/${leafId}`), level: 3, sort: li, isShow: true });
        leaves.push({ id: leafId, noun, top: topName });
      });
    });
  });

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

  // Each shop has its own small category list (cateId of its products).
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

  [
    ['Authentic guarantee', 'Every item is genuine.'],
    ['7-day returns', 'Return within 7 days, no questions asked.'],
    ['Fast shipping', 'Ships within 48 hours.'],
    ['Secure payment', 'Payments are encrypted.'],
  ].forEach(([name, content], i) => data.guarantees.push({ id: i + 1, name: name ?? '', icon: img(`g/${i + 1}`), content: content ?? '' }));

  generateProducts(rng, options.products, leaves, shopCats, data);

  // Activities of each type.
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

  // Coupons: shop (useType 1), product (useType 2), platform (useType 3); type 1 = claimable by hand.
  let couponId = 1;
  const coupon = (c: Omit<RecordOf<'coupons'>, 'id'>): void => {
    data.coupons.push({ id: couponId++, ...c });
  };
  const couponBase = {
    receiveStartTime: at(-365),
    receiveEndTime: at(5 * 365),
    useStartTimeStr: null,
    useEndTimeStr: null,
    isFixedTime: false,
    type: 1,
  };
  for (const merchant of data.merchants) {
    coupon({
      ...couponBase,
      name: `${merchant.name} $5 off $50`,
      money: 5,
      minPrice: 50,
      isLimited: false,
      lastTotal: 0,
      primaryKey: null,
      day: 30,
      useType: 1,
      merId: merchant.id,
    });
    coupon({
      ...couponBase,
      name: `${merchant.name} $20 off $150`,
      money: 20,
      minPrice: 150,
      isLimited: true,
      lastTotal: merchant.id === 2 ? 1 : 100,
      primaryKey: null,
      day: 7,
      useType: 1,
      merId: merchant.id,
    });
  }
  const productCouponTargets = data.products.slice(0, Math.min(40, data.products.length));
  productCouponTargets.forEach((p, i) => {
    coupon({
      ...couponBase,
      name: `${p.storeName.split(' ').slice(-1)[0] ?? 'Item'} coupon $${3 + (i % 4)}`,
      money: 3 + (i % 4),
      minPrice: i % 2 === 0 ? 0 : 20,
      isLimited: i % 3 === 0,
      lastTotal: i % 3 === 0 ? 50 : 0,
      primaryKey: String(p.id),
      day: 15,
      useType: 2,
      merId: p.merId,
      ...(i % 5 === 0 ? { isFixedTime: true, useStartTimeStr: at(-30), useEndTimeStr: at(5 * 365) } : {}),
    });
  });
  coupon({
    ...couponBase,
    name: 'Platform $10 off $100',
    money: 10,
    minPrice: 100,
    isLimited: false,
    lastTotal: 0,
    primaryKey: null,
    day: 30,
    useType: 3,
    merId: 0,
  });
  coupon({
    ...couponBase,
    name: 'Platform $2 no threshold',
    money: 2,
    minPrice: 0,
    isLimited: true,
    lastTotal: 500,
    primaryKey: null,
    day: 10,
    useType: 3,
    merId: 0,
  });
  coupon({
    ...couponBase,
    name: 'New user gift $8',
    money: 8,
    minPrice: 30,
    isLimited: false,
    lastTotal: 0,
    primaryKey: null,
    day: 30,
    useType: 3,
    merId: 0,
    type: 2,
  });

  DEMO_USERS.forEach((u, i) => {
    data.users.push({
      id: i + 1,
      nickname: u.nickname,
      avatar: img(`avatar/u${i + 1}`),
      email: u.email,
      phone: u.phone,
      countryCode: '86',
      passwordHash: hashPassword(DEMO_PASSWORD, rng.hex(32)),
      userType: 'email',
      identity: null,
      integral: 1200 - i * 700,
      experience: 300,
      facebookId: null,
      googleSub: null,
      twitterId: null,
      createTime: at(-60 + i),
    });
  });

  // The demo shopper starts with a few favourites and one followed shop, so the favourites page has something to
  // show. Fixed choices and no rng: the rest of the seed stays byte-for-byte what it was. Products 1-5 stay
  // unfavourited and the shops of products 2-5 unfollowed (shop 1 sells every seventh product from product 1
  // only): tests toggle those from a clean start.
  const demoUid = 1;
  for (const { productId, days } of [
    { productId: 6, days: -30 },
    { productId: 14, days: -21 },
    { productId: 23, days: -12 },
    { productId: 37, days: -4 },
  ]) {
    if (productId > data.products.length) continue;
    data.productCollects.push({ id: data.productCollects.length + 1, uid: demoUid, productId, createTime: at(days) });
  }
  data.merchantFollows.push({ id: 1, uid: demoUid, merId: 1, createTime: at(-15) });

  // The demo shopper has two addresses: the older one is the default, so "default first" differs from
  // "newest first". Fixed values and no rng, so the rest of the seed is unchanged.
  data.addresses.push(
    {
      id: 1,
      uid: 1,
      realName: 'Demo Shopper',
      email: 'shopper@example.com',
      country: 'China',
      countryCode: '86',
      phone: '13800138000',
      detail: 'Room 1502, 88 Century Avenue, Pudong New Area, Shanghai',
      postCode: 200120,
      isDefault: true,
      createTime: at(-50),
      updateTime: at(-50),
    },
    {
      id: 2,
      uid: 1,
      realName: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      country: 'United States',
      countryCode: '1',
      phone: '4155550123',
      detail: '500 Market Street, Apt 12, San Francisco, CA',
      postCode: 94105,
      isDefault: false,
      createTime: at(-20),
      updateTime: at(-20),
    },
  );

  // Held coupons of the demo shopper for the coupons page: one used, one marked expired, one that ran out unused
  // ("overdue") and one not yet started. Gifted coupons (type 3) appended after the others, so no existing id moves
  // and none of them can be claimed by hand: tests that receive coupons start clean. Fixed values, no rng.
  const gift = (name: string, money: number, minPrice: number): number => {
    coupon({
      ...couponBase,
      name,
      money,
      minPrice,
      isLimited: false,
      lastTotal: 0,
      primaryKey: null,
      day: 30,
      useType: 3,
      merId: 0,
      type: 3,
    });
    return couponId - 1;
  };
  const held = (couponIdHeld: number, status: 0 | 1 | 2, from: number, to: number, usedAt: number | null): void => {
    const source = data.coupons.find((c) => c.id === couponIdHeld);
    if (!source) return;
    data.userCoupons.push({
      id: data.userCoupons.length + 1,
      uid: demoUid,
      couponId: source.id,
      name: source.name,
      money: source.money,
      minPrice: source.minPrice,
      useType: source.useType,
      status,
      startTime: at(from),
      endTime: at(to),
      useTime: usedAt === null ? null : at(usedAt),
      createTime: at(from),
    });
  };
  held(gift('Spring gift $15 off $120', 15, 120), 1, -60, -30, -45);
  held(gift('Welcome back $3 off $20', 3, 20), 2, -400, -300, null);
  held(gift('Loyalty $6 off $60', 6, 60), 0, -500, -450, null);
  held(gift('Year-end gift $12 off $80', 12, 80), 0, 800, 830, null);

  // The demo shopper's orders, one in every state of "My orders" (mock-server/README.md "Orders").
  seedDemoOrders(data, demoUid);

  // Points history of the demo shopper (extension): earned and spent, one still frozen. The balance in the user
  // record is the sum of what is available, so user/info and the summary agree.
  const points: Omit<RecordOf<'pointsRecords'>, 'id' | 'uid'>[] = [
    { title: 'Welcome bonus', type: 1, integral: 200, status: 2, frozenTime: null, createTime: at(-90) },
    { title: 'Order reward', type: 1, integral: 58, status: 2, frozenTime: null, createTime: at(-70) },
    { title: 'Review reward', type: 1, integral: 10, status: 2, frozenTime: null, createTime: at(-65) },
    { title: 'Spent at checkout', type: 2, integral: 100, status: 2, frozenTime: null, createTime: at(-40) },
    { title: 'Order reward', type: 1, integral: 36, status: 1, frozenTime: at(3000), createTime: at(-5) },
  ];
  points.forEach((record, i) => data.pointsRecords.push({ id: i + 1, uid: demoUid, ...record }));
  const demo = data.users.find((u) => u.id === demoUid);
  if (demo) demo.integral = points.reduce((sum, r) => (r.status === 1 ? sum : r.type === 1 ? sum + r.integral : sum - r.integral), 0);

  return data;
}

/**
 * The demo shopper's orders: one unpaid master order over two shops, one awaiting shipment, one shipped with
 * tracking, one completed with one line reviewed and one not, one cancelled. Products from 100 on, so tests that
 * start clean on the first products (1-5) and the favourites keep theirs; SKUs with stock to spare, whose stock
 * the live orders took (as order/create does: a cancel gives it back), the cancelled one's already returned.
 * Fixed choices, no rng, appended after everything else: the rest of the seed keeps its bytes.
 */
function seedDemoOrders(data: SeedData, uid: number): void {
  const address = data.addresses.find((a) => a.uid === uid && a.isDefault);
  if (!address) return;
  // A window of products is plenty, and keeps a 100k-product seed from scanning every SKU per product.
  const firstSku = new Map<number, RecordOf<'skus'>>();
  for (const sku of data.skus) {
    if (sku.productId >= 100 && sku.productId < 200 && sku.stock >= 10 && !firstSku.has(sku.productId)) firstSku.set(sku.productId, sku);
  }
  const candidates = data.products.slice(99, 199).flatMap((product) => {
    const sku = firstSku.get(product.id);
    return sku && product.isShow ? [{ product, sku }] : [];
  });
  const used = new Set<number>();
  const take = (accept: (c: (typeof candidates)[number]) => boolean = () => true) => {
    const found = candidates.find((c) => !used.has(c.product.id) && accept(c));
    if (found) used.add(found.product.id);
    return found;
  };
  const a = take();
  const b = take((c) => c.product.merId !== a?.product.merId);
  const shipWait = take();
  const shipped = take();
  const done = take();
  const doneToo = take((c) => c.product.merId === done?.product.merId);
  const cancelled = take();
  if (!a || !b || !shipWait || !shipped || !done || !doneToo || !cancelled) return;

  const cents = (value: number): number => Math.round(value * 100);
  const time = (days: number): number => SEED_BASE_MS + Math.round(days * DAY);
  let lineId = 1;
  type Pick = NonNullable<typeof a>;
  const lineOf = ({ product, sku }: Pick, payNum: number, isReply = false): RecordOf<'storeOrders'>['lines'][number] => ({
    id: lineId++,
    productId: product.id,
    productName: product.storeName,
    image: sku.image || product.image,
    skuId: sku.id,
    sku: sku.sku,
    price: sku.price,
    payNum,
    postage: product.postage,
    weight: sku.weight,
    volume: sku.volume,
    isReply,
  });

  interface Plan {
    days: number;
    paid: boolean;
    isCancel?: boolean;
    remark?: string;
    shops: { lines: RecordOf<'storeOrders'>['lines']; status: 0 | 1 | 3 | 9; shippedDays?: number }[];
  }
  const plans: Plan[] = [
    { days: -30, paid: false, isCancel: true, shops: [{ lines: [lineOf(cancelled, 1)], status: 9 }] },
    {
      days: -20,
      paid: true,
      remark: 'Please leave it at the front desk',
      shops: [{ lines: [lineOf(done, 1, true), lineOf(doneToo, 2)], status: 3, shippedDays: -19 }],
    },
    { days: -4, paid: true, shops: [{ lines: [lineOf(shipped, 1)], status: 1, shippedDays: -3 }] },
    { days: -2, paid: true, shops: [{ lines: [lineOf(shipWait, 1)], status: 0 }] },
    {
      days: -1,
      paid: false,
      shops: [
        { lines: [lineOf(a, 1)], status: 0 },
        { lines: [lineOf(b, 2)], status: 0 },
      ],
    },
  ];

  let storeId = 1;
  plans.forEach((plan, index) => {
    const id = index + 1;
    const created = time(plan.days);
    const masterNo = orderNumber('PT', created, id);
    const payTime = plan.paid ? formatDateTime(created + 5 * 60_000) : null;
    let goods = 0;
    let freight = 0;
    let count = 0;
    for (const shop of plan.shops) {
      let shopGoods = 0;
      let shopFreight = 0;
      for (const line of shop.lines) {
        shopGoods += cents(line.price) * line.payNum;
        shopFreight += cents(line.postage) * line.payNum;
        // Live orders hold their stock; a cancelled one has given it back.
        if (shop.status !== 9) {
          const sku = firstSku.get(line.productId);
          const product = data.products[line.productId - 1];
          if (sku) sku.stock -= line.payNum;
          if (product) product.stock -= line.payNum;
        }
      }
      const shopCount = shop.lines.reduce((n, line) => n + line.payNum, 0);
      data.storeOrders.push({
        id: storeId,
        orderNo: orderNumber('SH', created, storeId),
        masterOrderNo: masterNo,
        uid,
        merId: data.products[(shop.lines[0]?.productId ?? 1) - 1]?.merId ?? 1,
        totalNum: shopCount,
        proTotalPrice: shopGoods / 100,
        totalPostage: shopFreight / 100,
        couponPrice: 0,
        payPrice: (shopGoods + shopFreight) / 100,
        paid: plan.paid,
        payTime,
        payType: 'stripe',
        status: shop.status,
        refundStatus: 0,
        deliveryName: shop.shippedDays === undefined ? null : 'SF Express',
        deliveryCode: shop.shippedDays === undefined ? null : 'SF',
        deliveryId: shop.shippedDays === undefined ? null : `SF${String(7_000_000_000 + storeId * 1_234_567)}`,
        deliveryTime: shop.shippedDays === undefined ? null : formatDateTime(time(shop.shippedDays)),
        userRemark: plan.remark ?? null,
        isUserDel: false,
        lines: shop.lines,
        createTime: formatDateTime(created),
      });
      storeId += 1;
      goods += shopGoods;
      freight += shopFreight;
      count += shopCount;
    }
    data.masterOrders.push({
      id,
      orderNo: masterNo,
      uid,
      totalNum: count,
      proTotalPrice: goods / 100,
      totalPostage: freight / 100,
      couponId: null,
      couponPrice: 0,
      payPrice: (goods + freight) / 100,
      paid: plan.paid,
      payTime,
      payType: 'stripe',
      payChannel: 'pc',
      mark: plan.remark ?? null,
      isCancel: plan.isCancel ?? false,
      realName: address.realName,
      userPhone: address.phone ? `+${address.countryCode ?? '86'} ${address.phone}` : null,
      email: address.email,
      userAddress: [address.detail, address.country, address.postCode > 0 ? String(address.postCode) : ''].filter(Boolean).join(', '),
      paymentRef: null,
      redirect: null,
      createTime: formatDateTime(created),
    });
  });

  // The line seeded as reviewed gets its review record, so the product's review list agrees with the order.
  const author = data.users.find((u) => u.id === uid);
  const reviewedLine = data.storeOrders.flatMap((o) => (o.uid === uid ? o.lines : [])).find((line) => line.isReply);
  if (author && reviewedLine) {
    data.reviews.push({
      id: data.reviews.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      productId: reviewedLine.productId,
      uid,
      star: 5,
      serviceStar: 5,
      comment: 'Arrived quickly and exactly as described.',
      pics: [],
      merchantReplyContent: null,
      nickname: author.nickname,
      avatar: author.avatar,
      createTime: formatDateTime(time(-17)),
      sku: reviewedLine.sku,
    });
  }
}

function generateProducts(
  rng: Rng,
  count: number,
  leaves: readonly { id: number; noun: string; top: string }[],
  shopCats: Map<number, number[]>,
  data: SeedData,
): void {
  let attrId = 1;
  let skuId = 1;
  let reviewId = 1;
  const merchantCount = data.merchants.length;
  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    const leaf = leaves[i % leaves.length] ?? leaves[0];
    if (!leaf) throw new Error('no categories');
    const merId = i % 7 === 0 ? 1 : rng.int(2, merchantCount);
    const brand = rng.pick(BRANDS);
    const adjective = rng.pick(ADJECTIVES);
    const storeName = `${brand} ${adjective} ${leaf.noun} ${String.fromCharCode(65 + (i % 26))}${(i % 90) + 10}`;
    const basePrice = Math.round((rng.int(5, 400) + rng.int(0, 99) / 100) * 100) / 100;
    const multi = i % 2 === 0;
    const image = img(`p/${id}`);
    const skus: RecordOf<'skus'>[] = [];
    const attrs: RecordOf<'productAttrs'>[] = [];
    if (multi) {
      const sizeKey = leaf.top in SIZES ? leaf.top : 'default';
      const sizes = SIZES[sizeKey] ?? SIZES.default ?? [];
      const colorValues = pickSome(rng, COLORS, rng.int(2, 3));
      const sizeValues = pickSome(rng, sizes, rng.int(2, 3));
      attrs.push({ id: attrId++, productId: id, attrName: 'Color', attrValues: colorValues.join(','), type: 0 });
      attrs.push({ id: attrId++, productId: id, attrName: SIZE_NAME[sizeKey] ?? 'Size', attrValues: sizeValues.join(','), type: 0 });
      colorValues.forEach((color, ci) => {
        sizeValues.forEach((size, si) => {
          const price = Math.round((basePrice + si * 5 + ci * 1.5) * 100) / 100;
          const stock = rng.chance(0.2) ? 0 : rng.int(1, 200);
          skus.push({
            id: skuId,
            productId: id,
            sku: `${color},${size}`,
            stock,
            sales: rng.int(0, 300),
            price,
            image: img(`sku/${skuId}`),
            otPrice: Math.round(price * 1.3 * 100) / 100,
            weight: 0.5,
            volume: 1,
            vipPrice: null,
            unique: `u${id}-${ci}-${si}`,
            attrValue: JSON.stringify({ Color: color, [SIZE_NAME[sizeKey] ?? 'Size']: size }),
          });
          skuId += 1;
        });
      });
    } else {
      const stock = rng.chance(0.08) ? 0 : rng.int(1, 999);
      attrs.push({ id: attrId++, productId: id, attrName: 'Spec', attrValues: 'Default', type: 0 });
      skus.push({
        id: skuId,
        productId: id,
        sku: 'Default',
        stock,
        sales: rng.int(0, 2000),
        price: basePrice,
        image,
        otPrice: Math.round(basePrice * 1.25 * 100) / 100,
        weight: 1,
        volume: 1,
        vipPrice: null,
        unique: `u${id}`,
        attrValue: JSON.stringify({ Spec: 'Default' }),
      });
      skuId += 1;
    }
    // A single-spec product has one attribute with one value, as the real admin creates it, so the joined-values
    // key the clients look up ("Default") always exists in productValue (docs/backend-wire.md, products).
    data.productAttrs.push(...attrs);
    data.skus.push(...skus);
    const price = Math.min(...skus.map((s) => s.price));
    const otPrice = Math.max(...skus.map((s) => s.otPrice));
    const stock = skus.reduce((sum, s) => sum + s.stock, 0);
    const sales = skus.reduce((sum, s) => sum + s.sales, 0);
    const unsafe = i % 9 === 4;
    const content =
      `<h3>${storeName}</h3><p>Made by ${brand}. ${adjective} design for everyday use.</p>` +
      `<p><img src="${img(`p/${id}-detail`)}" alt="${storeName} detail"></p>` +
      (unsafe
        ? `<script>window.__xss = (window.__xss || 0) + 1; alert('xss')</script><img src="/mock-images/missing.svg" onerror="window.__xss = 1">`
        : '') +
      `<ul><li>Brand: ${brand}</li><li>Category: ${leaf.noun}</li></ul>`;
    data.products.push({
      id,
      merId,
      image,
      flatPattern: null,
      sliderImage: JSON.stringify([image, img(`p/${id}-2`), img(`p/${id}-3`)]),
      storeName,
      storeInfo: `${adjective} ${leaf.noun.toLowerCase()} by ${brand}\nCarefully packed and shipped in 48 hours\n${multi ? 'Several colours and sizes' : 'One size'}`,
      keyword: `${leaf.noun.toLowerCase()},${brand.toLowerCase()},${adjective.toLowerCase()}`,
      cateId: String(rng.pick(shopCats.get(merId) ?? [1])),
      brandId: null,
      categoryId: leaf.id,
      guaranteeIds: i % 3 === 0 ? '1,2,3' : '1,4',
      price,
      vipPrice: null,
      otPrice,
      postage: i % 4 === 0 ? 0 : 5,
      unitName: 'piece',
      sales,
      stock,
      giveIntegral: Math.floor(price / 10),
      ficti: rng.int(0, 500),
      browse: rng.int(0, 5000),
      specType: multi,
      isShow: true,
      content,
      createTime: formatDateTime(SEED_BASE_MS - (count - i) * 60_000),
    });

    // Reviews: popular products get many with every star; the tail gets a few (a large catalog keeps it small).
    const popular = i < 24;
    const reviewCount = popular ? rng.int(18, 30) : i < 3000 ? rng.int(0, 6) : rng.int(0, 1) === 1 && i % 10 === 0 ? 1 : 0;
    for (let r = 0; r < reviewCount; r += 1) {
      const star = popular && r < 5 ? 5 - r : weightedStar(rng);
      const sku = rng.pick(skus);
      const withPics = rng.chance(0.35);
      data.reviews.push({
        id: reviewId,
        productId: id,
        uid: 1000 + rng.int(1, 500),
        star,
        comment: rng.pick(REVIEW_TEXT[star] ?? REVIEW_TEXT[3] ?? ['OK']),
        pics: withPics ? Array.from({ length: rng.int(1, 3) }, (_, k) => img(`review/${reviewId}-${k + 1}`)) : [],
        merchantReplyContent: rng.chance(0.3) ? 'Thank you for your feedback! We are glad to help.' : null,
        nickname: rng.pick(NICKNAMES),
        avatar: img(`avatar/r${(reviewId % 40) + 1}`),
        createTime: formatDateTime(SEED_BASE_MS - rng.int(1, 200) * DAY + rng.int(0, 86_000) * 1000),
        sku: sku.sku,
      });
      reviewId += 1;
    }
  }
}

function pickSome<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) {
    const [item] = pool.splice(rng.int(0, pool.length - 1), 1);
    if (item !== undefined) out.push(item);
  }
  // Keep the attribute's own order stable and readable.
  return items.filter((x) => out.includes(x));
}

function weightedStar(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.5) return 5;
  if (roll < 0.7) return 4;
  if (roll < 0.82) return 3;
  if (roll < 0.9) return 2;
  return 1;
}
