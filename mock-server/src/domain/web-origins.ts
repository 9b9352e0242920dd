/**
 * The web origins the mock's consent and pay pages may send a browser back to (mock-server/README.md, "Return addresses").
 * A return address carries an OAuth verifier, an id token or a PayPal token: sending it anywhere else is an open
 * redirect. Allowed: the mock's own origin, the loopback dev and preview ports of the web, and MOCK_WEB_ORIGINS.
 */
export const DEFAULT_WEB_PORTS = [5173, 4173] as const;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** `http(s)://host[:port]` of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
}

/** MOCK_WEB_ORIGINS: comma-separated origins; an entry that is not an http(s) origin is an error naming it. */
export function parseWebOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  const out: string[] = [];
  for (const entry of raw.split(',')) {
    const value = entry.trim();
    if (value === '') continue;
    const origin = originOf(value);
    if (!origin) throw new Error(`MOCK_WEB_ORIGINS: "${value}" is not an http(s) origin such as https://shop.example:8443`);
    out.push(origin);
  }
  return out;
}

/** The loopback origins of a port (localhost, 127.0.0.1 and [::1]). */
export function loopbackOrigins(port: number): string[] {
  return LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
}

export class WebOrigins {
  private readonly fixed: Set<string>;
  private own = new Set<string>();

  constructor(options: { extra?: readonly string[]; webPorts?: readonly number[] } = {}) {
    const ports = options.webPorts ?? DEFAULT_WEB_PORTS;
    this.fixed = new Set([...ports.flatMap(loopbackOrigins), ...(options.extra ?? [])]);
  }

  /** The mock's own origins, once it listens (a loopback address also counts as localhost). */
  setOwn(addresses: readonly { address: string; port: number; family: string }[]): void {
    const own = new Set<string>();
    for (const { address, port, family } of addresses) {
      const host = family === 'IPv6' || family === '6' ? `[${address}]` : address;
      const origin = originOf(`http://${host}:${port}`);
      if (origin) own.add(origin);
      if (/^(127\.|::1$|::ffff:127\.)/.test(address)) for (const o of loopbackOrigins(port)) own.add(o);
    }
    this.own = own;
  }

  allows(origin: string): boolean {
    return this.fixed.has(origin) || this.own.has(origin);
  }

  list(): string[] {
    return [...new Set([...this.fixed, ...this.own])].sort();
  }

  /**
   * A return address checked against the list: `absent` (none given), `refused` (anything not an absolute
   * http(s) URL on an allowed origin: relative and protocol-relative paths, backslash tricks, `javascript:`,
   * userinfo look-alikes, double-encoded values) or the normalised URL and its origin.
   */
  check(value: unknown): ReturnCheck {
    if (value === undefined || value === null || value === '') return { kind: 'absent' };
    if (typeof value !== 'string') return { kind: 'refused' };
    // Control characters and backslashes are never part of a legitimate return address; URL parsing would
    // otherwise strip or reinterpret them.
    if (value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return { kind: 'refused' };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { kind: 'refused' };
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return { kind: 'refused' };
    if (!this.allows(url.origin)) return { kind: 'refused' };
    return { kind: 'allowed', url: url.toString(), origin: url.origin };
  }

  /** The first of Origin / Referer whose origin is allowed (a foreign one is ignored, never echoed back). */
  fromHeaders(origin: string | undefined, referer: string | undefined): string | null {
    for (const candidate of [origin, referer]) {
      if (!candidate) continue;
      const found = originOf(candidate);
      if (found && this.allows(found)) return found;
    }
    return null;
  }
}

export type ReturnCheck = { kind: 'absent' } | { kind: 'refused' } | { kind: 'allowed'; url: string; origin: string };

const esc = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page shown instead of a redirect to a return address that is not on the list (HTTP 400). */
export function refusedReturnPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Return address not allowed (mock)</title>
<style>body{font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1a1a1a;line-height:1.5}code{background:#f2f2f2;padding:1px 4px}</style></head>
<body><main><h1>Return address not allowed</h1>
<p role="alert">This page was asked to send you back to an address that is not one of the storefront's own web addresses, so it stopped here. Nothing was sent.</p>
<p>Start again from the storefront. If the storefront runs at another address, add that origin to <code>${esc('MOCK_WEB_ORIGINS')}</code> (comma-separated, for example <code>https://shop.example:8443</code>) and restart the mock.</p>
<p>Mock page served by the mock API.</p></main></body></html>`;
}

/** JSON for a `<script>` block: `<` escaped so a value can never close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A path of the control API (/__mock...), also when written with escapes, extra slashes or another case: the mock's
 * origin guard (adapters/origin-guard.ts) and the dev server's (scripts/vite-plugin-mock-guard.ts) judge alike.
 */
export function isControlPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // An undecodable path is judged as written.
  }
  return [path, decoded].some((form) => /(^|\/)__mock(\/|$)/i.test(form));
}
