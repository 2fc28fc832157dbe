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

/**
 * IPv4 addresses that are not the public internet's: IANA's special-purpose registry, every
 * block not globally reachable, and the documentation and benchmarking ones (never a real host's:
 * a name resolving there is a trick or a mistake).
 */
const NOT_PUBLIC_V4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890)
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated, RFC 7526)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking (RFC 2544)
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  NOT_PUBLIC_V4.addSubnet(net, bits, 'ipv4');

/**
 * IPv6 blocks inside global unicast (2000::/3, the only IPv6 block judged at all: loopback,
 * unspecified, IPv4-compatible `::a.b.c.d`, unique local, link-local, site-local, multicast,
 * discard-only all lie outside it) that are not public, or carry an IPv4 address a router would
 * unwrap: 6to4 and Teredo lead to whatever IPv4 address they embed, an internal one included.
 */
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, bits] of [
  ['2001::', 23], // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID...
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: the IPv4 address in its next 32 bits
  ['3fff::', 20], // documentation (RFC 9637)
] as const)
  NOT_PUBLIC_V6.addSubnet(net, bits, 'ipv6');

/** An IPv6 address's eight 16-bit groups (the address valid, as isIP says: no zone). */
function groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, dotted.index);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const hex = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const [head = '', rest] = text.split('::');
  if (rest === undefined) return [...hex(head), ...tail];
  const before = hex(head);
  const after = hex(rest);
  const zeros = 8 - before.length - after.length - tail.length;
  return [...before, ...Array<number>(zeros).fill(0), ...after, ...tail];
}

/** The IPv4 address in an IPv6 address's last 32 bits. */
const lastFour = (g: readonly number[]) =>
  [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');

/**
 * Whether an address (IPv4 or IPv6, without brackets) is on the public internet. Two IPv6 forms
 * stand for an IPv4 address and are judged as that address: IPv4-mapped (`::ffff:a.b.c.d`, what a
 * dual-stack socket connects to) and NAT64's well-known prefix (`64:ff9b::a.b.c.d`, how DNS64
 * gives an IPv6-only server the public IPv4 hosts, push services included). Every other IPv6 form
 * that embeds one (IPv4-compatible, 6to4, Teredo, NAT64's local-use 64:ff9b:1::/48, where the
 * operator's own translator decides) is refused whole.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return false;
  const g = groups(address);
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const mapped = zero(0, 5) && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6);
  if (mapped || nat64) return !NOT_PUBLIC_V4.check(lastFour(g), 'ipv4');
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  return !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/**
 * Whether an endpoint's port is a push service's: 443, the port of https, where FCM, Mozilla's,
 * Apple's and Microsoft's services all listen. Another port on a public host is some other
 * service's (a mail server's, a database's). Plain http reaches here only for a test's own push
 * service (the `allowHttp` option, no setting sets it), on whatever port it could listen.
 */
export const isPushPort = (url: URL) =>
  url.protocol === 'http:' || (url.protocol === 'https:' && url.port === '');

/** Every address a name resolves to (node:dns lookup, as a connection would). */
export type Resolve = (host: string) => Promise<readonly string[]>;

export const resolveAll: Resolve = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** A URL's host without the brackets of an IPv6 address. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Refuses (`push-private-host`, with the host) an endpoint whose host is an address, or
 * resolves to one that is not public. A name that does not resolve is refused too: nothing could
 * be sent to it. Then (`push-port`, with the port) one on a port other than 443.
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
  if (!isPushPort(url)) throw new TableError('push-port', { port: url.port });
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
