import { describe, expect, it } from 'vitest';
import { hostProblem, publicUrlOf } from './host';

describe('Host header', () => {
  it('takes names, IPv4 and bracketed IPv6 addresses, with or without a port', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:0', 'mock.example.test', 'my_host~1', '[::1]', '[::1]:65535', 'x:80'])
      expect(hostProblem(host), host).toBeNull();
  });

  it('names what is wrong: spaces, brackets, ports, quotes, slashes and the rest', () => {
    expect(hostProblem('a b')).toMatch(/^Host: Not a valid host name/);
    expect(hostProblem('[::1')).toBe('Host: The header has an unbalanced bracket');
    expect(hostProblem('::1]')).toBe('Host: The header has an unbalanced bracket');
    expect(hostProblem('x:99999')).toBe('Host: The port must be a number from 0 to 65535');
    expect(hostProblem('x:1234567')).toBe('Host: The port must be a number from 0 to 65535');
    expect(hostProblem('x:')).toBe('Host: The port must be a number from 0 to 65535');
    expect(hostProblem('x:ab')).toBe('Host: The port must be a number from 0 to 65535');
    expect(hostProblem('[::1]:99999')).toBe('Host: The port must be a number from 0 to 65535');
    expect(hostProblem('')).toBe('Host: The header is empty');
    expect(hostProblem('a'.repeat(256))).toMatch(/^Host: The header is too long/);
    for (const host of ['x"y', 'a/b', 'a\\b', "a'b", 'a<b', 'user@host', 'a%20b', 'a?b', 'a#b', '[zz]', '[:::::1]', '999.1.1.1', 'a,b'])
      expect(hostProblem(host), host).toMatch(/^Host: /);
  });
});

describe('MOCK_PUBLIC_URL', () => {
  it('is an http(s) URL, serialised so it can be pasted into JSON, without a trailing slash', () => {
    expect(publicUrlOf('https://mock.example.com/')).toBe('https://mock.example.com');
    expect(publicUrlOf('http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(publicUrlOf('https://cdn.example.com/a"b c/')).toBe('https://cdn.example.com/a%22b%20c');
    expect(() => publicUrlOf('mock.example.com')).toThrow(/^MOCK_PUBLIC_URL: .* is not a URL/);
    expect(() => publicUrlOf('http://a b')).toThrow(/^MOCK_PUBLIC_URL: /);
    expect(() => publicUrlOf('ftp://x')).toThrow(/must be an http or https URL/);
    expect(() => publicUrlOf('https://u:p@x')).toThrow(/without credentials/);
    expect(() => publicUrlOf('https://x/?a=1')).toThrow(/without credentials, query or fragment/);
  });
});
