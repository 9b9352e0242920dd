import { pbkdf2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { toHex } from '../domain/hashes';
import { parseHash, scryptText, SCRYPT } from '../domain/password';
import { type Platform } from './platform';

const scryptAsync = (password: string, salt: Uint8Array, length: number, options: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
const pbkdf2Async = (password: string, salt: Uint8Array, iterations: number, length: number) =>
  new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, iterations, length, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Node: scrypt off the main thread, in today's stored format (state files keep loading). */
export const nodePlatform: Platform = {
  randomBytes: (n) => new Uint8Array(randomBytes(n)),
  async hashPassword(password, salt) {
    const hash = await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
    return scryptText(toHex(salt), hash.toString('hex'));
  },
  async verifyPassword(password, stored) {
    const parsed = parseHash(stored);
    if (!parsed || parsed.hash.length === 0) return false;
    const actual =
      parsed.kind === 'scrypt'
        ? await scryptAsync(password, parsed.salt, parsed.hash.length, { N: parsed.n, r: parsed.r, p: parsed.p })
        : await pbkdf2Async(password, parsed.salt, parsed.iterations, parsed.hash.length);
    return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
  },
};
