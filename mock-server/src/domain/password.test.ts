import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies only the right password', () => {
    const hash = hashPassword('Passw0rd!', '00112233445566778899aabbccddeeff');
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(hash).not.toContain('Passw0rd!');
    expect(verifyPassword('Passw0rd!', hash)).toBe(true);
    expect(verifyPassword('passw0rd!', hash)).toBe(false);
    expect(verifyPassword('x', null)).toBe(false);
    expect(verifyPassword('x', 'plain')).toBe(false);
  });

  it('differs per salt', () => {
    expect(hashPassword('a', '00')).not.toBe(hashPassword('a', '01'));
  });
});
