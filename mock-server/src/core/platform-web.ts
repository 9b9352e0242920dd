import { toHex, utf8 } from '../domain/hashes';
import { parseHash, PBKDF2_ITERATIONS, pbkdf2Text, sameBytes, verifyPassword } from '../domain/password';
import { type Platform } from './platform';

async function pbkdf2(password: string, salt: Uint8Array, iterations: number, length: number): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey('raw', new Uint8Array(utf8(password)), 'PBKDF2', false, ['deriveBits']);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/**
 * Browsers (and Node 20+, so tests can use it): Web Crypto only. New passwords get PBKDF2; the seed's scrypt hashes
 * are checked with the plain-TypeScript scrypt (domain/hashes.ts).
 */
export const webPlatform: Platform = {
  randomBytes: (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)),
  async hashPassword(password, salt) {
    return pbkdf2Text(PBKDF2_ITERATIONS, toHex(salt), toHex(await pbkdf2(password, salt, PBKDF2_ITERATIONS, 32)));
  },
  async verifyPassword(password, stored) {
    const parsed = parseHash(stored);
    if (!parsed || parsed.hash.length === 0) return false;
    if (parsed.kind === 'scrypt') return verifyPassword(password, stored);
    return sameBytes(await pbkdf2(password, parsed.salt, parsed.iterations, parsed.hash.length), parsed.hash);
  },
};
