import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who a request comes from, for the per-address limits. Behind a reverse proxy every connection
 * is the proxy's: the client is in `X-Forwarded-For`, which only a trusted proxy may tell (anyone
 * else could name a new address with each request and escape every limit).
 * FATHOM_TRUSTED_PROXIES lists the proxies (docs/operating.md, "Behind a reverse proxy").
 */
export class TrustedProxies {
  private readonly list = new BlockList();

  /** The proxies trusted: none unless given. */
  constructor(readonly entries: readonly string[] = []) {
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const ip = plainAddress(address);
      const family = ip === null ? 0 : isIP(ip);
      const bits = family === 4 ? 32 : 128;
      const length = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
      if (ip === null || family === 0 || length < 0 || length > bits)
        throw new Error(
          `"${entry}" is not an address or a network (such as 127.0.0.1 or 10.0.0.0/8)`,
        );
      this.list.addSubnet(ip, length, family === 4 ? 'ipv4' : 'ipv6');
    }
  }

  /**
   * FATHOM_TRUSTED_PROXIES: addresses and networks, comma-separated (`127.0.0.1,10.0.0.0/8`);
   * unset or empty, no one is trusted. Throws an error naming the first bad entry.
   */
  static parse(raw: string | undefined): TrustedProxies {
    const entries = (raw ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e !== '');
    return new TrustedProxies(entries);
  }

  /** Whether `address` (a plain one, as `plainAddress` gives) is a trusted proxy's. */
  has(address: string): boolean {
    if (this.entries.length === 0) return false;
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

export const TRUST_NOBODY = new TrustedProxies();

/**
 * An address as limits count it: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, a dual-stack
 * socket's) as the IPv4 address it is; what a proxy may add around one (an IPv4 address's
 * `:port`, an IPv6 address's `[...]` and port) dropped. Null for anything else.
 */
export function plainAddress(raw: string): string | null {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(a)) a = a.slice(0, a.indexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(a)) a = a.slice(7);
  // A zone (`fe80::1%eth0`) names an interface of the sender's, no client.
  return isIP(a) === 0 || a.includes('%') ? null : a.toLowerCase();
}

/** What of a request `clientAddress` reads. */
export interface AddressedRequest {
  readonly socket: { readonly remoteAddress?: string | undefined };
  readonly headers: IncomingHttpHeaders;
}

/**
 * The client's address: the socket's, unless that is a trusted proxy's; then `X-Forwarded-For`
 * is read from the right (each proxy appends the address it was reached from), past every
 * trusted proxy, to the first address that is not one: the nearest hop no trusted proxy vouches
 * for, so a client's own header (left of it) changes nothing. A hop that is not an address
 * makes the header worthless: the socket's address then. Undefined when the socket has none
 * (closed); `addressKey` counts those together.
 */
export function clientAddress(req: AddressedRequest, trusted: TrustedProxies): string | undefined {
  const peer = req.socket.remoteAddress;
  const socket = peer === undefined ? null : plainAddress(peer);
  if (socket === null || !trusted.has(socket)) return socket ?? peer;
  const header = req.headers['x-forwarded-for'];
  if (header === undefined) return socket;
  const hops = (Array.isArray(header) ? header.join(',') : header).split(',');
  let nearest = socket;
  for (let i = hops.length - 1; i >= 0 && trusted.has(nearest); i--) {
    const hop = plainAddress(hops[i]!);
    if (hop === null) return socket;
    nearest = hop;
  }
  return nearest;
}
