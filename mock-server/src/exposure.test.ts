import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exposureWarning, isLoopbackHost } from './exposure';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1'])('%s is loopback', (host) =>
    expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'shop.example', '127.0.0.1.nip.io', '::ffff:10.0.0.1'])('%s is not', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('exposureWarning', () => {
  it('says nothing for loopback', () => {
    expect(exposureWarning('127.0.0.1', true)).toBeNull();
  });

  it('names the control API, the outbox codes, the db and the console for any other host', () => {
    const text = exposureWarning('0.0.0.0', true) ?? '';
    expect(text).toMatch(/^\[mock\] Warning: MOCK_HOST=0\.0\.0\.0 is not a loopback address/);
    for (const part of ['/__mock', 'outbox', 'password-reset code', 'db', 'QA console', 'MOCK_WEB_ORIGINS', 'MOCK_CONTROL=off']) {
      expect(text).toContain(part);
    }
  });

  it('with MOCK_CONTROL=off, names the API only', () => {
    const text = exposureWarning('10.0.0.5', false) ?? '';
    expect(text).toContain('the shop API');
    expect(text).not.toContain('/__mock');
  });
});

describe('the mock at start', () => {
  it('prints the warning before it listens when MOCK_HOST is not loopback', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
      env: { ...process.env, MOCK_HOST: '0.0.0.0', MOCK_PORT: '0', MOCK_PRODUCTS: '40', MOCK_STATE_FILE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    const warned = new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('Leave MOCK_HOST unset')) resolve();
      });
    });
    const exited = once(child, 'exit');
    await Promise.race([warned, exited]);
    // Seen: stop it there (it need not finish starting).
    child.kill('SIGTERM');
    await exited;
    expect(stderr).toBe(exposureWarning('0.0.0.0', true));
  });
});
