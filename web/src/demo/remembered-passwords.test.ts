import { describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../../mock-server/src/core/core';
import { rememberingPasswords } from './remembered-passwords';

/** A platform whose hash check is counted: "hash:<password>" matches "<password>". */
function countingPlatform() {
  const verify = vi.fn((password: string, stored: string | null) => Promise.resolve(stored === `hash:${password}`));
  const platform: Platform = {
    randomBytes: (n) => new Uint8Array(n),
    hashPassword: (password) => Promise.resolve(`hash:${password}`),
    verifyPassword: verify,
  };
  return { platform, verify };
}

describe('rememberingPasswords', () => {
  it('hashes a matching password once per stored hash: signing in again (after a reset) costs no hashing', async () => {
    const { platform, verify } = countingPlatform();
    const remembering = rememberingPasswords(platform);
    expect(await remembering.verifyPassword('Passw0rd!', 'hash:Passw0rd!')).toBe(true);
    expect(await remembering.verifyPassword('Passw0rd!', 'hash:Passw0rd!')).toBe(true);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('never remembers a wrong password, and a remembered one matches no other hash', async () => {
    const { platform, verify } = countingPlatform();
    const remembering = rememberingPasswords(platform);
    expect(await remembering.verifyPassword('wrong', 'hash:Passw0rd!')).toBe(false);
    expect(await remembering.verifyPassword('wrong', 'hash:Passw0rd!')).toBe(false);
    expect(await remembering.verifyPassword('Passw0rd!', 'hash:Passw0rd!')).toBe(true);
    expect(await remembering.verifyPassword('Passw0rd!', 'hash:New-pass1')).toBe(false);
    expect(await remembering.verifyPassword('x', null)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(5);
  });

  it('keeps at most `limit` matches', async () => {
    const { platform, verify } = countingPlatform();
    const remembering = rememberingPasswords(platform, 2);
    for (const password of ['a', 'b', 'c', 'a']) await remembering.verifyPassword(password, `hash:${password}`);
    expect(verify).toHaveBeenCalledTimes(4);
  });

  it('passes hashing and random bytes through', async () => {
    const { platform } = countingPlatform();
    const remembering = rememberingPasswords(platform);
    expect(await remembering.hashPassword('p', new Uint8Array(1))).toBe('hash:p');
    expect(remembering.randomBytes(3)).toHaveLength(3);
  });
});
