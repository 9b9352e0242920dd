import { createRng } from '../../domain/prng';
import { type SeedData } from '../schema';
import { seedAddresses } from './addresses';
import { seedCategories } from './categories';
import { seedCollections } from './collections';
import { DEMO_UID } from './common';
import { seedCoupons, seedHeldCoupons } from './coupons';
import { seedActivities, seedHomeContent } from './home';
import { seedMerchants } from './merchants';
import { seedOrders } from './orders';
import { seedPoints } from './points';
import { seedGuarantees, seedProducts } from './products';
import { seedSettings } from './settings';
import { seedUsers } from './users';

/** What the tests sign in with (the demo users are in ./users.ts). */
export { DEMO_PASSWORD } from './users';

export interface SeedOptions {
  seed: number;
  products: number;
}

/**
 * Generates the whole db for a seed. Pure: the same options always give the same records. One module per
 * collection (or per group written together); the order of the calls is part of the bytes: merchants, products
 * and users draw from the one rng in turn, and later records take their ids after earlier ones (seed.test.ts pins
 * a hash of the result).
 */
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
  seedSettings(data);
  seedHomeContent(data);
  const leaves = seedCategories(data);
  const shopCats = seedMerchants(rng, data);
  seedGuarantees(data);
  seedProducts(rng, options.products, leaves, shopCats, data);
  seedActivities(data);
  seedCoupons(data);
  seedUsers(rng, data);
  seedCollections(data);
  seedAddresses(data);
  seedHeldCoupons(data);
  // The demo shopper's orders, one in every state of "My orders" (mock-server/README.md "Orders").
  seedOrders(data, DEMO_UID);
  seedPoints(data);
  return data;
}
