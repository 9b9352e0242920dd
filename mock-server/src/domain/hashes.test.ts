import { createHash, pbkdf2Sync, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, pbkdf2Sha256, scrypt, sha256Hex, toHex, utf8 } from './hashes';

describe('plain TypeScript hashes', () => {
  it('SHA-256 matches node:crypto, across block boundaries', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'ü'.repeat(100)]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('PBKDF2-HMAC-SHA256 matches node:crypto, also with a key longer than a block', () => {
    for (const password of ['Passw0rd!', 'k'.repeat(100)]) {
      expect(toHex(pbkdf2Sha256(utf8(password), utf8('salt'), 3, 70))).toBe(pbkdf2Sync(password, 'salt', 3, 70, 'sha256').toString('hex'));
    }
  });

  it('scrypt matches node:crypto with the mock password parameters', () => {
    const salt = fromHex('00112233445566778899aabbccddeeff');
    expect(toHex(scrypt(utf8('Passw0rd!'), salt, 4096, 8, 1, 32))).toBe(
      scryptSync('Passw0rd!', salt, 32, { N: 4096, r: 8, p: 1 }).toString('hex'),
    );
    expect(toHex(scrypt(utf8('x'), salt, 16, 2, 2, 40))).toBe(scryptSync('x', salt, 40, { N: 16, r: 2, p: 2 }).toString('hex'));
  });
});
