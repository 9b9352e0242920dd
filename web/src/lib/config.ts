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

declare global {
  interface Window {
    /**
     * /config.json as the page's early script asked for it, before the app's scripts arrived (its parsed body, or
     * undefined when it failed): web/src/boot/early-entry.ts, docs/adr/0017-the-first-requests-leave-with-the-page.md.
     */
    __mallConfig?: Promise<unknown>;
  }
}

async function fetchConfig(): Promise<unknown> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  return response.ok ? response.json() : undefined;
}

export async function loadConfig(): Promise<RuntimeConfig> {
  // The page's own early request is used once; a later call (tests, a second start) asks again.
  const page = typeof window === 'undefined' ? undefined : window;
  const early = page?.__mallConfig;
  if (page) page.__mallConfig = undefined;
  try {
    const body = await (early ?? fetchConfig());
    if (body !== undefined) current = parseConfig(body);
  } catch {
    // A missing or broken config.json keeps the defaults: same-origin API, mock social sign-in.
  }
  return current;
}

/** The server renderer's config: the same config.json the browser reads (docs/adr/0019-server-rendering.md). */
export function setConfig(config: RuntimeConfig): void {
  current = config;
}

export function getConfig(): RuntimeConfig {
  return current;
}
