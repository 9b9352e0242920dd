import { DEFAULT_PAY_CURRENCY } from '../../domain/money';
import { type SeedData } from '../schema';
import { img } from './common';

/** Facebook ids for which the mock answers "facebook login unavailable for the current user". */
export const BLOCKED_FACEBOOK_IDS = ['fb-blocked-1', 'fb-blocked-2'];

/** The one settings record: site name, customer service, sign-in methods and payment switches. */
export function seedSettings(data: SeedData): void {
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
}
