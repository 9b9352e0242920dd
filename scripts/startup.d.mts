// Types of scripts/startup.mjs (plain JavaScript so `node scripts/dev.mjs` runs without a TypeScript loader).
export function readyUrl(text: string): string | null;
export function readPort(variable: string, raw: string | undefined, fallback: number): number | string;
export function busyPortLine(variable: string, port: number, host: string): string;
export function portInUse(port: number, host: string): Promise<boolean>;
export const NO_CHROMIUM_ADVICE: string;
export function chromiumStep(found: { systemChromium: boolean; ownBrowser: boolean }): 'ready' | 'install';
