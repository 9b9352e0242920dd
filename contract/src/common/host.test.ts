import { describe, expect, it } from 'vitest';
import { hostProblem } from './host';

describe('Host header', () => {
  it('takes names, IPv4 and bracketed IPv6 addresses, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:8080',
      '127.0.0.1:0',
      'mock.example.test',
      'shop.example.',
      'my_host~1',
      'web_1:80',
      '[::1]',
      '[::1]:65535',
      'x:80',
      `${'a'.repeat(63)}.example`,
    ])
      expect(hostProblem(host), host).toBeNull();
  });

  it('names what is wrong, and the header it was read from', () => {
    expect(hostProblem('a b')).toMatch(/^Host: Not a valid host name/);
    expect(hostProblem('[::1')).toBe('Host: The header has an unbalanced bracket');
    expect(hostProblem('::1]')).toBe('Host: The header has an unbalanced bracket');
    for (const host of ['x:99999', 'x:1234567', 'x:', 'x:ab', '[::1]:99999'])
      expect(hostProblem(host), host).toBe('Host: The port must be a number from 0 to 65535');
    expect(hostProblem('')).toBe('Host: The header is empty');
    expect(hostProblem('a'.repeat(256))).toMatch(/^Host: The header is too long/);
    expect(hostProblem('a b', 'X-Forwarded-Host')).toMatch(/^X-Forwarded-Host: Not a valid host name/);
  });

  it('refuses quotes, tags, paths, credentials, escapes and names DNS would not take', () => {
    for (const host of [
      'x"y',
      'evil.example"><script>',
      'a/b',
      'shop.example/path',
      'a\\b',
      "a'b",
      'a<b',
      'user@host',
      'a%20b',
      'a?b',
      'a#b',
      'a,b',
      'x:80:80',
      '[zz]',
      '[:::::1]',
      '999.1.1.1',
      '-shop.example',
      'shop-.example',
      'a..b',
      '.a',
      `${'a'.repeat(64)}.example`,
    ])
      expect(hostProblem(host), host).toMatch(/^Host: /);
  });
});
