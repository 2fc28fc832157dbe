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
});

describe('which addresses are public', () => {
  it('loopback, private, link-local, unspecified, multicast and CGNAT are not; others are', () => {
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
    ];
    const yes = [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '192.169.0.1',
      '2a00:1450:4007:80e::200a',
      '2001:4860:4860::8888',
      'fec0::1',
    ];
    expect(not.filter(isPublicAddress)).toEqual([]);
    expect(yes.filter((a) => !isPublicAddress(a))).toEqual([]);
  });

  it('an IPv4 address and its IPv4-mapped IPv6 form are judged alike', () => {
    fc.assert(fc.property(fc.ipV4(), (a) => isPublicAddress(`::ffff:${a}`) === isPublicAddress(a)));
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
