import { hashPassword } from '../../domain/password';
import { type Rng } from '../../domain/prng';
import { type SeedData } from '../schema';
import { at, img } from './common';

export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO_USERS = [
  { email: 'shopper@example.com', phone: '13800138000', nickname: 'Demo Shopper' },
  { email: 'second@example.com', phone: '13900139000', nickname: 'Second Shopper' },
] as const;

/** The demo users, who sign in with DEMO_PASSWORD (each hash with its own salt from the rng). */
export function seedUsers(rng: Rng, data: SeedData): void {
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
}
