import { type SeedData } from '../schema';
import { at, DEMO_UID } from './common';

/**
 * The demo shopper has two addresses: the older one is the default, so "default first" differs from
 * "newest first". Fixed values and no rng, so the rest of the seed is unchanged.
 */
export function seedAddresses(data: SeedData): void {
  data.addresses.push(
    {
      id: 1,
      uid: DEMO_UID,
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
      uid: DEMO_UID,
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
}
