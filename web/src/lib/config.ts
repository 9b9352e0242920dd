/**
 * Runtime configuration read from /config.json at start, so one build can be pointed at another backend
 * without rebuilding (replace dist/web/config.json). Parsed by hand: zod stays out of the first-load bundle.
 */
export interface RuntimeConfig {
  /** Base URL of the API; '' means same origin (proxied to the mock in dev and preview). */
  apiBase: string;
  /** 'mock': social sign-in uses the mock's own consent pages; 'real': the providers' scripts. */
  socialMode: 'mock' | 'real';
  merchantAdminUrl: string;
  mobileMallUrl: string;
  googleClientId: string;
  facebookAppId: string;
  /** 'mock': Stripe is a test-card form confirmed through the mock; 'real': Stripe.js with the publishable key. */
  paymentMode: 'mock' | 'real';
  stripePublishableKey: string;
}

const DEFAULTS: RuntimeConfig = {
  apiBase: '',
  socialMode: 'mock',
  merchantAdminUrl: '',
  mobileMallUrl: '',
  googleClientId: '',
  facebookAppId: '',
  paymentMode: 'mock',
  stripePublishableKey: '',
};

export function parseConfig(input: unknown): RuntimeConfig {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const text = (key: Exclude<keyof RuntimeConfig, 'socialMode' | 'paymentMode'>): string =>
    typeof source[key] === 'string' ? (source[key] as string) : DEFAULTS[key];
  return {
    apiBase: text('apiBase'),
    socialMode: source.socialMode === 'real' ? 'real' : 'mock',
    merchantAdminUrl: text('merchantAdminUrl'),
    mobileMallUrl: text('mobileMallUrl'),
    googleClientId: text('googleClientId'),
    facebookAppId: text('facebookAppId'),
    paymentMode: source.paymentMode === 'real' ? 'real' : 'mock',
    stripePublishableKey: text('stripePublishableKey'),
  };
}

let current: RuntimeConfig = DEFAULTS;

export async function loadConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) current = parseConfig(await response.json());
  } catch {
    // A missing or broken config.json keeps the defaults: same-origin API, mock social sign-in.
  }
  return current;
}

export function getConfig(): RuntimeConfig {
  return current;
}
