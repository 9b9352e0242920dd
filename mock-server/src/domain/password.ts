import { fromHex, pbkdf2Sha256, scrypt, toHex, utf8 } from './hashes';

/**
 * Password hashes, self-describing text:
 * - `scrypt$N$r$p$saltHex$hashHex`: the seed's and the Node platform's (core/platform-node.ts). The cost is modest
 *   on purpose (a mock that tests log into hundreds of times), yet it is a real salted scrypt, never plain text.
 * - `pbkdf2$sha256$iterations$saltHex$hashHex`: the browser platform's (core/platform-web.ts), Web Crypto having
 *   no scrypt.
 * Both platforms verify both formats. The functions here are the synchronous plain-TypeScript ones (hashes.ts).
 */
export const SCRYPT = { N: 4096, r: 8, p: 1, keyLength: 32 } as const;
export const PBKDF2_ITERATIONS = 20_000;

const cache = new Map<string, string>();

/** The seed's scrypt hash (memoised: every reset of a seed hashes the same demo passwords with the same salts). */
export function hashPassword(password: string, saltHex: string): string {
  const memoKey = `${saltHex}\u0000${password}`;
  const memo = cache.get(memoKey);
  if (memo) return memo;
  const hash = toHex(scrypt(utf8(password), fromHex(saltHex), SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength));
  const out = scryptText(saltHex, hash);
  if (cache.size < 1000) cache.set(memoKey, out);
  return out;
}

export const scryptText = (saltHex: string, hashHex: string): string => `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${saltHex}$${hashHex}`;
export const pbkdf2Text = (iterations: number, saltHex: string, hashHex: string): string =>
  `pbkdf2$sha256$${iterations}$${saltHex}$${hashHex}`;

export type ParsedHash =
  | { kind: 'scrypt'; n: number; r: number; p: number; salt: Uint8Array; hash: Uint8Array }
  | { kind: 'pbkdf2'; iterations: number; salt: Uint8Array; hash: Uint8Array };

/** The parts of a stored hash; null for null, plain text or an unknown format. */
export function parseHash(stored: string | null): ParsedHash | null {
  if (!stored) return null;
  const parts = stored.split('$');
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [, n, r, p, saltHex, hashHex] = parts as [string, string, string, string, string, string];
    return { kind: 'scrypt', n: Number(n), r: Number(r), p: Number(p), salt: fromHex(saltHex), hash: fromHex(hashHex) };
  }
  if (parts.length === 5 && parts[0] === 'pbkdf2' && parts[1] === 'sha256') {
    const [, , iterations, saltHex, hashHex] = parts as [string, string, string, string, string];
    return { kind: 'pbkdf2', iterations: Number(iterations), salt: fromHex(saltHex), hash: fromHex(hashHex) };
  }
  return null;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Synchronous check of either format in plain TypeScript. */
export function verifyPassword(password: string, stored: string | null): boolean {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual =
    parsed.kind === 'scrypt'
      ? scrypt(utf8(password), parsed.salt, parsed.n, parsed.r, parsed.p, parsed.hash.length)
      : pbkdf2Sha256(utf8(password), parsed.salt, parsed.iterations, parsed.hash.length);
  return sameBytes(actual, parsed.hash);
}
