import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURNS } from '../test-support';
import { loopbackOrigins, parseWebOrigins, scriptJson, WebOrigins } from './web-origins';

describe('WebOrigins', () => {
  const list = new WebOrigins({ extra: ['https://shop.example:8443'] });

  it('allows the loopback dev and preview ports, MOCK_WEB_ORIGINS and nothing else', () => {
    for (const origin of [...loopbackOrigins(5173), ...loopbackOrigins(4173), 'https://shop.example:8443']) {
      expect(list.check(`${origin}/middlewares/callback_twitter`)).toEqual({
        kind: 'allowed',
        url: `${origin}/middlewares/callback_twitter`,
        origin,
      });
    }
    expect(list.check('http://localhost:5174').kind).toBe('refused');
    expect(list.check('https://shop.example').kind).toBe('refused');
  });

  it.each(HOSTILE_RETURNS)('refuses %j', (value) => {
    expect(list.check(value).kind).toBe('refused');
  });

  it('treats no value as absent and any other type as refused', () => {
    expect(list.check(undefined).kind).toBe('absent');
    expect(list.check('').kind).toBe('absent');
    expect(list.check(['http://localhost:5173']).kind).toBe('refused');
    expect(list.check({ href: 'http://localhost:5173' }).kind).toBe('refused');
  });

  it('adds its own origin once it listens, with localhost for a loopback address', () => {
    const own = new WebOrigins({ webPorts: [] });
    expect(own.allows('http://127.0.0.1:9123')).toBe(false);
    own.setOwn([{ address: '127.0.0.1', port: 9123, family: 'IPv4' }]);
    expect(own.allows('http://127.0.0.1:9123')).toBe(true);
    expect(own.allows('http://localhost:9123')).toBe(true);
    own.setOwn([{ address: '10.0.0.5', port: 80, family: 'IPv4' }]);
    expect(own.list()).toEqual(['http://10.0.0.5']);
  });

  it('reads Origin then Referer, and ignores a foreign one instead of echoing it', () => {
    expect(list.fromHeaders('https://evil.example', 'http://localhost:5173/cart')).toBe('http://localhost:5173');
    expect(list.fromHeaders('http://localhost:4173', undefined)).toBe('http://localhost:4173');
    expect(list.fromHeaders('https://evil.example', 'https://evil.example/x')).toBeNull();
    expect(list.fromHeaders(undefined, 'javascript:alert(1)')).toBeNull();
  });
});

describe('parseWebOrigins', () => {
  it('reads a comma-separated list as origins', () => {
    expect(parseWebOrigins(' https://shop.example:8443/ , http://10.0.0.5:5173/path,')).toEqual([
      'https://shop.example:8443',
      'http://10.0.0.5:5173',
    ]);
    expect(parseWebOrigins(undefined)).toEqual([]);
  });

  it('refuses an entry that is not an http(s) origin, naming the variable and the entry', () => {
    expect(() => parseWebOrigins('https://ok.example,javascript:alert(1)')).toThrow(/MOCK_WEB_ORIGINS: "javascript:alert\(1\)"/);
    expect(() => parseWebOrigins('shop.example')).toThrow(/MOCK_WEB_ORIGINS/);
  });
});

describe('scriptJson', () => {
  it('can never close the script element it is written into', () => {
    expect(scriptJson('</script><script>alert(1)</script>')).not.toContain('<');
    expect(JSON.parse(scriptJson('</script>'))).toBe('</script>');
  });
});
