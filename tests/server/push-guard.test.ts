import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/kernel/i18n.js';
import { serverMessages } from '../../src/protocol/messages.js';
import { checkPushHost, isPublicAddress } from '../../src/server/push/endpoint.js';
import { api, Client } from './helpers.js';
import { subscription, usePushApp } from './push-service.js';

/**
 * Push services only on the public internet (server-side request forgery): a server as it runs
 * for players, without `allowPrivate`. Plain http is allowed here so that the local push service
 * can stand for a push service whose name resolves to this machine at sending time.
 */

const { app, push } = usePushApp({ allowHttp: true });

async function table() {
  const created = await app.service.create({
    game: 'into-the-blue',
    options: { startPlayer: 'seating' },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ana',
    seat: 0,
    timeControl: { kind: 'none' },
  });
  const id = created.table.id as string;
  const joined = await app.service.join(id, 1, 'Ben');
  return { id, tokens: [created.token as string, joined.token] as const };
}

describe('push services inside the network are refused', () => {
  it('at subscribing: an address as host, a name resolving to loopback, a name that does not resolve', async () => {
    const { id, tokens } = await table();
    const d = push.device('guard');
    const refused: [string, string][] = [
      ['https://127.0.0.1/push/x', '127.0.0.1'],
      // The URL parser turns these into 127.0.0.1 before anything else sees them.
      ['https://2130706433/push/x', '127.0.0.1'],
      ['https://0x7f.1/push/x', '127.0.0.1'],
      ['https://[::1]/push/x', '::1'],
      ['https://[::ffff:127.0.0.1]/push/x', '::ffff:7f00:1'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://10.0.0.1/push/x', '10.0.0.1'],
      ['https://8.8.8.8/push/x', '8.8.8.8'],
      ['https://localhost/push/x', 'localhost'],
      [`${push.url.replace('127.0.0.1', 'localhost')}/push/guard`, 'localhost'],
      ['https://push.invalid/push/x', 'push.invalid'],
    ];
    for (const [endpoint, host] of refused) {
      const got = await api(
        app.url,
        'POST',
        `/api/v1/tables/${id}/push`,
        { ...subscription(d), endpoint },
        tokens[0],
      );
      expect([endpoint, got.status, got.body]).toEqual([
        endpoint,
        400,
        { error: { code: 'push-private-host', params: { host } } },
      ]);
    }
    expect(await app.storage.pushTargets(id, 0)).toEqual([]);
    // Said to the player in their language.
    for (const lang of ['en', 'es', 'fr'] as const) {
      const text = translate([serverMessages], lang, 'push-private-host', { host: 'localhost' });
      expect(text).toContain('localhost');
      expect(text).not.toBe('push-private-host');
    }
  });

  it('at sending: a push service whose name resolves inside the network since is not posted to', async () => {
    const { id, tokens } = await table();
    const d = push.device('rebound');
    // Subscribed while its name resolved elsewhere (written here as the endpoint check let it):
    // it resolves to this machine now.
    const endpoint = d.endpoint.replace('127.0.0.1', 'localhost');
    const { endpoint: _, ...keys } = { ...subscription(d).keys, endpoint };
    await app.storage.addPush(id, 0, { endpoint, ...keys, lang: 'en' }, 'someone', {
      perSeat: 5,
      perAddress: 50,
    });
    const refused = app.push.refused;
    // Ben starts: Ana's device would be told.
    const ben = await Client.connect(app.wsUrl);
    await ben.hello(id, tokens[1]);
    expect(await ben.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    ben.close();
    await new Promise((r) => setImmediate(r));
    await app.push.idle();
    expect(push.received.filter((r) => r.device === 'rebound')).toEqual([]);
    expect(app.push.refused).toBe(refused + 1);
  });

  it('at sending: a push service on a port other than 443 is not posted to', async () => {
    const { id, tokens } = await table();
    // Written as an endpoint check of an older release let it (no port rule then).
    const endpoint = 'https://push.invalid:8443/push/port';
    const keys = subscription(push.device('port')).keys;
    await app.storage.addPush(id, 0, { endpoint, ...keys, lang: 'en' }, 'someone', {
      perSeat: 5,
      perAddress: 50,
    });
    const refused = app.push.refused;
    const ben = await Client.connect(app.wsUrl);
    await ben.hello(id, tokens[1]);
    expect(await ben.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    ben.close();
    await new Promise((r) => setImmediate(r));
    await app.push.idle();
    // Refused before its name is even looked up (a lookup's failure is not counted as refused).
    expect(app.push.refused).toBe(refused + 1);
  });
});

/** An IPv4 address as the two hex groups of IPv6 ("8.8.8.8": "808:808"). */
const hex = (a: string) => {
  const [p, q, r, t] = a.split('.').map(Number) as [number, number, number, number];
  return `${((p << 8) | q).toString(16)}:${((r << 8) | t).toString(16)}`;
};

describe('which addresses are public', () => {
  it('loopback, private, link-local, unspecified, multicast, CGNAT, documentation, benchmarking and other special-purpose blocks are not; others are', () => {
    const not = [
      '0.0.0.0',
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
      // Documentation, benchmarking, IETF protocol assignments, the 6to4 relay.
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.255',
      '198.18.0.1',
      '198.19.255.255',
      '192.0.0.8',
      '192.88.99.1',
      '2001:db8::1',
      '2001:db8:ffff::1',
      '3fff::1',
      '2001:2::1', // benchmarking
      '2001:20::1', // ORCHIDv2
      // IPv6 beyond global unicast: site-local, discard-only, SRv6, the IPv4-translated form.
      'fec0::1',
      '100::1',
      '5f00::1',
      '::ffff:0:808:808',
      'fe80::1%eth0',
    ];
    const yes = [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '2a00:1450:4007:80e::200a',
      '2001:4860:4860::8888',
      '198.20.0.1',
      '203.0.114.1',
      '2001:200::1',
      '2003::1',
      // IPv4 in IPv6 forms that stand for that public address.
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '64:ff9b::8.8.8.8',
      '64:ff9b::808:808',
    ];
    expect(not.filter(isPublicAddress)).toEqual([]);
    expect(yes.filter((a) => !isPublicAddress(a))).toEqual([]);
  });

  it('an IPv4 address and its IPv4-mapped or NAT64 form are judged alike', () => {
    fc.assert(fc.property(fc.ipV4(), (a) => isPublicAddress(`::ffff:${a}`) === isPublicAddress(a)));
    fc.assert(
      fc.property(fc.ipV4(), (a) => isPublicAddress(`64:ff9b::${a}`) === isPublicAddress(a)),
    );
    // Written in hex, the same.
    fc.assert(
      fc.property(fc.ipV4(), (a) => isPublicAddress(`64:ff9b::${hex(a)}`) === isPublicAddress(a)),
    );
  });

  it('IPv6 forms that embed an IPv4 address a router would unwrap are refused, whatever it embeds', () => {
    const forms = (a: string) => [
      `::${a}`, // IPv4-compatible
      `2002:${hex(a)}::1`, // 6to4: the address in bits 16 to 47
      `2001:0:${hex(a)}::1`, // Teredo: its server's address in bits 32 to 63
      `2001:0:4136:e378:8000:63bf:${hex(a)}`, // Teredo, the client's (obfuscated) address last
      `64:ff9b:1::${a}`, // local-use NAT64, the operator's own translator
    ];
    for (const a of ['8.8.8.8', '127.0.0.1', '10.0.0.1', '169.254.169.254'])
      expect(forms(a).filter(isPublicAddress)).toEqual([]);
  });

  it('an endpoint on a port other than 443 is refused, after its host', async () => {
    const resolve = async () => ['93.184.216.34'];
    const verdict = (url: string) =>
      checkPushHost(new URL(url), resolve).then(
        () => 'ok',
        (e: { code: string; params: unknown }) => [e.code, e.params],
      );
    expect(
      await Promise.all(
        [
          'https://push.example/x',
          'https://push.example:443/x',
          'https://push.example:8443/x',
          'https://push.example:22/x',
          'http://push.example/x', // only reaches here in tests (allowHttp)
        ].map(verdict),
      ),
    ).toEqual(['ok', 'ok', ['push-port', { port: '8443' }], ['push-port', { port: '22' }], 'ok']);
    for (const lang of ['en', 'es', 'fr'] as const) {
      const text = translate([serverMessages], lang, 'push-port', { port: '8443' });
      expect(text).toContain('8443');
      expect(text).not.toBe('push-port');
    }
  });

  it('a name is refused when any of its addresses is not public', async () => {
    const names: Record<string, string[]> = {
      'push.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      'mixed.example': ['93.184.216.34', '10.0.0.5'],
      'v6.example': ['2606:2800:220:1::1', 'fd00::1'],
      'none.example': [],
    };
    const resolve = async (host: string) => names[host] ?? Promise.reject(new Error('ENOTFOUND'));
    const verdict = (host: string) =>
      checkPushHost(new URL(`https://${host}/x`), resolve).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    expect(
      await Promise.all(
        ['push.example', 'mixed.example', 'v6.example', 'none.example', 'no.example'].map(verdict),
      ),
    ).toEqual([
      'ok',
      'push-private-host',
      'push-private-host',
      'push-private-host',
      'push-private-host',
    ]);
  });
});
