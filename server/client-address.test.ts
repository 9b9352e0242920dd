import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('the shopper’s address the backend is told', () => {
  it('is the connection’s when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('198.51.100.7', undefined, 0)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '192.0.2.1', 0)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:198.51.100.7', undefined, 0)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1', undefined, 0)).toBe('2001:db8::1');
  });

  it('is the address as many steps back along the chain as there are trusted proxies', () => {
    // A load balancer in front: it added the shopper's address; what the shopper claimed before it is not trusted.
    expect(clientAddress('10.0.0.2', '192.0.2.99, 203.0.113.5', 1)).toBe('203.0.113.5');
    // A CDN, then a load balancer: the CDN added the shopper's, the load balancer the CDN's.
    expect(clientAddress('10.0.0.2', '203.0.113.5, 198.51.100.20', 2)).toBe('203.0.113.5');
    // The header given more than once reads as one list.
    expect(clientAddress('10.0.0.2', ['203.0.113.5', '198.51.100.20'], 2)).toBe('203.0.113.5');
  });

  it('stops at the furthest address it can trust when the chain is short or not an address', () => {
    // Reached without the proxy (no header): the connection's.
    expect(clientAddress('203.0.113.5', undefined, 1)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.2', '203.0.113.5', 3)).toBe('203.0.113.5');
    expect(clientAddress('10.0.0.2', 'unknown', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '203.0.113.5, <script>', 2)).toBe('10.0.0.2');
  });
});
