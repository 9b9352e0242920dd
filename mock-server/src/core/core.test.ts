import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { TEST_NOW } from '../test-support';
import { createMockCore, type CoreRequest } from './core';
import { webPlatform } from './platform-web';

const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): CoreRequest => ({
  method,
  url: `http://localhost:4000${path}`,
  headers,
  body: body === undefined ? { kind: 'none' } : { kind: 'text', contentType: 'application/json', text: JSON.stringify(body) },
});

describe('createMockCore', () => {
  it('answers the contract, signs the demo shopper in with the Web Crypto platform, and snapshots its state', async () => {
    const core = await createMockCore({ seed: 1, products: 60, clock: TEST_NOW, validateResponses: true, platform: webPlatform });
    const changes: number[] = [];
    core.state.onChange(() => changes.push(1));
    const login = await core.handle(json('POST', '/api/front/login/email', { email: 'shopper@example.com', password: DEMO_PASSWORD }));
    expect(login?.status).toBe(200);
    const token = (JSON.parse(String(login?.body)) as { data: { token: string } }).data.token;
    expect(changes.length).toBeGreaterThan(0);
    const info = await core.handle(json('GET', '/api/front/user/info', undefined, { 'authori-zation': token }));
    expect(JSON.parse(String(info?.body))).toMatchObject({ code: 200, data: { nickname: expect.any(String) as unknown } });

    const snapshot = core.state.toSnapshot();
    const other = await createMockCore({ seed: 2, products: 60, clock: TEST_NOW, platform: webPlatform });
    await other.state.loadSnapshot(snapshot);
    const again = await other.handle(json('GET', '/api/front/user/info', undefined, { 'authori-zation': token }));
    expect(again?.body).toBe(info?.body);
    await expect(other.state.loadSnapshot('{"version":2}')).rejects.toThrow('unknown state file format');
  });

  it('the Web Crypto platform hashes new passwords with PBKDF2 and checks both formats', async () => {
    const hash = await webPlatform.hashPassword('Secret1!', new Uint8Array(16));
    expect(hash).toMatch(/^pbkdf2\$sha256\$\d+\$0{32}\$[0-9a-f]{64}$/);
    expect(await webPlatform.verifyPassword('Secret1!', hash)).toBe(true);
    expect(await webPlatform.verifyPassword('secret1!', hash)).toBe(false);
    expect(await webPlatform.verifyPassword('x', null)).toBe(false);
  });
});
