import { describe, expect, it } from 'vitest';
import { RECLAIM_GRACE_MS, SOCKETS_PER_SEAT } from '../../src/server/tables/service.js';
import {
  api,
  autoplay,
  Client,
  type Msg,
  sleep,
  type TestApp,
  until,
  useTestApp,
} from './helpers.js';

// Absence is not help: leaving does not fetch a bot's move or a fuller clock, and whoever leaves
// ranks last. And the seat's token, the chat's limits and failed writes, each as a player or an
// attacker meets them.

const app = useTestApp();
/** Small chat quotas, no rate: the quotas alone are what refuses. */
const quotas = useTestApp({
  chatLimits: { perSeatRate: 0, perSeatBurst: 0, perSeatPerDay: 6, perTablePerDay: 9 },
});

const LIVE_MS = 10_000;
const seatsOf = (m: Msg) => ((m.table as Msg).seats as Msg[]) ?? [];
const remaining = (m: Msg, seat: number) => ((m.clock as Msg).remainingMs as number[])[seat] ?? 0;
const pick = (cs: readonly Client[], i: number) => cs[i] as Client;
/** The seat a client's latest position waits for (a person's, not chance). */
const awaited = (c: Client) =>
  ((c.latest()?.toMove as unknown[]) ?? []).find((a): a is number => typeof a === 'number');

/**
 * People at Into the Blue with a live clock, started, at the first person's turn: three by
 * default, for whom resigning is not the end (at two it is: docs/rules-decisions.md).
 */
async function liveTable(target: TestApp = app, initialMs = LIVE_MS, people = 3) {
  const created = await target.service.create({
    game: 'into-the-blue',
    seats: Array.from({ length: people }, () => ({ kind: 'human' as const })),
    name: 'Ana',
    seat: 0,
    timeControl: { kind: 'live', initialMs, incrementMs: 0 },
  });
  const id = created.table.id as string;
  const tokens = [created.token as string];
  for (let seat = 1; seat < people; seat++)
    tokens.push((await target.service.join(id, seat, `P${seat}`)).token);
  const clients: Client[] = [];
  for (const token of tokens) {
    const c = await Client.connect(target.wsUrl);
    await c.hello(id, token);
    clients.push(c);
  }
  expect(await clients[0]?.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  await until(() => awaited(clients[0] as Client) !== undefined, 5000, 'a person to move');
  return { id, tokens, clients: clients as [Client, Client, ...Client[]] };
}

describe('absence is not help', () => {
  it('leaving in the middle of one’s turn fetches no bot move, and coming back no time', async () => {
    const { id, tokens, clients } = await liveTable();
    const seat = awaited(clients[0]) as number;
    const mine = pick(clients, seat) as Client;
    const other = pick(clients, (seat + 1) % 3) as Client;
    expect(await mine.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const told = await other.next((m) => m.type === 'table' && seatsOf(m)[seat]?.left === true);
    // Resigned, but the turn is not the bot's: nobody plays it, and the clock keeps running.
    expect(seatsOf(told)[seat]).not.toHaveProperty('zombie');
    await sleep(700);
    expect(other.received.some((m) => m.type === 'move' && m.actor === seat)).toBe(false);
    mine.close();
    const back = await Client.connect(app.wsUrl);
    const w = await back.hello(id, tokens[seat]);
    expect(w).toMatchObject({ type: 'welcome', you: { seat } });
    expect((w.clock as Msg).running).toBe(seat);
    // What was left, less the time gone: never the 60 s a reclaim gave to any clock.
    expect(remaining(w, seat)).toBeLessThanOrEqual(LIVE_MS - 700);
    back.close();
    for (const c of clients) c.close();
  });

  it('the turn of one who resigned in it goes to a bot when another player asks, clock or not', async () => {
    const { clients } = await liveTable();
    const seat = awaited(clients[0]) as number;
    const other = pick(clients, (seat + 1) % 3);
    // Not before they resign: the clock decides at a timed table.
    expect(await other.request({ type: 'replace', seat })).toMatchObject({
      code: 'replace-timed',
    });
    expect(await pick(clients, seat).request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    expect(await other.request({ type: 'replace', seat })).toMatchObject({ type: 'ack' });
    await other.next((m) => m.type === 'move' && m.actor === seat, 20_000);
    for (const c of clients) c.close();
  });

  it('a seat left between turns is played by a bot, and comes back with the time it had', async () => {
    const { id, tokens, clients } = await liveTable();
    const seat = awaited(clients[0]) as number;
    const leaver = (seat + 1) % 3;
    const before = remaining(pick(clients, leaver).latest() as Msg, leaver);
    expect(await pick(clients, leaver).request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const told = await pick(clients, seat).next(
      (m) => m.type === 'table' && seatsOf(m)[leaver]?.zombie === true,
    );
    expect(seatsOf(told)[leaver]?.left).toBe(true);
    // The others play on; when the leaver's turn comes, the bot plays it.
    clients.forEach((c, i) => (i === leaver ? null : autoplay(c, 7 + i)));
    await pick(clients, seat).next((m) => m.type === 'move' && m.actor === leaver, 20_000);
    pick(clients, leaver).close();
    const back = await Client.connect(app.wsUrl);
    const w = await back.hello(id, tokens[leaver]);
    expect(w).toMatchObject({ type: 'welcome', you: { seat: leaver } });
    expect(remaining(w, leaver)).toBeLessThanOrEqual(before);
    expect(remaining(w, leaver)).toBeLessThan(RECLAIM_GRACE_MS);
    back.close();
    for (const c of clients) c.close();
  });

  it('a clock that ran out comes back with the grace time', async () => {
    const { id, tokens, clients } = await liveTable(app, 800, 2);
    const seat = awaited(clients[0]) as number;
    await pick(clients, 1 - seat).next((m) => m.type === 'move' && m.actor === seat, 10_000);
    pick(clients, seat).close();
    const back = await Client.connect(app.wsUrl);
    const w = await back.hello(id, tokens[seat]);
    const left = remaining(w, seat);
    expect(left).toBeLessThanOrEqual(RECLAIM_GRACE_MS);
    expect(left).toBeGreaterThan(RECLAIM_GRACE_MS - 5000);
    back.close();
    pick(clients, 1 - seat).close();
  });

  it('resigning at two seats ends the game at once, the other seat first', async () => {
    const { id, clients } = await liveTable(app, LIVE_MS, 2);
    const seat = awaited(clients[0]) as number;
    const other = pick(clients, 1 - seat);
    expect(await pick(clients, seat).request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const end = await other.next(
      (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
    );
    const result = (end.table as Msg).result as Msg;
    const ranking = seat === 0 ? [2, 1] : [1, 2];
    expect(result).toMatchObject({ ranking, forfeited: [seat], ended: 'resigned' });
    expect(result.forfeitWhy).toEqual(seat === 0 ? ['resigned', null] : [null, 'resigned']);
    // Over: no bot plays on, nobody may move, and the replay and the summary say the same.
    expect(await other.request({ type: 'move', seq: other.lastSeq(), move: null })).toMatchObject({
      code: 'game-over',
    });
    const replay = await api(app.url, 'GET', `/api/v1/tables/${id}/replay`);
    expect(replay.body.meta.result).toEqual(result);
    expect((await api(app.url, 'GET', `/api/v1/tables/${id}`)).body.result).toEqual(result);
    for (const c of clients) c.close();
  });

  it('whoever resigned ranks last, and the result, the replay and every client say a bot played', async () => {
    const created = await app.service.create({
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
      name: 'Claire',
      seat: 0,
      timeControl: { kind: 'live', initialMs: 300, incrementMs: 0 },
    });
    const id = created.table.id as string;
    const claire = await Client.connect(app.wsUrl);
    await claire.hello(id, created.token);
    const watcher = await Client.connect(app.wsUrl);
    await watcher.hello(id);
    expect(await claire.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    // Claire resigns; the strongest bot plays her seat (at once, or when her clock runs out),
    // against the random bots: whatever the scores, the game is not hers.
    expect(await claire.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    const end = await watcher.next(
      (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
      60_000,
    );
    const result = (end.table as Msg).result as Msg;
    expect(result.forfeited).toEqual([0]);
    expect(result.forfeitWhy).toEqual(['resigned', null, null]);
    expect((result.ranking as number[])[0]).toBe(3);
    expect((result.botMoves as number[])[0]).toBeGreaterThan(0);
    expect((result.botMoves as number[])[1]).toBe(0);
    // The last move told everyone the same result.
    const last = [...watcher.received].reverse().find((m) => m.type === 'move') as Msg;
    expect(last.result).toEqual(result);
    const replay = await api(app.url, 'GET', `/api/v1/tables/${id}/replay`);
    expect(replay.body.meta.result).toEqual(result);
    expect((await api(app.url, 'GET', `/api/v1/tables/${id}`)).body.result).toEqual(result);
    claire.close();
    watcher.close();
  }, 90_000);
});

describe('chat', () => {
  it('limits each seat and the table per day, whatever the number of sockets', async () => {
    const { clients, tokens, id } = await liveTable(quotas, 600_000);
    // Seat 0 on three sockets: the quota is the seat's, not each socket's.
    const more = [await Client.connect(quotas.wsUrl), await Client.connect(quotas.wsUrl)];
    for (const c of more) await c.hello(id, tokens[0]);
    const zero = [clients[0], ...more];
    const said: Msg[] = [];
    for (let i = 0; i < 8; i++)
      said.push(await (zero[i % 3] as Client).request({ type: 'chat', text: `a${i}` }));
    expect(said.filter((m) => m.type === 'ack').length).toBe(6);
    expect(said.slice(6)).toMatchObject([
      { type: 'error', code: 'chat-quota', params: { max: 6 } },
      { type: 'error', code: 'chat-quota', params: { max: 6 } },
    ]);
    // The table's quota (9) leaves seat 1 three lines.
    const one: Msg[] = [];
    for (let i = 0; i < 4; i++) one.push(await clients[1].request({ type: 'chat', text: `b${i}` }));
    expect(one.map((m) => m.code ?? m.type)).toEqual(['ack', 'ack', 'ack', 'table-chat-quota']);
    for (const c of [...clients, ...more]) c.close();
  });

  it('limits a seat’s rate, and the sockets one token may hold', async () => {
    const { clients, tokens, id } = await liveTable(app, 600_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => clients[0].request({ type: 'chat', text: `hi ${i}` })),
    );
    expect(answers.filter((m) => m.type === 'ack').length).toBe(5);
    expect(answers.find((m) => m.type === 'error')).toMatchObject({ code: 'rate-limited' });
    const extra: Client[] = [];
    for (let i = 1; i < SOCKETS_PER_SEAT; i++) {
      const c = await Client.connect(app.wsUrl);
      expect(await c.hello(id, tokens[0])).toMatchObject({ type: 'welcome' });
      extra.push(c);
    }
    const one = await Client.connect(app.wsUrl);
    expect(await one.hello(id, tokens[0])).toMatchObject({
      type: 'error',
      code: 'seat-sockets',
      params: { max: SOCKETS_PER_SEAT },
    });
    // One closed, one more may come.
    extra.pop()?.close();
    await sleep(200);
    expect(await one.hello(id, tokens[0])).toMatchObject({ type: 'welcome' });
    for (const c of [...clients, ...extra, one]) c.close();
  });
});

describe('failed writes', () => {
  it('chat and table creation say `storage`, /healthz says so, and both recover', async () => {
    const { clients } = await liveTable(app, 600_000);
    const storage = app.storage as unknown as Record<string, unknown>;
    const [addChat, createTable] = [storage.addChat, storage.createTable];
    const full = () => Promise.reject(new Error('SQLITE_FULL: database or disk is full'));
    storage.addChat = full;
    storage.createTable = full;
    try {
      expect(await clients[0].request({ type: 'chat', text: 'hello?' })).toMatchObject({
        type: 'error',
        code: 'storage',
      });
      const created = await api(app.url, 'POST', '/api/v1/tables', {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      expect(created).toMatchObject({ status: 503, body: { error: { code: 'storage' } } });
      expect(await api(app.url, 'GET', '/healthz')).toMatchObject({
        status: 503,
        body: { ok: false, writes: 'failing' },
      });
    } finally {
      storage.addChat = addChat;
      storage.createTable = createTable;
    }
    expect(await clients[0].request({ type: 'chat', text: 'back' })).toMatchObject({
      type: 'ack',
    });
    expect(await api(app.url, 'GET', '/healthz')).toMatchObject({ status: 200 });
    for (const c of clients) c.close();
  });

  it('a table whose "finished" could not be written is written again', async () => {
    const storage = app.storage as unknown as Record<string, unknown>;
    const update = storage.updateTable as (r: Msg, v: number) => Promise<boolean>;
    let refused = 0;
    storage.updateTable = (r: Msg, v: number) => {
      if (r.status === 'finished' && refused === 0) {
        refused++;
        return Promise.reject(new Error('SQLITE_FULL: database or disk is full'));
      }
      return update.call(app.storage, r, v);
    };
    try {
      const created = await app.service.create({
        game: 'into-the-blue',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
      });
      const id = created.table.id as string;
      await until(() => refused === 1, 30_000, 'the finishing write to fail');
      let status = '';
      for (let tries = 0; tries < 100 && status !== 'finished'; tries++) {
        await sleep(100);
        status = (await api(app.url, 'GET', `/api/v1/tables/${id}`)).body.status as string;
      }
      expect(status).toBe('finished');
    } finally {
      storage.updateTable = update;
    }
  });
});

describe('rematch', () => {
  it('asked twice at once by one person, gives that person one seat, twice', async () => {
    const created = await app.service.create({
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      name: 'Ana',
      seat: 0,
    });
    const id = created.table.id as string;
    const ana = await Client.connect(app.wsUrl);
    await ana.hello(id, created.token);
    expect(await ana.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    autoplay(ana, 3);
    await ana.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished', 60_000);
    const ask = () => api(app.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, created.token);
    const [a, b] = await Promise.all([ask(), ask()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toMatchObject({ table: { id: a.body.table.id }, seat: 0, token: a.body.token });
    ana.close();
  }, 90_000);
});
