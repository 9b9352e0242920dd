/**
 * What the core needs from its host that differs between Node and a browser (docs/adr/0013-mock-core-and-adapters.md).
 * Everything else under core/, domain/ and db/ uses only what both offer (globalThis.crypto.getRandomValues).
 */
export interface Platform {
  randomBytes(n: number): Uint8Array;
  /** A salted password hash in a self-describing text format (`scrypt$...` on Node, `pbkdf2$...` in a browser). */
  hashPassword(password: string, salt: Uint8Array): Promise<string>;
  /** Whether `password` matches a stored hash of either format; false for null or an unknown format. */
  verifyPassword(password: string, stored: string | null): Promise<boolean>;
  sha256Hex?(text: string): Promise<string>;
}
