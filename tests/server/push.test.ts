import { beforeAll, describe, expect, it } from 'vitest';
import { api, Client, until, type Msg, type TestApp } from './helpers.js';
import {
  subscription,
  usePushApp,
  type Device,
  type PushService,
  type Received,
} from './push-service.js';

/**
 * Push notifications end to end, without an outside service: push-service.ts plays the push
 * service, decrypting what the server sends with keys made in the test as a browser would.
 */

const { app, push } = usePushApp({ allowHttp: true, allowPrivate: true });
let received: PushService['received'];
const devices = new Map<string, Device>();
const device = (name: string) => {
  const d = push.device(name);
  devices.set(name, d);
  return d;
};

beforeAll(() => {
  received = push.received;
});

/** Waits until every notification queued has been sent, then hands over what arrived since `from`. */
async function since(from: number): Promise<Received[]> {
  await new Promise((r) => setImmediate(r));
  await app.push.idle();
  return received.slice(from);
}

const subscribe = (id: string, token: string, d: Device, lang?: string) =>
  api(app.url, 'POST', `/api/v1/tables/${id}/push`, subscription(d, lang), token);

/** A table of two people (seat 0 first), each with a socket, made through the service. */
async function table(
  game: string,
  timeControl: Parameters<TestApp['service']['create']>[0]['timeControl'],
) {
  const created = await app.service.create({
    game,
    options: game === 'into-the-blue' ? { startPlayer: 'seating' } : undefined,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Ana',
    seat: 0,
    timeControl,
  });
  const id = created.table.id as string;
  const joined = await app.service.join(id, 1, 'Ben');
  const c = [await Client.connect(app.wsUrl), await Client.connect(app.wsUrl)] as const;
  await c[0].hello(id, created.token);
  await c[1].hello(id, joined.token);
  return { id, tokens: [created.token as string, joined.token], c };
}

/** Plays one legal move for whoever is awaited (from what their socket was told); their seat. */
async function moveAwaited(c: readonly Client[]): Promise<number> {
  const hasLegal = (x: Client) => ((x.latest()?.legal as unknown[] | undefined) ?? []).length > 0;
  const same = () => c.every((x) => x.lastSeq() === c[0]?.lastSeq());
  await until(() => same() && c.some(hasLegal), 5000, 'a player awaited');
  const seat = c.findIndex(hasLegal);
  const who = c[seat] as Client;
  const legal = who.latest()?.legal as unknown[];
  const ack = await who.request({ type: 'move', seq: who.lastSeq(), move: legal[0] });
  expect(ack).toMatchObject({ type: 'ack' });
  return seat;
}

const awaitedSeats = (x: Client) =>
  ((x.latest()?.toMove as unknown[]) ?? []).filter((a) => typeof a === 'number');

describe('push notifications', () => {
  it('a turn-based Survive table: start, then each turn to the player awaited only, never the mover, no hidden information', async () => {
    const { id, tokens, c } = await table('survive', { kind: 'async', perMoveMs: 3_600_000 });
    const [a, b] = [device('survive-a'), device('survive-b')];
    expect((await subscribe(id, tokens[0] as string, a)).status).toBe(201);
    expect((await subscribe(id, tokens[1] as string, b, 'fr')).status).toBe(201);
    let from = received.length;
    expect(await c[1].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // Ben started it: Ana is told, Ben is not; then whoever plays first is told it is their turn
    // (once the chance moves that set the island up are drawn).
    await until(() => awaitedSeats(c[0]).length > 0, 5000, 'the first turn');
    const first = awaitedSeats(c[0])[0] === 0 ? 'survive-a' : 'survive-b';
    let got = await since(from);
    expect(got.map((r) => [r.device, r.payload.tag]).sort()).toEqual(
      [
        ['survive-a', `${id}:started`],
        [first, `${id}:turn`],
      ].sort(),
    );
    expect(got[0]?.payload.url).toBe(`/t/${id}`);
    let turns = 0;
    for (let i = 0; i < 12; i++) {
      from = received.length;
      const mover = await moveAwaited(c);
      await until(() => c.every((x) => x.lastSeq() === c[mover]!.lastSeq()), 5000, 'the move');
      const next = awaitedSeats(c[0]);
      got = await since(from);
      // Never the mover; the one awaited next, once, if it changed hands.
      const expected = next
        .filter((s) => s !== mover)
        .map((s) => (s === 0 ? 'survive-a' : 'survive-b'));
      expect(got.map((r) => r.device)).toEqual(expected);
      turns += got.length;
      for (const r of got) {
        // Exactly the words of a turn: nothing of the game's state can be in it.
        expect(Object.keys(r.payload).sort()).toEqual(['body', 'tag', 'title', 'url']);
        expect(r.payload.body).toBe(
          r.device === 'survive-b'
            ? 'Survive: Escape from Atlantis! : c’est votre tour.'
            : 'Survive: Escape from Atlantis!: it is your turn to play.',
        );
        expect(r.text).not.toMatch(/tile|explorer|value|whale|shark|dolphin/i);
      }
    }
    expect(turns).toBeGreaterThan(0);
    c.forEach((x) => x.close());
  }, 30_000);

  it('a player whose page is visible is not told; a player who opted out is not told; a gone device is forgotten', async () => {
    const { id, tokens, c } = await table('into-the-blue', { kind: 'async', perMoveMs: 3_600_000 });
    const [a, b, old] = [device('itb-a'), device('itb-b'), device('itb-b-old')];
    await subscribe(id, tokens[0] as string, a);
    await subscribe(id, tokens[1] as string, b);
    await subscribe(id, tokens[1] as string, old);
    push.gone.add('itb-b-old');
    // Ben looks at the table: nothing for him while he does.
    c[1].send({ type: 'visible', visible: true });
    let from = received.length;
    await c[0].request({ type: 'start' });
    await until(() => awaitedSeats(c[0]).length > 0, 5000, 'the first turn');
    while (awaitedSeats(c[0])[0] !== 1) await moveAwaited(c);
    expect((await since(from)).filter((r) => r.device.startsWith('itb-b'))).toEqual([]);
    // Ben looks away; Ana opts out. Ben's turns reach his device; the gone one is forgotten.
    c[1].send({ type: 'visible', visible: false });
    const off = await api(
      app.url,
      'DELETE',
      `/api/v1/tables/${id}/push`,
      { endpoint: a.endpoint },
      tokens[0],
    );
    expect(off).toMatchObject({ status: 200, body: { seat: 0 } });
    from = received.length;
    let bensTurns = 0;
    for (let i = 0; i < 30 && bensTurns < 2; i++) {
      const before = awaitedSeats(c[0]);
      const mover = await moveAwaited(c);
      await until(() => c.every((x) => x.lastSeq() === c[mover]!.lastSeq()), 5000, 'the move');
      const after = awaitedSeats(c[0]);
      if (after.includes(1) && !before.includes(1)) bensTurns++;
    }
    expect(bensTurns).toBeGreaterThan(0);
    const got = await since(from);
    expect(got.filter((r) => r.device === 'itb-a')).toEqual([]);
    expect(got.filter((r) => r.device === 'itb-b').length).toBe(bensTurns);
    expect(got.filter((r) => r.device === 'itb-b-old')).toEqual([]);
    const targets = await app.storage.pushTargets(id, 1);
    expect(targets.map((t) => t.endpoint)).toEqual([b.endpoint]);
    c.forEach((x) => x.close());
  }, 30_000);

  it('a person who leaves before the start: their devices are untied from the seat, the next one there is told on theirs', async () => {
    // Ben has joined; Ana opts in, then leaves before the start.
    const { id, tokens, c } = await table('into-the-blue', { kind: 'async', perMoveMs: 3_600_000 });
    const [ana, cleo] = [device('left-ana'), device('left-cleo')];
    expect(await subscribe(id, tokens[0] as string, ana)).toMatchObject({ status: 201 });
    expect(await c[0].request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    c[0].close();
    expect(await app.storage.pushTargets(id, 0)).toEqual([]);
    // Cleo takes the freed seat and opts in; Ben starts: Cleo is told, Ana is not.
    const taken = await app.service.join(id, 0, 'Cleo');
    expect(await subscribe(id, taken.token, cleo)).toMatchObject({ status: 201 });
    const from = received.length;
    expect(await c[1].request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(() => received.some((r) => r.device === 'left-cleo'), 5000, 'the push to Cleo');
    const got = await since(from);
    expect(got.filter((r) => r.device === 'left-ana')).toEqual([]);
    expect(got.filter((r) => r.device === 'left-cleo').length).toBeGreaterThan(0);
    c[1].close();
  }, 30_000);

  it('the end to those who did not make the last move, a rematch offer to the others, a quarter of the time left', async () => {
    const { id, tokens, c } = await table('into-the-blue', { kind: 'none' });
    const [a, b] = [device('end-a'), device('end-b')];
    await subscribe(id, tokens[0] as string, a);
    await subscribe(id, tokens[1] as string, b);
    await c[0].request({ type: 'start' });
    let last = -1;
    const from = received.length;
    for (let i = 0; i < 2000 && !c[0].latest()?.result; i++) {
      last = await moveAwaited(c);
      await until(() => c.every((x) => x.lastSeq() === c[last]!.lastSeq()), 5000, 'the move');
    }
    await until(
      () => c[0].received.some((m) => m.type === 'table' && (m.table as Msg).status === 'finished'),
      5000,
      'the end',
    );
    const ended = (await since(from)).filter((r) => r.payload.title === 'The game is over');
    expect(ended.map((r) => r.device)).toEqual([last === 0 ? 'end-b' : 'end-a']);
    // Ana asks for a rematch: Ben is offered it, once, with the new table's link.
    const asked = await api(app.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[0]);
    expect(asked.status).toBe(201);
    const offers = (await since(from)).filter((r) => r.payload.title === 'A rematch?');
    const again = received.length;
    await api(app.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[1]);
    expect(offers.map((r) => [r.device, r.payload.body, r.payload.url])).toEqual([
      ['end-b', 'Into the Blue: Ana offers a rematch.', asked.body.link],
    ]);
    expect((await since(again)).filter((r) => r.payload.title === 'A rematch?')).toEqual([]);

    // A quarter of the time a move left (2 s a move here: at 1.5 s), to the player awaited.
    const quick = await table('into-the-blue', { kind: 'async', perMoveMs: 2000 });
    const q = device('quick-a');
    await subscribe(quick.id, quick.tokens[0] as string, q);
    const t0 = received.length;
    await quick.c[1].request({ type: 'start' });
    await until(
      () => received.slice(t0).some((r) => r.payload.title === 'Time is running low'),
      3000,
      'time-low',
    );
    const low = received.slice(t0).filter((r) => r.payload.title === 'Time is running low');
    expect(low.map((r) => [r.device, r.payload.body])).toEqual([
      ['quick-a', 'Into the Blue: a quarter of your time is left.'],
    ]);
    // Its clock runs out half a second later, and the table's end is written then: left running,
    // that write came in the next test, between a failed write and /healthz, and cleared the
    // failure it looked for.
    await until(
      () =>
        quick.c[0].received.some(
          (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
        ),
      10_000,
      'the quick table’s end by its clock',
    );
    await app.push.idle();
    [...c, ...quick.c].forEach((x) => x.close());
  }, 60_000);

  it('refuses what it must: no token, another table’s, a bad endpoint, beyond the bound per seat', async () => {
    const { id, tokens, c } = await table('into-the-blue', { kind: 'none' });
    const d = device('bounds');
    expect((await api(app.url, 'POST', `/api/v1/tables/${id}/push`, subscription(d))).body).toEqual(
      {
        error: { code: 'not-seated', params: {} },
      },
    );
    const other = await table('into-the-blue', { kind: 'none' });
    expect((await subscribe(id, other.tokens[0] as string, d)).body.error.code).toBe('bad-token');
    const bad = { ...subscription(d), endpoint: 'file:///etc/passwd' };
    expect((await api(app.url, 'POST', `/api/v1/tables/${id}/push`, bad, tokens[0])).body).toEqual({
      error: { code: 'bad-request', params: { reason: 'endpoint' } },
    });
    for (let i = 0; i < 5; i++)
      expect((await subscribe(id, tokens[0] as string, device(`bound-${i}`))).status).toBe(201);
    // The same device again updates it; a sixth is refused.
    expect((await subscribe(id, tokens[0] as string, devices.get('bound-0')!, 'es')).status).toBe(
      201,
    );
    const sixth = await subscribe(id, tokens[0] as string, device('bound-6'));
    expect(sixth).toMatchObject({
      status: 409,
      body: { error: { code: 'push-seat-full', params: { max: 5 } } },
    });
    const cross = await fetch(`${app.url}/api/v1/tables/${id}/push`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        authorization: `Bearer ${tokens[0]}`,
      },
      body: JSON.stringify(subscription(d)),
    });
    expect(cross.status).toBe(403);
    [...c, ...other.c].forEach((x) => x.close());
  });

  it('a subscription that cannot be written says `storage`, and /healthz says writes fail until one is', async () => {
    const { id, tokens, c } = await table('into-the-blue', { kind: 'none' });
    const storage = app.storage as unknown as Record<string, unknown>;
    const addPush = storage.addPush;
    storage.addPush = () => Promise.reject(new Error('SQLITE_FULL: database or disk is full'));
    try {
      expect(await subscribe(id, tokens[0] as string, device('full-disk'))).toMatchObject({
        status: 503,
        body: { error: { code: 'storage' } },
      });
      expect(await api(app.url, 'GET', '/healthz')).toMatchObject({
        status: 503,
        body: { ok: false, writes: 'failing' },
      });
    } finally {
      storage.addPush = addPush;
    }
    expect((await subscribe(id, tokens[0] as string, device('full-disk'))).status).toBe(201);
    expect(await api(app.url, 'GET', '/healthz')).toMatchObject({ status: 200 });
    c.forEach((x) => x.close());
  });
});
