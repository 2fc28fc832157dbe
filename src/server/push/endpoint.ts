import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { TableError } from '../tables/live-table.js';

/**
 * Where a push may go. The server posts to whatever URL a browser's subscription names, so a
 * client could name a host inside the server's network (a metadata service, a database's admin
 * page): server-side request forgery. Push services are public hosts with names, so an endpoint
 * whose host is an address, or whose name resolves to any address that is not public, is refused,
 * when subscribing and again when sending (a name may resolve elsewhere by then).
 */

/** Addresses that are not the public internet's. IPv4-mapped IPv6 addresses match the IPv4 rules. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.168.0.0', 16], // private
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** Whether an address (IPv4 or IPv6, without brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a name resolves to (node:dns lookup, as a connection would). */
export type Resolve = (host: string) => Promise<readonly string[]>;

export const resolveAll: Resolve = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** A URL's host without the brackets of an IPv6 address. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Refuses (`push-private-host`, with the host) an endpoint whose host is an address, or
 * resolves to one that is not public. A name that does not resolve is refused too: nothing could
 * be sent to it.
 */
export async function checkPushHost(url: URL, resolve: Resolve = resolveAll): Promise<void> {
  const host = hostOf(url);
  const refuse = () => new TableError('push-private-host', { host: host.slice(0, 253) });
  if (isIP(host) !== 0) throw refuse();
  let addresses: readonly string[];
  try {
    addresses = await resolve(host);
  } catch {
    throw refuse();
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw refuse();
}

/** A push service's host that is not public, found when sending. */
export class NotPublic extends Error {
  override readonly name = 'NotPublic';
}

type LookupCallback = (
  err: Error | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for node:http(s) requests that connects only to public addresses: the address checked
 * is the one connected to, so a name that resolves elsewhere between a check and the connection
 * (DNS rebinding) gains nothing. An address as host never reaches a lookup: the sender refuses
 * those itself (checkPushHost).
 */
export function publicLookup(resolve: Resolve = resolveAll) {
  return (
    hostname: string,
    options: { family?: number | string; all?: boolean },
    callback: LookupCallback,
  ): void => {
    resolve(hostname).then(
      (found) => {
        const bad = found.find((a) => !isPublicAddress(a));
        if (found.length === 0 || bad !== undefined) {
          callback(new NotPublic(`${hostname} resolves to ${bad ?? 'nothing'}: not public`), '');
          return;
        }
        const family =
          options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const fit = found.filter((a) => !family || isIP(a) === family);
        const first = fit[0];
        if (first === undefined) {
          callback(new Error(`${hostname} has no IPv${String(family)} address`), '');
          return;
        }
        if (options.all)
          callback(
            null,
            fit.map((a) => ({ address: a, family: isIP(a) })),
          );
        else callback(null, first, isIP(first));
      },
      (e: Error) => callback(e, ''),
    );
  };
}
