import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  api,
  autoplay,
  Client,
  type Msg,
  startTestApp,
  type TestApp,
  until,
  usePostgres,
  useTestApp,
} from './helpers.js';
import { gatedWorker, openGate } from './bot-helpers.js';

// Two server instances on one PostgreSQL: LISTEN/NOTIFY hints, catch-up from the log, and the
// (table, seq) key deciding races.
const pgServer = usePostgres();
const a = useTestApp(() => ({ databaseUrl: pgServer.url }));
const b = useTestApp(() => ({ databaseUrl: pgServer.url }));

const moves = (c: Client) => c.received.filter((m) => m.type === 'move');

describe('two instances on one PostgreSQL', () => {
  it('serve the same table: moves through one reach clients of the other; races never both apply', async () => {
    const created = await api(a.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'OnA',
      seat: 0,
    });
    const id = created.body.table.id as string;
    // Joined through B: the seat shows on A too.
    const joined = await api(b.url, 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'OnB' });
    const tokens = [created.body.token as string, joined.body.token as string];
    const onA = [await Client.connect(a.wsUrl), await Client.connect(a.wsUrl)];
    const onB = [await Client.connect(b.wsUrl), await Client.connect(b.wsUrl)];
    for (const [seat, c] of onA.entries())
      expect((await c.hello(id, tokens[seat])).type).toBe('welcome');
    for (const [seat, c] of onB.entries())
      expect((await c.hello(id, tokens[seat])).type).toBe('welcome');
    const watchA = await Client.connect(a.wsUrl);
    const watchB = await Client.connect(b.wsUrl);
    await watchA.hello(id);
    await watchB.hello(id);

    expect(await (onB[0] as Client).request({ type: 'start' })).toMatchObject({ type: 'ack' });
    await watchA.next((m) => m.type === 'table' && (m.table as Msg).status === 'playing');

    // Races: the seat to move sends the same seq through both instances at once.
    let races = 0;
    while (races < 8) {
      const canMove = (c: Client) => ((c.latest()?.legal as unknown[]) ?? []).length > 0;
      await until(() => onA.some(canMove), 10_000, 'a turn');
      const seat = onA.findIndex(canMove);
      const ca = onA[seat] as Client;
      const cb = onB[seat] as Client;
      await until(() => cb.lastSeq() === ca.lastSeq(), 5000, 'both instances at the same seq');
      const seq = ca.lastSeq();
      const legal = ca.latest()?.legal as unknown[];
      const [ra, rb] = await Promise.all([
        ca.request({ type: 'move', seq, move: legal[0] }),
        cb.request({ type: 'move', seq, move: legal[legal.length - 1] }),
      ]);
      const outcomes = [ra.type, rb.type].sort();
      expect(outcomes).toEqual(['ack', 'error']);
      expect([ra, rb].find((r) => r.type === 'error')).toMatchObject({ code: 'stale' });
      races++;
    }

    // Then the game is played to its end by the sockets on A for seat 0 and on B for seat 1.
    autoplay(onA[0] as Client, 11);
    autoplay(onB[1] as Client, 12);
    const endA = await watchA.next((m) => m.type === 'move' && m.result !== null, 60_000);
    const endB = await watchB.next((m) => m.type === 'move' && m.result !== null, 60_000);
    expect(endB.seq).toBe(endA.seq);
    const total = endA.seq as number;
    for (const c of [watchA, watchB, ...onA, ...onB]) {
      expect(moves(c).map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
    // Both instances told the same story, move by move.
    expect(moves(watchB).map((m) => [m.actor, m.move])).toEqual(
      moves(watchA).map((m) => [m.actor, m.move]),
    );
    const [sa, sb] = [
      await api(a.url, 'GET', `/api/v1/tables/${id}`),
      await api(b.url, 'GET', `/api/v1/tables/${id}`),
    ];
    expect(sa.body.seq).toBe(total);
    expect(sb.body.seq).toBe(total);

    // Chat crosses instances too.
    expect(await (onB[1] as Client).request({ type: 'chat', text: 'gg' })).toMatchObject({
      type: 'ack',
    });
    expect(await watchA.next((m) => m.type === 'chat')).toMatchObject({ seat: 1, text: 'gg' });
    for (const c of [watchA, watchB, ...onA, ...onB]) c.close();
  }, 90_000);

  it('a client of one instance follows a bots-only table driven by the other to its end', async () => {
    // The driving instance's bots (stand-ins playing random moves) wait until the watcher on B
    // has its welcome: else, on a loaded machine, the game could end before B is asked for it,
    // and the watcher would see only its end (no move to follow).
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const x = await startTestApp({
      databaseUrl: pgServer.url,
      bots: { startWorker: gatedWorker(gate, { all: true, random: true, capMs: 120_000 }) },
    });
    try {
      const created = await api(x.url, 'POST', '/api/v1/tables', {
        game: 'into-the-blue',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'heuristic' },
        ],
      });
      expect(created.status).toBe(201);
      const id = created.body.table.id as string;
      const watch = await Client.connect(b.wsUrl);
      const welcome = await watch.hello(id);
      expect(welcome).toMatchObject({ type: 'welcome', table: { status: 'playing' } });
      openGate(gate);
      // States, not times: the last move, then the table's end, however long they take.
      const end = await watch.next((m) => m.type === 'move' && m.result !== null, 100_000);
      await watch.next(
        (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
        100_000,
      );
      // Every move from the welcome on, in order, the bots' included.
      const from = (welcome.table as Msg).seq as number;
      const seen = moves(watch);
      expect(seen.map((m) => m.seq)).toEqual(
        Array.from({ length: (end.seq as number) - from }, (_, i) => from + i + 1),
      );
      expect(seen.some((m) => typeof m.actor === 'number')).toBe(true);
      expect((await api(b.url, 'GET', `/api/v1/tables/${id}`)).body.status).toBe('finished');
      watch.close();
    } finally {
      openGate(gate);
      await x.stop();
    }
  }, 120_000);
});

/** Kills the connections that LISTEN for notices (every instance's), as an operator or a failing network would. */
async function killListeners(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const r = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    return r.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** A two-seat table with seat 0 held on `x` and seat 1 on `y`, started. */
async function splitTable(x: TestApp, y: TestApp) {
  const created = await api(x.url, 'POST', '/api/v1/tables', {
    game: 'into-the-blue',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'X',
    seat: 0,
  });
  const id = created.body.table.id as string;
  const joined = await api(y.url, 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'Y' });
  const onX = await Client.connect(x.wsUrl);
  const onY = await Client.connect(y.wsUrl);
  await onX.hello(id, created.body.token as string);
  await onY.hello(id, joined.body.token as string);
  expect(await onX.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  await onY.next((m) => m.type === 'table' && (m.table as Msg).status === 'playing');
  return { id, onX, onY };
}

/** Has the seat whose turn it is (by its own socket's view) move, through that socket. */
async function playOne(seats: Client[]): Promise<number> {
  const canMove = (c: Client) => ((c.latest()?.legal as unknown[]) ?? []).length > 0;
  await until(() => seats.some(canMove), 10_000, 'a turn');
  const c = seats.find(canMove) as Client;
  const seq = c.lastSeq();
  const r = await c.request({ type: 'move', seq, move: (c.latest()?.legal as unknown[])[0] });
  expect(r).toMatchObject({ type: 'ack' });
  return r.seq as number;
}

describe('instances that cannot go stale', () => {
  it('after the listen connection is killed, every table held catches up from the log', async () => {
    // No periodic catch-up here: what brings the table up to date is the reconnection alone.
    const x = await startTestApp({ databaseUrl: pgServer.url, catchUpMs: 0 });
    const y = await startTestApp({ databaseUrl: pgServer.url, catchUpMs: 0 });
    try {
      const { id, onX, onY } = await splitTable(x, y);
      await playOne([onX, onY]);
      await until(() => onX.lastSeq() === onY.lastSeq(), 5000, 'both at the same seq');
      expect(await killListeners(pgServer.url)).toBeGreaterThanOrEqual(2);
      // While nobody listens, y's seat moves: the hint for it is lost.
      const moved = [onX, onY].find((c) => ((c.latest()?.legal as unknown[]) ?? []).length > 0);
      const head = await playOne(moved === onX ? [onX] : [onY]);
      const behind = moved === onX ? onY : onX;
      const t0 = Date.now();
      await until(() => behind.lastSeq() >= head, 2000, 'the other instance to show the move');
      const caughtUpMs = Date.now() - t0;
      // And a fresh hello anywhere sees it, with notices flowing again for the next move.
      for (const app of [x, y]) {
        const fresh = await Client.connect(app.wsUrl);
        expect((await fresh.hello(id)).seq).toBeGreaterThanOrEqual(head);
        fresh.close();
      }
      const next = await playOne([onX, onY]);
      await until(() => onX.lastSeq() >= next && onY.lastSeq() >= next, 2000, 'the next move');
      expect(caughtUpMs).toBeLessThan(2000);
      for (const c of [onX, onY]) c.close();
    } finally {
      await x.stop();
      await y.stop();
    }
  }, 60_000);

  it('a hint lost silently is made up for by the periodic catch-up', async () => {
    const x = await startTestApp({ databaseUrl: pgServer.url, catchUpMs: 300 });
    const y = await startTestApp({ databaseUrl: pgServer.url, catchUpMs: 300 });
    try {
      const { id, onX, onY } = await splitTable(x, y);
      // x stops hearing any notice (as if each were lost on its way): only the catch-up is left.
      (x.storage as unknown as { handlers: unknown[] }).handlers.length = 0;
      for (let i = 0; i < 4; i++) {
        const head = await playOne([onX, onY]);
        await until(() => onX.lastSeq() >= head && onY.lastSeq() >= head, 3000, `move ${head}`);
      }
      // Chat and table changes too.
      expect(await onY.request({ type: 'chat', text: 'still there?' })).toMatchObject({
        type: 'ack',
      });
      await onX.next((m) => m.type === 'chat' && m.text === 'still there?', 3000);
      expect((await api(x.url, 'GET', `/api/v1/tables/${id}`)).body.seq).toBe(onY.lastSeq());
      for (const c of [onX, onY]) c.close();
    } finally {
      await x.stop();
      await y.stop();
    }
  }, 60_000);
});

describe('a seat given away while an instance was not listening', () => {
  it('leaves no socket of its old holder acting for it on that instance', async () => {
    const x = await startTestApp({ databaseUrl: pgServer.url, catchUpMs: 0 });
    const y = await startTestApp({ databaseUrl: pgServer.url, catchUpMs: 0 });
    const catchUp = (app: TestApp) =>
      (
        app.service as unknown as { instances: { catchUpAll(): Promise<void> } }
      ).instances.catchUpAll();
    try {
      const created = await api(x.url, 'POST', '/api/v1/tables', {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        name: 'X',
        seat: 0,
      });
      const id = created.body.table.id as string;
      const p = await api(x.url, 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'P' });
      const [pOnX, pOnY, onX] = [
        await Client.connect(x.wsUrl),
        await Client.connect(y.wsUrl),
        await Client.connect(x.wsUrl),
      ];
      await pOnX.hello(id, p.body.token as string);
      expect(await pOnY.hello(id, p.body.token as string)).toMatchObject({ you: { seat: 1 } });
      await onX.hello(id, created.body.token as string);
      // y hears nothing more: what it learns, it learns in one catch-up.
      (y.storage as unknown as { handlers: unknown[] }).handlers.length = 0;
      expect(await pOnX.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
      const q = await api(x.url, 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'Q' });
      expect(q.status).toBe(200);
      await catchUp(y);
      // On y the seat went from P's token straight to Q's, never free in between.
      expect(await pOnY.request({ type: 'chat', text: 'still mine?' })).toMatchObject({
        type: 'error',
        code: 'not-seated',
      });
      const qOnX = await Client.connect(x.wsUrl);
      await qOnX.hello(id, q.body.token as string);
      expect(await onX.request({ type: 'start' })).toMatchObject({ type: 'ack' });
      await catchUp(y);
      const canMove = (c: Client) => ((c.latest()?.legal as unknown[]) ?? []).length > 0;
      // X plays until seat 1's turn comes.
      for (let turns = 0; !canMove(qOnX); turns++) {
        await until(() => canMove(qOnX) || canMove(onX), 10_000, 'a turn');
        if (canMove(qOnX)) break;
        expect(turns).toBeLessThan(20);
        const seq = onX.lastSeq();
        const move = (onX.latest()?.legal as unknown[])[0];
        expect(await onX.request({ type: 'move', seq, move })).toMatchObject({ type: 'ack' });
      }
      await catchUp(y);
      // P's socket on y never gets seat 1's choices, and its move is refused.
      expect(
        pOnY.received
          .filter((m) => m.type === 'move')
          .every((m) => !m.legal || (m.legal as unknown[]).length === 0),
      ).toBe(true);
      const seq = qOnX.lastSeq();
      const move = (qOnX.latest()?.legal as unknown[])[0];
      expect(await pOnY.request({ type: 'move', seq, move })).toMatchObject({
        type: 'error',
        code: 'not-seated',
      });
      expect(await qOnX.request({ type: 'move', seq, move })).toMatchObject({ type: 'ack' });
      for (const c of [pOnX, pOnY, onX, qOnX]) c.close();
    } finally {
      await x.stop();
      await y.stop();
    }
  }, 60_000);
});
