import { scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: `scrypt$N$r$p$saltHex$hashHex`. The cost is modest on purpose (a mock that tests log into
 * hundreds of times), yet it is a real salted scrypt, never plain text.
 */
const N = 4096;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const cache = new Map<string, string>();

export function hashPassword(password: string, saltHex: string): string {
  const memoKey = `${saltHex}\u0000${password}`;
  const memo = cache.get(memoKey);
  if (memo) return memo;
  const hash = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, { N, r: R, p: P }).toString('hex');
  const out = `scrypt$${N}$${R}$${P}$${saltHex}$${hash}`;
  if (cache.size < 1000) cache.set(memoKey, out);
  return out;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltHex, hashHex] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
