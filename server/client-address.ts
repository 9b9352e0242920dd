import { isIP } from 'node:net';

/**
 * The shopper's address as the backend is told it (docs/backend-wire.md, "The caller's address"): the real backend
 * reads X-Forwarded-For, then X-Real-IP, then the connection's address, and uses it for the country an address form
 * starts with and for the payer's address a payment provider is given. Behind this server every call would come from
 * the server's own address, so the proxy names the shopper in both headers, one address each.
 */

/** Headers a client could send to claim another address, which the backend (or its libraries) may read. */
export const CLAIMED_ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'proxy-client-ip',
  'wl-proxy-client-ip',
  'http_client_ip',
  'http_x_forwarded_for',
] as const;

/** `::ffff:192.0.2.1` (an IPv4 peer of a dual-stack socket) as `192.0.2.1`; anything else as it is. */
const plain = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address: `peer` (the connection's) when no proxy is trusted; else the address `hops` steps back along
 * the chain X-Forwarded-For lists before the peer, each trusted proxy having added the one it was reached from. An
 * entry that is not an address, or a chain shorter than `hops`, gives the furthest address that can be trusted.
 */
export function clientAddress(peer: string, forwardedFor: string | string[] | undefined, hops: number): string {
  const chain = [
    ...(Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ].map(plain);
  let client = plain(peer);
  // From the peer backwards: each step is an address a trusted proxy wrote.
  for (let step = 1; step <= hops; step += 1) {
    const entry = chain[chain.length - 1 - step];
    if (entry === undefined || isIP(entry) === 0) break;
    client = entry;
  }
  return client;
}
