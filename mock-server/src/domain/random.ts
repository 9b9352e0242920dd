import { toHex } from './hashes';

/** Random bytes from Web Crypto (globalThis.crypto: browsers and Node 20+). */
export const randomBytes = (n: number): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(n));

export const randomHex = (bytes: number): string => toHex(randomBytes(bytes));

/** A uniform integer in [0, max) (rejection sampling over 32-bit values). */
export function randomInt(max: number): number {
  const limit = Math.floor(0x100000000 / max) * max;
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    const value = word[0] ?? 0;
    if (value < limit) return value % max;
  }
}
