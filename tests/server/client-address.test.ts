import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  plainAddress,
  TRUST_NOBODY,
  TrustedProxies,
} from '../../src/server/client-address.js';

// Who a request comes from, for the per-address limits: X-Forwarded-For counts only from a
// trusted proxy, read from the right to the first hop no trusted proxy vouches for.
const trusted = TrustedProxies.parse('127.0.0.1, 10.0.0.0/8, fd00::/8');

const ipv4 = fc.ipV4();
const trustedV4 = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);
const trustedV6 = fc
  .tuple(fc.nat(0xffff), fc.nat(0xffff))
  .map(([a, b]) => `fd00::${a.toString(16)}:${b.toString(16)}`);
const trustedHop = fc.oneof(trustedV4, trustedV6, fc.constant('127.0.0.1'));
/** Public addresses: never in the trusted list. */
const untrustedHop = fc.oneof(
  ipv4.filter((a) => !trusted.has(a)),
  fc.ipV6().filter((a) => plainAddress(a) !== null && !trusted.has(plainAddress(a)!)),
);
/** Anything a client may put in its own header: addresses, garbage, lists of both. */
const anyHeader = fc.oneof(
  fc.string(),
  fc
    .array(fc.oneof(ipv4, fc.ipV6(), trustedHop, fc.string()), { maxLength: 6 })
    .map((h) => h.join(', ')),
);

const req = (remoteAddress: string | undefined, xff?: string) => ({
  socket: { remoteAddress },
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
});

describe('clientAddress', () => {
  it("an untrusted peer's X-Forwarded-For never changes the answer", () => {
    fc.assert(
      fc.property(untrustedHop, fc.option(anyHeader, { nil: undefined }), (peer, header) => {
        expect(clientAddress(req(peer, header), trusted)).toBe(plainAddress(peer));
        // Trusting nobody (the default), no peer's header counts.
        expect(clientAddress(req(peer, header), TRUST_NOBODY)).toBe(plainAddress(peer));
      }),
    );
  });

  it('behind trusted proxies, the answer is the first untrusted hop from the right, whatever the client wrote left of it', () => {
    fc.assert(
      fc.property(
        anyHeader,
        untrustedHop,
        fc.array(trustedHop, { maxLength: 4 }),
        trustedHop,
        (spoofed, client, proxies, peer) => {
          const header = [spoofed, client, ...proxies].join(', ');
          expect(clientAddress(req(peer, header), trusted)).toBe(plainAddress(client));
        },
      ),
    );
  });

  it('a trusted peer given garbage (or nothing) where it must vouch is counted as itself', () => {
    fc.assert(
      fc.property(
        trustedHop,
        fc.array(trustedHop, { maxLength: 3 }),
        fc.oneof(fc.constant(''), fc.constant('unknown'), fc.constant('1.2.3'), fc.constant('::g')),
        (peer, proxies, garbage) => {
          const header = ['8.8.8.8', garbage, ...proxies].join(', ');
          expect(clientAddress(req(peer, header), trusted)).toBe(plainAddress(peer));
        },
      ),
    );
    expect(clientAddress(req('10.1.2.3'), trusted)).toBe('10.1.2.3');
    expect(clientAddress(req(undefined, '8.8.8.8'), trusted)).toBeUndefined();
  });

  it('reads IPv4-mapped IPv6 peers and hops as the IPv4 addresses they are', () => {
    expect(clientAddress(req('::ffff:127.0.0.1', '::ffff:203.0.113.9'), trusted)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(req('::ffff:10.0.0.7', '203.0.113.9, ::ffff:10.9.9.9'), trusted)).toBe(
      '203.0.113.9',
    );
    // Ports and brackets a proxy may add.
    expect(clientAddress(req('127.0.0.1', '203.0.113.9:4711'), trusted)).toBe('203.0.113.9');
    expect(clientAddress(req('127.0.0.1', '[2001:db8::1]:443'), trusted)).toBe('2001:db8::1');
    // The untrusted stays untrusted in either spelling.
    expect(clientAddress(req('::ffff:192.0.2.1', '203.0.113.9'), trusted)).toBe('192.0.2.1');
  });

  it('refuses a bad entry in FATHOM_TRUSTED_PROXIES, naming it', () => {
    expect(TrustedProxies.parse('').entries).toEqual([]);
    expect(TrustedProxies.parse(undefined).has('127.0.0.1')).toBe(false);
    expect(TrustedProxies.parse(' 127.0.0.1 , ::1,').entries).toEqual(['127.0.0.1', '::1']);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/', '::1/129', '1.2.3.4/x', '10.0.0/8'])
      expect(() => TrustedProxies.parse(`127.0.0.1,${bad}`)).toThrow(`"${bad}"`);
  });
});
