import type { Platform } from '../../../mock-server/src/core/core';

/** How many verified (hash, password) pairs the worker keeps: a demo has a handful of accounts. */
const LIMIT = 64;

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The demo worker's platform (docs/adr/0014-zero-server-demo.md): the browser one, except that a password that
 * matched a stored hash once matches it again without hashing. The seed's hashes are scrypt, which the browser
 * computes in plain TypeScript (mock-server/src/core/platform-web.ts): a second or more of the worker's only thread
 * on a busy machine, during which no request of any tab is answered, at every sign-in. A reset brings back the same
 * seed and so the same hashes, so signing in again after a reset costs nothing. Only matches are kept (by the
 * stored hash and the password's SHA-256, never the password itself); a changed password has a new hash.
 */
export function rememberingPasswords(platform: Platform, limit = LIMIT): Platform {
  const matched = new Set<string>();
  return {
    ...platform,
    async verifyPassword(password, stored) {
      if (stored === null) return platform.verifyPassword(password, stored);
      const key = `${stored}\u0000${await sha256Hex(password)}`;
      if (matched.has(key)) return true;
      const ok = await platform.verifyPassword(password, stored);
      if (ok) {
        if (matched.size >= limit) matched.clear();
        matched.add(key);
      }
      return ok;
    },
  };
}
