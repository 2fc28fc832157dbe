import { describe, expect, it } from 'vitest';
import { GAMES, GAME_MAP } from '../../src/games/registry.js';
import { kernelMessages, loadReplay, translate } from '../../src/kernel/index.js';
import { serverMessages } from '../../src/protocol/messages.js';
import { api, autoplay, Client, type Msg, seatedTable, until, useTestApp } from './helpers.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';

const app = useTestApp();

const messageOf = (code: string, params: Readonly<Record<string, string | number>>) =>
  translate([kernelMessages, serverMessages], 'en', code, params);

describe('lobby over HTTP', () => {
  it('answers /healthz and lists the registry', async () => {
    const health = await api(app.url, 'GET', '/healthz');
    expect(health).toEqual({ status: 200, body: { ok: true, storage: 'sqlite' } });
    const games = await api(app.url, 'GET', '/api/v1/games');
    expect(games.body.games.map((g: { id: string }) => g.id)).toEqual([...GAMES.keys()]);
  });

  it('lists open tables and refuses bad bodies with a code', async () => {
    const { body } = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const list = await api(app.url, 'GET', '/api/v1/tables?status=open');
    expect(list.body.tables.map((t: { id: string }) => t.id)).toContain(body.table.id);
    expect(
      (await api(app.url, 'POST', '/api/v1/tables', { game: 'nope', seats: [{ kind: 'human' }] }))
        .body,
    ).toEqual({
      error: { code: 'unknown-game', params: { game: 'nope' } },
    });
    const badBot = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'nope' }],
    });
    expect(badBot.body.error.code).toBe('unknown-bot');
    expect((await api(app.url, 'POST', '/api/v1/tables', '{oops')).body.error.code).toBe(
      'bad-request',
    );
    expect((await api(app.url, 'GET', '/api/v1/tables/zzz')).status).toBe(404);
  });

  it('gives each seat once', async () => {
    const { body } = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'A',
      seat: 0,
    });
    const id = body.table.id as string;
    expect(
      (await api(app.url, 'POST', `/api/v1/tables/${id}/join`, { seat: 0, name: 'B' })).body.error
        .code,
    ).toBe('seat-taken');
    const ok = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, { name: 'B' });
    expect(ok.body.seat).toBe(1);
    expect(ok.body.token).not.toBe(body.token);
    expect((await api(app.url, 'POST', `/api/v1/tables/${id}/join`, { name: 'C' })).status).toBe(
      409,
    );
  });
});

for (const [gameId, { game }] of GAMES) {
  describe(`protocol over WebSockets: ${gameId}`, () => {
    it('plays a whole game: seats, spectator, stale and illegal moves, reconnect, replay', async () => {
      const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 3));
      const { id, tokens, clients } = await seatedTable(app, gameId, players);
      const spectator = await Client.connect(app.wsUrl);
      const welcome = await spectator.hello(id);
      expect(welcome).toMatchObject({ type: 'welcome', v: PROTOCOL_VERSION, you: null, seq: 0 });

      const c0 = clients[0] as Client;
      expect(await c0.request({ type: 'move', seq: 0, move: {} })).toMatchObject({
        code: 'not-started',
      });
      expect(await spectator.request({ type: 'start' })).toMatchObject({ code: 'not-seated' });
      expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await spectator.next((m) => m.type === 'table' && (m.table as Msg).status === 'playing');

      // Wait for a seat's turn, then try what must fail; each failure changes nothing.
      await until(
        () => clients.some((c) => ((c.latest()?.legal as unknown[]) ?? []).length > 0),
        10_000,
        'a turn',
      );
      const mover = clients.find(
        (c) => ((c.latest()?.legal as unknown[]) ?? []).length > 0,
      ) as Client;
      const other = clients.find((c) => c !== mover) as Client;
      const head = mover.lastSeq();
      const legal = mover.latest()?.legal as unknown[];
      const stale = await mover.request({ type: 'move', seq: head - 1, move: legal[0] });
      expect(stale).toMatchObject({
        type: 'error',
        code: 'stale',
        params: { seq: head - 1, head },
      });
      expect(messageOf(stale.code as string, stale.params as Record<string, number>)).toContain(
        String(head),
      );
      const malformed = await mover.request({
        type: 'move',
        seq: head,
        move: { type: '<script>' },
      });
      expect(malformed).toMatchObject({ type: 'error', code: 'malformed-move' });
      const notYours = await other.request({ type: 'move', seq: head, move: legal[0] });
      expect(notYours.type).toBe('error');
      expect(await spectator.request({ type: 'move', seq: head, move: legal[0] })).toMatchObject({
        code: 'not-seated',
      });
      expect((await api(app.url, 'GET', `/api/v1/tables/${id}`)).body.seq).toBe(head);

      clients.forEach((c, i) => autoplay(c, 1000 + i));
      const end = await spectator.next((m) => m.type === 'move' && m.result !== null, 60_000);
      const total = end.seq as number;

      // Every socket saw every move once, in order, each with its own view.
      for (const c of [...clients, spectator]) {
        const seqs = c.received.filter((m) => m.type === 'move').map((m) => m.seq);
        expect(seqs).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      }
      clients.forEach((c, seat) => {
        const acks = c.received.filter((m) => m.type === 'ack' && m.seq !== undefined).length;
        const own = c.received.filter((m) => m.type === 'move' && m.actor === seat).length;
        expect(acks).toBe(own);
      });

      // A seat that comes back resumes from the last seq it saw.
      const back = await Client.connect(app.wsUrl);
      const resumed = await back.hello(id, tokens[1], total - 3);
      expect(resumed).toMatchObject({ type: 'welcome', you: { seat: 1 }, seq: total });
      expect((resumed.history as Msg[]).map((h) => h.seq)).toEqual([total - 2, total - 1, total]);
      expect(await back.hello(id, tokens[1])).toMatchObject({ type: 'error', code: 'bad-request' });

      // The finished table downloads as a complete replay that replays to the same result.
      await until(() =>
        spectator.received.some(
          (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
        ),
      );
      const replay = await api(app.url, 'GET', `/api/v1/tables/${id}/replay`);
      const loaded = loadReplay(replay.body, GAME_MAP);
      expect(loaded.ok).toBe(true);
      if (loaded.ok) {
        expect(loaded.value.replay.moves.length).toBe(total);
        expect(loaded.value.result).toEqual(end.result);
      }
      for (const c of [...clients, spectator, back]) c.close();
    });
  });
}

describe('seats and chat', () => {
  it('refuses a wrong token, another protocol version, and chat from spectators', async () => {
    const { id, clients } = await seatedTable(app, 'into-the-blue', 2);
    const c = await Client.connect(app.wsUrl);
    expect(await c.hello(id, 'x'.repeat(43))).toMatchObject({ code: 'bad-token' });
    // Version 1, whose views carried the options, 2, whose moves carried whole views, and 3,
    // whose legal moves were a list of moves, and 4, whose welcome told only the view's lists
    // shorter: their clients must reload, not play on.
    for (const v of [1, 2, 3, 4, PROTOCOL_VERSION + 1]) {
      const old = await Client.connect(app.wsUrl);
      old.send({ type: 'hello', v, table: id });
      expect(await old.next((m) => m.type === 'error')).toMatchObject({
        code: 'protocol-version',
        params: { supported: PROTOCOL_VERSION },
      });
      await until(() => old.closed);
      expect(old.received.some((m) => m.type === 'welcome')).toBe(false);
    }
    const spectator = await Client.connect(app.wsUrl);
    await spectator.hello(id);
    expect(await spectator.request({ type: 'chat', text: 'hi' })).toMatchObject({
      code: 'not-seated',
    });
    const c0 = clients[0] as Client;
    expect(
      await c0.request({ type: 'chat', text: '  hello\u202e\u0000 <b>all</b> ' }),
    ).toMatchObject({ type: 'ack' });
    const line = await spectator.next((m) => m.type === 'chat');
    expect(line).toMatchObject({ seat: 0, name: 'Seat0', text: 'hello <b>all</b>' });
    const long = await c0.request({ type: 'chat', text: 'y'.repeat(600) });
    expect(long.type).toBe('ack');
    const bounded = await spectator.next(
      (m) => m.type === 'chat' && (m.text as string).startsWith('y'),
    );
    expect((bounded.text as string).length).toBe(500);
    const late = await Client.connect(app.wsUrl);
    expect(((await late.hello(id)).chat as Msg[]).map((m) => m.seat)).toEqual([0, 0]);
    for (const x of [c, spectator, late, ...clients]) x.close();
  });

  it('frees a seat left before the start and ends a two-seat game left during play', async () => {
    const { id, clients } = await seatedTable(app, 'into-the-blue', 2);
    const [c0, c1] = clients as [Client, Client];
    expect(await c1.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const freed = await api(app.url, 'GET', `/api/v1/tables/${id}`);
    expect(freed.body.seats[1]).toMatchObject({ taken: false, name: null });
    expect(await c0.request({ type: 'start' })).toMatchObject({
      code: 'seats-open',
      params: { open: 1 },
    });
    const again = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, {
      seat: 1,
      name: 'Back',
    });
    const c1b = await Client.connect(app.wsUrl);
    await c1b.hello(id, again.body.token);
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // Leaving during play at two seats is resigning, which ends the game: Back wins
    // (docs/rules-decisions.md; at more seats a bot plays on, tests/server/fair-play.test.ts).
    expect(await c0.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const end = await c1b.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished');
    expect((end.table as Msg).result).toMatchObject({ ranking: [2, 1], ended: 'resigned' });
    expect(((end.table as Msg).seats as Msg[])[0]).toMatchObject({ left: true });
    for (const x of [c0, c1, c1b]) x.close();
  });
});

describe('presence', () => {
  it('tells every socket which seats are connected, across reconnects', async () => {
    const created = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      name: 'Ana',
      seat: 0,
    });
    const id = created.body.table.id as string;
    const joined = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, { name: 'Bea' });
    const bea = joined.body.token as string;
    const presences = (c: Client, from = 0) =>
      c.received
        .slice(from)
        .filter((m) => m.type === 'presence')
        .map((m) => m.connected);

    // The bot's seat is always there; Bea's is not until she connects.
    const c0 = await Client.connect(app.wsUrl);
    expect(await c0.hello(id, created.body.token)).toMatchObject({
      connected: [true, false, true],
    });
    const spectator = await Client.connect(app.wsUrl);
    expect(await spectator.hello(id)).toMatchObject({ connected: [true, false, true] });
    // A spectator is nobody's seat: nothing changed, so nobody was told.
    expect(presences(c0)).toEqual([]);

    const c1 = await Client.connect(app.wsUrl);
    expect(await c1.hello(id, bea)).toMatchObject({ connected: [true, true, true] });
    for (const c of [c0, spectator]) {
      expect((await c.next((m) => m.type === 'presence')).connected).toEqual([true, true, true]);
    }

    // Bea opens a second socket (a second tab), then closes the first: she is still there.
    const from = c0.received.length;
    const c1b = await Client.connect(app.wsUrl);
    expect(await c1b.hello(id, bea)).toMatchObject({ connected: [true, true, true] });
    c1.close();
    await until(() => c1.closed);
    c0.send({ type: 'ping', ref: 'after-close' });
    await c0.next((m) => m.type === 'pong' && m.ref === 'after-close', 10_000, from);
    expect(presences(c0, from)).toEqual([]);
    // Both gone: away, told once.
    c1b.close();
    const away = await c0.next((m) => m.type === 'presence', 10_000, from);
    expect(presences(c0, from)).toEqual([[true, false, true]]);
    await spectator.next((m) => m.type === 'presence' && (m.connected as boolean[])[1] === false);

    // She reconnects with her token: back.
    const back = await Client.connect(app.wsUrl);
    expect(await back.hello(id, bea, 0)).toMatchObject({ connected: [true, true, true] });
    const again = await c0.next(
      (m) => m.type === 'presence',
      10_000,
      c0.received.indexOf(away) + 1,
    );
    expect(again.connected).toEqual([true, true, true]);

    // Leaving the seat (before the start it is freed) leaves her socket a spectator's: away.
    expect(await back.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const left = await c0.next(
      (m) => m.type === 'presence' && (m.connected as boolean[])[1] === false,
      10_000,
      c0.received.indexOf(again) + 1,
    );
    expect(left.connected).toEqual([true, false, true]);
    for (const c of [c0, spectator, back]) c.close();
  });
});
