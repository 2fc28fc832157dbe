import { describe, expect, it } from 'vitest';
import { call, fresh, signUp } from './account-calls.js';
import { usePostgres, useTestApp, until, sleep, type TestApp } from './helpers.js';

// Play now (issue 42): a player asking for a game and a pace is seated at a waiting table of it
// or at a new one; rated requests meet ratings within a widening range; bots fill the table past
// the wait; two instances over one PostgreSQL seat two players at one table.

// A second of waiting is 100 ms here: bots come after 3 s for "30 s", the range widens by a step
// every 0.5 s. A page unheard for 3 s is gone.
const playNow = { secondMs: 100, expireMs: 3000, waitsPerSecond: 0 };
const pgServer = usePostgres();
const sqlite = useTestApp({ playNow });
const pg = useTestApp(() => ({ databaseUrl: pgServer.url, playNow }));
const pg2 = useTestApp(() => ({ databaseUrl: pgServer.url, playNow }));

let n = 0;
/** A device id of its own for each anonymous player. */
const device = () => `device-${Date.now().toString(36)}-${++n}`.padEnd(16, 'x');

interface Ask {
  readonly pace?: string;
  readonly rated?: boolean;
  readonly botAfter?: number | null;
  readonly session?: string;
  readonly players?: number;
}

const ask = (app: TestApp, a: Ask = {}) =>
  call(
    app,
    'POST',
    '/api/v1/play-now',
    {
      game: 'into-the-blue',
      pace: a.pace ?? 's:0',
      botAfter: a.botAfter === undefined ? null : a.botAfter,
      ...(a.players ? { players: a.players } : {}),
      ...(a.rated ? { rated: true } : {}),
      ...(a.session ? {} : { name: `P${++n}`, device: device() }),
    },
    a.session ? { session: a.session } : {},
  );

const wait = (app: TestApp, request: string) =>
  call(app, 'POST', '/api/v1/play-now/wait', { request });
const summary = async (app: TestApp, id: string) =>
  (await call(app, 'GET', `/api/v1/tables/${id}`)).body;

/** Keeps polling a request in the background (a page that stays open); stop() ends it. */
function keepPolling(app: TestApp, request: string) {
  const answers: Record<string, any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  let on = true;
  const loop = (async () => {
    while (on) {
      answers.push((await wait(app, request)).body);
      await sleep(50);
    }
  })();
  return {
    answers,
    last: () => answers[answers.length - 1],
    async stop() {
      on = false;
      await loop;
    },
  };
}

describe.each([
  ['SQLite', () => [sqlite, sqlite] as const, 's:30'],
  ['two instances over PostgreSQL', () => [pg, pg2] as const, 's:60'],
])('Play now on %s', (_, apps, pace) => {
  it('seats two players asking at once at one table, which starts', async () => {
    const [a, b] = apps();
    for (const round of [1, 2, 3]) {
      const [x, y] = await Promise.all([ask(a, { pace }), ask(b, { pace })]);
      expect([x.status, y.status], `round ${round}`).toEqual([201, 201]);
      expect(x.body.table).toBe(y.body.table);
      expect(new Set([x.body.seat, y.body.seat])).toEqual(new Set([0, 1]));
      expect(x.body.token).not.toBe(y.body.token);
      // The second seated started it; the first learns it on its next poll.
      const first = x.body.state === 'started' ? y : x;
      expect((await wait(first === x ? a : b, first.body.request)).body).toMatchObject({
        state: 'started',
        table: x.body.table,
      });
      expect(await summary(a, x.body.table)).toMatchObject({ status: 'playing' });
    }
  });

  it('fills a lone player’s table with a bot past the wait, and starts it', async () => {
    const [a] = apps();
    const x = await ask(a, { pace: 'h:12', botAfter: 30 });
    expect(x.body).toMatchObject({ state: 'waiting', seat: 0 });
    // Listed in the lobby while it waits.
    const open = (await call(a, 'GET', '/api/v1/tables?status=open')).body.tables as {
      id: string;
    }[];
    expect(open.map((t) => t.id)).toContain(x.body.table);
    const poll = keepPolling(a, x.body.request);
    await until(() => poll.last()?.state === 'started', 30_000, 'the bots');
    await poll.stop();
    const t = await summary(a, x.body.table);
    expect(t.status).toBe('playing');
    expect(t.seats[1]).toMatchObject({ kind: 'bot', bot: 'heuristic' });
  });

  it('cancels: the seat is freed and the table leaves the lobby', async () => {
    const [a, b] = apps();
    const x = await ask(a, { pace: 'h:72' });
    const cancelled = await call(b, 'POST', '/api/v1/play-now/cancel', {
      request: x.body.request,
    });
    expect(cancelled.body).toMatchObject({ state: 'cancelled', table: x.body.table });
    expect((await wait(a, x.body.request)).body.state).toBe('cancelled');
    // Cancelled on the other instance: this one hears of it by a notice, a moment later.
    let seat: unknown;
    let open: string[] = [x.body.table];
    for (const end = Date.now() + 30_000; Date.now() < end; await sleep(25)) {
      seat = (await summary(a, x.body.table)).seats[0];
      const tables = (await call(a, 'GET', '/api/v1/tables?status=open')).body.tables;
      open = (tables as { id: string }[]).map((t) => t.id);
      if ((seat as { taken: boolean }).taken === false && !open.includes(x.body.table)) break;
    }
    expect(seat).toMatchObject({ taken: false });
    expect(open).not.toContain(x.body.table);
    // The next asker opens a table of their own: nobody waits at that one.
    const y = await ask(b, { pace: 'h:72' });
    expect(y.body.table).not.toBe(x.body.table);
    await call(b, 'POST', '/api/v1/play-now/cancel', { request: y.body.request });
  });
});

describe('Play now on one server', () => {
  it('matches rated players within a range that widens with the wait', async () => {
    const names = [fresh('Hi'), fresh('Lo')];
    const [hi, lo] = (await Promise.all(names.map((name) => signUp(sqlite, name)))).map(
      (r) => r.cookie as string,
    ) as [string, string];
    const ids = await Promise.all(
      [hi, lo].map(
        async (s) =>
          (await call(sqlite, 'GET', '/api/v1/account', undefined, { session: s })).body.account
            .id as string,
      ),
    );
    // One rated game apart: about 1,660 and 1,340, too far for the first range (±100).
    await sqlite.storage.ratings.rate({
      table: `fake-${names[0]}`,
      game: 'into-the-blue',
      at: Date.now(),
      seats: [
        { account: ids[0] as string, place: 1 },
        { account: ids[1] as string, place: 2 },
      ],
    });
    const x = await ask(sqlite, { pace: 'h:1', rated: true, session: hi });
    const y = await ask(sqlite, { pace: 'h:1', rated: true, session: lo });
    expect(x.body).toMatchObject({ state: 'waiting', range: 100 });
    expect(y.body).toMatchObject({ state: 'waiting', range: 100 });
    expect(y.body.table).not.toBe(x.body.table);
    const px = keepPolling(sqlite, x.body.request);
    const py = keepPolling(sqlite, y.body.request);
    await until(
      () => px.last()?.state === 'started' && py.last()?.state === 'started',
      30_000,
      'the ranges to meet',
    );
    await Promise.all([px.stop(), py.stop()]);
    const ranges = [...px.answers, ...py.answers].flatMap((a) => (a.range ? [a.range] : []));
    expect(Math.max(...ranges)).toBeGreaterThanOrEqual(300);
    // One of the two moved to the other's table, with a new seat's token.
    const moved = [...px.answers, ...py.answers].filter((a) => a.token);
    expect(moved).toHaveLength(1);
    const table = px.last()?.table as string;
    expect(py.last()?.table).toBe(table);
    const t = await summary(sqlite, table);
    expect(t).toMatchObject({ status: 'playing', rated: true });
    expect(t.seats.map((s: { name: string }) => s.name).sort()).toEqual([...names].sort());
  });

  it('refuses a rated request signed out, and keeps one waiting request a device', async () => {
    const refused = await ask(sqlite, { rated: true });
    expect(refused.body.error.code).toBe('not-signed-in');
    const d = device();
    const body = { game: 'survive', pace: 's:120', botAfter: null, name: 'Uma', device: d };
    const first = await call(sqlite, 'POST', '/api/v1/play-now', body);
    const second = await call(sqlite, 'POST', '/api/v1/play-now', body);
    expect(second.status).toBe(201);
    expect((await wait(sqlite, first.body.request)).body.state).toBe('cancelled');
    expect((await wait(sqlite, second.body.request)).body.state).toBe('waiting');
    expect((await summary(sqlite, first.body.table)).seats[0].taken).toBe(false);
    await call(sqlite, 'POST', '/api/v1/play-now/cancel', { request: second.body.request });
  });

  it('lets a request whose page went quiet expire, its seat freed', async () => {
    const x = await ask(sqlite, { pace: 's:120', players: 3 });
    expect(x.body.state).toBe('waiting');
    // Nobody polls it: the sweep frees its seat.
    let t = await summary(sqlite, x.body.table);
    const seatFreed = async () => {
      t = await summary(sqlite, x.body.table);
      return t.seats[0].taken === false;
    };
    while (!(await seatFreed())) await sleep(100);
    expect(t.seats[0].taken).toBe(false);
    expect((await wait(sqlite, x.body.request)).body.state).toBe('expired');
  });

  it('says a request it does not know is over', async () => {
    const r = await wait(sqlite, 'x'.repeat(43));
    expect(r.body.error.code).toBe('play-now-gone');
  });
});
