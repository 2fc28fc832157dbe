import { describe, expect, it } from 'vitest';
import {
  api,
  autoplay,
  Client,
  type Msg,
  seatedTable,
  sleep,
  type TestApp,
  until,
  usePostgres,
  useTestApp,
} from './helpers.js';

// Online manners the server decides: a rematch made once for everyone at a finished table, and a
// bot for a player who went away from an untimed table, at the others' request.

const REPLACE_AFTER_MS = 400;
const REMATCH_HOLD_MS = 3000;
const pgServer = usePostgres();
const sqlite = useTestApp({ replaceAfterMs: REPLACE_AFTER_MS, rematchHoldMs: REMATCH_HOLD_MS });
const pgA = useTestApp(() => ({ databaseUrl: pgServer.url }));
const pgB = useTestApp(() => ({ databaseUrl: pgServer.url }));

const summaryOf = (m: Msg) => m.table as Msg;

/** A table of two people and a bot, played to its end by random moves. */
async function finishedTable(app: TestApp) {
  const t = await seatedTable(app, 'into-the-blue', 2, {
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
    timeControl: { kind: 'async', perMoveMs: 3_600_000 },
  });
  const [c0, c1] = t.clients as [Client, Client];
  // Not yet over: no rematch.
  const early = await api(app.url, 'POST', `/api/v1/tables/${t.id}/rematch`, {}, t.tokens[0]);
  expect(early).toMatchObject({ status: 409, body: { error: { code: 'table-not-finished' } } });
  expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  autoplay(c0, 1);
  autoplay(c1, 2);
  await c0.next((m) => m.type === 'table' && summaryOf(m).status === 'finished', 60_000);
  return { ...t, c0, c1 };
}

describe('rematch', () => {
  it('makes one follow-up table, tells everyone, and seats each player where they sat', async () => {
    const { id, tokens, c0, c1 } = await finishedTable(sqlite);
    const watcher = await Client.connect(sqlite.wsUrl);
    await watcher.hello(id);

    // Only a seat's token asks, in the Authorization header.
    expect(await api(sqlite.url, 'POST', `/api/v1/tables/${id}/rematch`, {})).toMatchObject({
      status: 403,
      body: { error: { code: 'not-seated' } },
    });
    expect(
      await api(sqlite.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, 'x'.repeat(43)),
    ).toMatchObject({ status: 403, body: { error: { code: 'bad-token' } } });

    // Seat 1 asks first, seat 0 at the same time: one table, each in their own seat.
    const [r1, r0] = await Promise.all([
      api(sqlite.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[1]),
      api(sqlite.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[0]),
    ]);
    expect(r1.status).toBe(201);
    expect(r0.status).toBe(201);
    const next = r1.body.table.id as string;
    expect(r0.body.table.id).toBe(next);
    expect(next).not.toBe(id);
    expect([r0.body.seat, r1.body.seat]).toEqual([0, 1]);
    expect(r0.body.link).toBe(`/t/${next}`);
    expect(r0.body.token).not.toBe(tokens[0]);

    // Everyone at the finished table is told, spectators included.
    for (const c of [c0, c1, watcher]) {
      await c.next((m) => m.type === 'table' && summaryOf(m).rematch === next);
    }
    const old = await api(sqlite.url, 'GET', `/api/v1/tables/${id}`);
    expect(old.body.rematch).toBe(next);

    // The same game, options, clock and bot; names carried over; not listed in the lobby.
    const fresh = await api(sqlite.url, 'GET', `/api/v1/tables/${next}`);
    expect(fresh.body).toMatchObject({
      game: 'into-the-blue',
      status: 'open',
      options: old.body.options,
      timeControl: { kind: 'async', perMoveMs: 3_600_000 },
      rematch: null,
    });
    expect((fresh.body.seats as Msg[]).map((s) => [s.kind, s.name, s.taken, s.bot])).toEqual([
      ['human', 'Seat0', true, null],
      ['human', 'Seat1', true, null],
      ['bot', 'random', true, 'random'],
    ]);
    const listed = await api(sqlite.url, 'GET', '/api/v1/tables?status=open');
    expect((listed.body.tables as Msg[]).some((t) => t.id === next)).toBe(false);

    // Asking again (another tab, another device) finds the same seat, not a second one.
    const again = await api(sqlite.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[0]);
    expect(again).toMatchObject({ status: 201, body: { seat: 0, token: r0.body.token } });
    // Someone else's token of the new table is no rematch token: the seat left to others is
    // none, so a stranger's join is refused; the new table starts as any other.
    const stranger = await api(sqlite.url, 'POST', `/api/v1/tables/${next}/join`, { name: 'Zoe' });
    expect(stranger).toMatchObject({ status: 409, body: { error: { code: 'seat-taken' } } });
    const n0 = await Client.connect(sqlite.wsUrl);
    expect(await n0.hello(next, r0.body.token as string)).toMatchObject({
      type: 'welcome',
      you: { seat: 0, name: 'Seat0' },
    });
    expect(await n0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    for (const c of [c0, c1, watcher, n0]) c.close();
  }, 90_000);

  it('keeps each person’s seat for them a while: a spectator cannot take it, then anyone may', async () => {
    const { id, tokens, c0, c1 } = await finishedTable(sqlite);
    const r0 = await api(sqlite.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[0]);
    expect(r0).toMatchObject({ status: 201, body: { seat: 0 } });
    const next = r0.body.table.id as string;
    // Seat 1 is kept for Seat1, under their name; seat 0 is taken by its player, the bot's by it.
    const fresh = await api(sqlite.url, 'GET', `/api/v1/tables/${next}`);
    // (`held` is told only when true.)
    expect((fresh.body.seats as Msg[]).map((s) => [s.name, s.taken, s.held])).toEqual([
      ['Seat0', true, undefined],
      ['Seat1', true, true],
      ['random', true, undefined],
    ]);
    // Someone who watched the finished table (and so saw the rematch's link) cannot take it.
    const zoe = { name: 'Zoe' };
    expect(await api(sqlite.url, 'POST', `/api/v1/tables/${next}/join`, zoe)).toMatchObject({
      status: 409,
      body: { error: { code: 'seat-taken' } },
    });
    expect(
      await api(sqlite.url, 'POST', `/api/v1/tables/${next}/join`, { ...zoe, seat: 1 }),
    ).toMatchObject({ status: 409, body: { error: { code: 'seat-held', params: { seat: 1 } } } });
    // Whoever waits at the new table is told when the hold ends: the seat is open to anyone.
    const n0 = await Client.connect(sqlite.wsUrl);
    await n0.hello(next, r0.body.token as string);
    const opened = await n0.next(
      (m) => m.type === 'table' && (summaryOf(m).seats as Msg[])[1]?.taken === false,
      REMATCH_HOLD_MS + 5000,
    );
    expect((summaryOf(opened).seats as Msg[])[1]).toMatchObject({ name: 'Seat1' });
    expect((summaryOf(opened).seats as Msg[])[1]).not.toHaveProperty('held');
    const joined = await api(sqlite.url, 'POST', `/api/v1/tables/${next}/join`, zoe);
    expect(joined).toMatchObject({ status: 200, body: { seat: 1 } });
    // Its player, too late, finds no seat left, and is told so.
    expect(
      await api(sqlite.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[1]),
    ).toMatchObject({ status: 409, body: { error: { code: 'seat-taken' } } });
    for (const c of [c0, c1, n0]) c.close();
  }, 90_000);

  it('is made once when two instances on one PostgreSQL are asked at the same moment', async () => {
    const { id, tokens, c0, c1 } = await finishedTable(pgA);
    const onB = await Client.connect(pgB.wsUrl);
    await onB.hello(id);
    const [r0, r1] = await Promise.all([
      api(pgA.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[0]),
      api(pgB.url, 'POST', `/api/v1/tables/${id}/rematch`, {}, tokens[1]),
    ]);
    expect([r0.status, r1.status]).toEqual([201, 201]);
    expect(r0.body.table.id).toBe(r1.body.table.id);
    expect([r0.body.seat, r1.body.seat]).toEqual([0, 1]);
    // A client of either instance learns the follow-up table.
    await onB.next((m) => m.type === 'table' && summaryOf(m).rematch === r0.body.table.id);
    await c0.next((m) => m.type === 'table' && summaryOf(m).rematch === r0.body.table.id);
    for (const c of [c0, c1, onB]) c.close();
  }, 90_000);
});

describe('an absent player replaced by a bot', () => {
  /** A started untimed table of two people, waiting for the person at `toMove`. */
  async function started(timeControl?: unknown) {
    const t = await seatedTable(sqlite, 'into-the-blue', 2, timeControl ? { timeControl } : {});
    const [c0, c1] = t.clients as [Client, Client];
    expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await until(
      () => ((c0.latest()?.toMove as unknown[]) ?? []).some((a) => typeof a === 'number'),
      10_000,
      'a person to move',
    );
    const toMove = (c0.latest()?.toMove as number[])[0] as number;
    return { ...t, c0, c1, toMove };
  }

  it('is refused while they are here, not awaited, or not away long enough; then a bot plays', async () => {
    const { id, tokens, clients, toMove } = await started();
    const absent = clients[toMove] as Client;
    const other = clients[1 - toMove] as Client;
    const welcome = other.received.find((m) => m.type === 'welcome') as Msg;
    expect(welcome.replaceAfterMs).toBe(REPLACE_AFTER_MS);
    // `awaySince` only while someone is away (the other may not have said hello yet): then one
    // entry per seat, null for those here.
    const here = welcome.connected as boolean[];
    expect(here).toHaveLength(2);
    if (here.every(Boolean)) expect(welcome).not.toHaveProperty('awaySince');
    else expect((welcome.awaySince as unknown[]).map((since) => since === null)).toEqual(here);

    expect(await other.request({ type: 'replace', seat: toMove })).toMatchObject({
      type: 'error',
      code: 'player-here',
      params: { seat: toMove },
    });
    expect(await other.request({ type: 'replace', seat: 1 - toMove })).toMatchObject({
      type: 'error',
      code: 'not-awaited',
    });
    expect(await other.request({ type: 'replace', seat: 7 })).toMatchObject({
      type: 'error',
      code: 'bad-seat',
    });
    const watcher = await Client.connect(sqlite.wsUrl);
    await watcher.hello(id);
    expect(await watcher.request({ type: 'replace', seat: toMove })).toMatchObject({
      type: 'error',
      code: 'not-seated',
    });

    // They go: everyone sees since when.
    const from = other.received.length;
    absent.close();
    const gone = await other.next(
      (m) => m.type === 'presence' && (m.connected as boolean[])[toMove] === false,
      5000,
      from,
    );
    const since = (gone.awaySince as (number | null)[])[toMove] as number;
    expect(since).toBeGreaterThan(0);
    expect((gone.awaySince as (number | null)[])[1 - toMove]).toBeNull();
    const early = await other.request({ type: 'replace', seat: toMove });
    if (Date.now() < since + REPLACE_AFTER_MS - 50) {
      expect(early).toMatchObject({ type: 'error', code: 'away-too-short' });
      expect((early.params as Msg).retryS).toBeGreaterThanOrEqual(1);
    }
    await sleep(REPLACE_AFTER_MS + 50);
    expect(await other.request({ type: 'replace', seat: toMove })).toMatchObject({ type: 'ack' });
    await watcher.next(
      (m) => m.type === 'table' && (summaryOf(m).seats as Msg[])[toMove]?.zombie === true,
    );
    // The bot plays for them, and the game goes on.
    await watcher.next((m) => m.type === 'move' && m.actor === toMove, 10_000);

    // Back with the token: the seat is theirs again.
    const back = await Client.connect(sqlite.wsUrl);
    expect(await back.hello(id, tokens[toMove])).toMatchObject({
      type: 'welcome',
      you: { seat: toMove },
    });
    const summary = await api(sqlite.url, 'GET', `/api/v1/tables/${id}`);
    expect(summary.body.seats[toMove]).not.toHaveProperty('zombie');
    for (const c of [other, watcher, back]) c.close();
  }, 60_000);

  it('is left to the clock at a timed table', async () => {
    const { clients, toMove } = await started({ kind: 'async', perMoveMs: 3_600_000 });
    (clients[toMove] as Client).close();
    await sleep(REPLACE_AFTER_MS + 50);
    const other = clients[1 - toMove] as Client;
    expect(await other.request({ type: 'replace', seat: toMove })).toMatchObject({
      type: 'error',
      code: 'replace-timed',
    });
    other.close();
  });

  it('tells whose turn it is in the table summary', async () => {
    const { id, clients, toMove } = await started();
    const summary = await api(sqlite.url, 'GET', `/api/v1/tables/${id}`);
    expect(summary.body.toMove).toEqual([toMove]);
    for (const c of clients) c.close();
  });
});
