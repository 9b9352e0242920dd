import { describe, expect, it } from 'vitest';
import { publicUrlOf } from './host';

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
