import { z } from 'zod';

/**
 * Runtime configuration read from /config.json at start, so one build can be pointed at another backend
 * without rebuilding (replace dist/web/config.json).
 */
const RuntimeConfigSchema = z.object({
  /** Base URL of the API; '' means same origin (proxied to the mock in dev and preview). */
  apiBase: z.string().default(''),
  /** 'mock': social sign-in uses the mock's own consent pages; 'real': the providers' scripts. */
  socialMode: z.enum(['mock', 'real']).default('mock'),
  merchantAdminUrl: z.string().default(''),
  mobileMallUrl: z.string().default(''),
  googleClientId: z.string().default(''),
  facebookAppId: z.string().default(''),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

let current: RuntimeConfig = RuntimeConfigSchema.parse({});

export async function loadConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) current = RuntimeConfigSchema.parse(await response.json());
  } catch {
    // A missing or broken config.json keeps the defaults: same-origin API, mock social sign-in.
  }
  return current;
}

export function getConfig(): RuntimeConfig {
  return current;
}

export function setConfigForTests(config: Partial<RuntimeConfig>): void {
  current = RuntimeConfigSchema.parse({ ...current, ...config });
}
