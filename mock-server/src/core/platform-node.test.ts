import { describe, expect, it } from 'vitest';
import { hashPassword } from '../domain/password';
import { nodePlatform } from './platform-node';
import { webPlatform } from './platform-web';

describe('the Node platform', () => {
  it('keeps the scrypt format the seed and existing state files use, and reads the browser hashes too', async () => {
    const salt = new Uint8Array(16).fill(7);
    const hash = await nodePlatform.hashPassword('Passw0rd!', salt);
    expect(hash).toBe(hashPassword('Passw0rd!', '07'.repeat(16)));
    expect(await nodePlatform.verifyPassword('Passw0rd!', hash)).toBe(true);
    expect(await nodePlatform.verifyPassword('passw0rd!', hash)).toBe(false);
    expect(await webPlatform.verifyPassword('Passw0rd!', hash)).toBe(true);
    const browser = await webPlatform.hashPassword('Passw0rd!', salt);
    expect(await nodePlatform.verifyPassword('Passw0rd!', browser)).toBe(true);
    expect(await nodePlatform.verifyPassword('x', 'plain')).toBe(false);
    expect(nodePlatform.randomBytes(8)).toHaveLength(8);
  });
});
