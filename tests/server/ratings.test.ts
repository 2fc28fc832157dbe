import { describe, expect, it } from 'vitest';
import { NEWCOMER, rateGame } from '../../src/server/ratings/glicko2.js';
import { ratedGame, rateFinished } from '../../src/server/ratings/rated-tables.js';
import { LEADERBOARD_MAX_DEVIATION } from '../../src/server/ratings/http.js';
import {
  autoplay,
  Client,
  type Msg,
  pageCall,
  sleep,
  type TestApp,
  usePostgres,
  useTestApp,
} from './helpers.js';

// Rated tables (issue 26, docs/ratings.md): rated at their end from the ratings before, once,
// only between accounts; profiles and leaderboards over HTTP, with their bad input. On SQLite,
// and on PostgreSQL with two instances sharing one database.

const pgServer = usePostgres();
// A seat left mid-turn is given to a bot at once when the other asks (the resign test).
const sqlite = useTestApp({ replaceAfterMs: 0 });
const pg = useTestApp(() => ({ databaseUrl: pgServer.url }));
const pg2 = useTestApp(() => ({ databaseUrl: pgServer.url }));

let n = 0;
const fresh = (base: string) => `${base}${++n}${Date.now().toString(36).slice(-4)}`;

const call = pageCall;

async function signUp(app: TestApp, name: string): Promise<string> {
  const r = await call(app, 'POST', '/api/v1/account/signup', { name, password: 'correct horse' });
  expect(r.status).toBe(201);
  return r.cookie as string;
}

/**
 * A rated two-seat table: seat 0 taken by `first` (a session, or anonymous), seat 1 by `second`,
 * created on `app` and joined on `other`, played to its end by random moves. `leave`: seat 0
 * resigns at once (a bot plays it on).
 */
async function playRated(
  app: TestApp,
  other: TestApp,
  first: string | undefined,
  second: string | undefined,
  leave = false,
) {
  const created = await call(
    app,
    'POST',
    '/api/v1/tables',
    {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seat: 0,
      name: 'Anon',
      rated: true,
    },
    first,
  );
  expect(created.status).toBe(201);
  expect(created.body.table.rated).toBe(true);
  const id = created.body.table.id as string;
  const joined = await call(
    other,
    'POST',
    `/api/v1/tables/${id}/join`,
    { seat: 1, name: 'Anon2' },
    second,
  );
  expect(joined.status).toBe(200);
  const c0 = await Client.connect(app.wsUrl);
  await c0.hello(id, created.body.token as string);
  const c1 = await Client.connect(other.wsUrl);
  await c1.hello(id, joined.body.token as string);
  expect(await c0.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  if (leave) {
    expect(await c0.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
    // Left during its turn, the seat waits for the others to ask for a bot (service.ts).
    await c1.request({ type: 'replace', seat: 0 });
  } else autoplay(c0, 1);
  autoplay(c1, 2);
  const end = await c1.next(
    (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
    60_000,
  );
  c0.close();
  c1.close();
  return { id, result: (end.table as Msg).result as { ranking: number[] } };
}

/** A profile, once it shows `games` rated games of Into the Blue (ratings follow the end). */
async function profileAfter(app: TestApp, name: string, games: number) {
  for (let i = 0; i < 200; i++) {
    const r = await call(app, 'GET', `/api/v1/users/${encodeURIComponent(name)}`);
    expect(r.status).toBe(200);
    const g = (r.body.games as Msg[]).find((x) => x.game === 'into-the-blue');
    if (g && g.games === games) return r.body;
    await sleep(50);
  }
  throw new Error(`${name}'s profile never showed ${games} rated games`);
}

const tenth = (x: number) => Math.round(x * 10) / 10;

describe('rated tables', () => {
  for (const engine of ['SQLite', 'PostgreSQL (two instances)'] as const) {
    it(`rate both accounts at the end, from the ratings before, once (${engine})`, async () => {
      const [app, other] = engine === 'SQLite' ? [sqlite, sqlite] : [pg, pg2];
      const [ana, bea] = [fresh('Ana'), fresh('Bea')];
      const [sa, sb] = [await signUp(app, ana), await signUp(other, bea)];
      const { id, result } = await playRated(app, other, sa, sb);
      const expected = rateGame([NEWCOMER, NEWCOMER], result.ranking);
      const [pa, pb] = [await profileAfter(app, ana, 1), await profileAfter(other, bea, 1)];
      for (const [p, seat] of [
        [pa, 0],
        [pb, 1],
      ] as const) {
        const g = (p.games as Msg[])[0] as Msg;
        expect(g).toMatchObject({
          game: 'into-the-blue',
          games: 1,
          wins: result.ranking[seat] === 1 ? 1 : 0,
          rating: tenth(expected[seat]!.rating),
          deviation: tenth(expected[seat]!.deviation),
        });
        expect(g.history).toEqual([
          expect.objectContaining({ table: id, rating: tenth(expected[seat]!.rating) }),
        ]);
        expect((p.recent as Msg[])[0]).toMatchObject({
          table: id,
          status: 'finished',
          rated: true,
          seat,
          place: result.ranking[seat],
          replay: `/api/v1/tables/${id}/replay`,
          analysis: `/api/v1/tables/${id}/analysis`,
        });
      }
      // Every instance may see the end and rate: the table is rated once.
      const record = await other.storage.getTable(id);
      expect(ratedGame(record!)).not.toBeNull();
      await Promise.all([
        rateFinished(app.storage, record!, () => {}),
        rateFinished(other.storage, record!, () => {}),
      ]);
      expect(await other.storage.ratings.rate(ratedGame(record!)!)).toBe(false);
      const again = await profileAfter(app, ana, 1);
      expect((again.games as Msg[])[0]).toMatchObject({ games: 1 });
    }, 120_000);
  }

  it('rate a player who resigned as last, against everyone who stayed', async () => {
    const [ana, bea] = [fresh('Ana'), fresh('Bea')];
    const [sa, sb] = [await signUp(sqlite, ana), await signUp(sqlite, bea)];
    const { result } = await playRated(sqlite, sqlite, sa, sb, true);
    expect(result.ranking).toEqual([2, 1]);
    const [lost, won] = rateGame([NEWCOMER, NEWCOMER], [2, 1]);
    const pa = await profileAfter(sqlite, ana, 1);
    expect((pa.games as Msg[])[0]).toMatchObject({ wins: 0, rating: tenth(lost!.rating) });
    const pb = await profileAfter(sqlite, bea, 1);
    expect((pb.games as Msg[])[0]).toMatchObject({ wins: 1, rating: tenth(won!.rating) });
  }, 120_000);

  it('never rate an anonymous seat, nor the account playing it', async () => {
    const ana = fresh('Ana');
    const sa = await signUp(sqlite, ana);
    const { id } = await playRated(sqlite, sqlite, sa, undefined);
    // The end is written before it would be rated: give a rating the time it would take.
    await sleep(500);
    expect(await sqlite.storage.ratings.isRated(id)).toBe(false);
    expect(ratedGame((await sqlite.storage.getTable(id))!)).toBeNull();
    const p = await call(sqlite, 'GET', `/api/v1/users/${ana}`);
    expect(p.body.games).toEqual([]);
    expect((p.body.recent as Msg[])[0]).toMatchObject({
      table: id,
      rated: true,
      status: 'finished',
    });
  }, 120_000);
});

describe('profiles and leaderboards', () => {
  it('answer an unknown or impossible name, and pages out of range, with a clear error', async () => {
    const name = fresh('Ana');
    await signUp(sqlite, name);
    expect(await call(sqlite, 'GET', `/api/v1/users/${fresh('Nobody')}`)).toMatchObject({
      status: 404,
      body: { error: { code: 'unknown-player' } },
    });
    for (const bad of ['Ana%07Bell', 'A'.repeat(10_000), '%E0%A4%A', 'Ana%E2%80%AEx']) {
      const r = await call(sqlite, 'GET', `/api/v1/users/${bad}`);
      expect([bad.slice(0, 12), r.status]).toEqual([bad.slice(0, 12), 400]);
      expect(['bad-name', 'bad-request']).toContain(r.body.error.code);
    }
    for (const page of ['0', '-1', '1.5', 'x', '51', '1e12', String(2 ** 60)]) {
      expect(await call(sqlite, 'GET', `/api/v1/users/${name}?page=${page}`)).toMatchObject({
        status: 400,
        body: { error: { code: 'bad-request', params: { reason: 'page' } } },
      });
      expect(
        await call(sqlite, 'GET', `/api/v1/leaderboard/into-the-blue?page=${page}`),
      ).toMatchObject({ status: 400, body: { error: { params: { reason: 'page' } } } });
    }
    // The name as typed in another case is the same player.
    const upper = await call(sqlite, 'GET', `/api/v1/users/${name.toUpperCase()}`);
    expect(upper).toMatchObject({ status: 200, body: { name, games: [], recent: [], next: null } });
    expect(await call(sqlite, 'GET', '/api/v1/leaderboard/chess')).toMatchObject({
      status: 400,
      body: { error: { code: 'unknown-game' } },
    });
  });

  it('list settled ratings best first, a deleted account as a deleted player', async () => {
    const [ana, bea] = [fresh('Ana'), fresh('Bea')];
    await signUp(pg, ana);
    const sb = await signUp(pg, bea);
    const [a, b] = await Promise.all(
      [ana, bea].map(async (x) => (await pg.storage.findAccount(x.toLowerCase()))!),
    );
    const board = async () =>
      (await call(pg2, 'GET', '/api/v1/leaderboard/into-the-blue')).body.players as Msg[];
    // One game each: too unsure for the leaderboard.
    const game = (i: number, winner: 0 | 1) => ({
      table: `lb${i}${ana}`,
      game: 'into-the-blue',
      at: i,
      seats: [
        { account: a!.id, place: winner === 0 ? 1 : 2 },
        { account: b!.id, place: winner === 0 ? 2 : 1 },
      ],
    });
    await pg.storage.ratings.rate(game(0, 0));
    expect((await board()).filter((l) => l.name === ana || l.name === bea)).toEqual([]);
    for (let i = 1; i < 25; i++) await pg.storage.ratings.rate(game(i, i % 3 === 0 ? 1 : 0));
    const [ra] = await pg.storage.ratings.ratingsOf(a!.id);
    const [rb] = await pg.storage.ratings.ratingsOf(b!.id);
    expect(ra!.deviation).toBeLessThan(LEADERBOARD_MAX_DEVIATION);
    expect(rb!.deviation).toBeLessThan(LEADERBOARD_MAX_DEVIATION);
    const answer = (await call(pg2, 'GET', '/api/v1/leaderboard/into-the-blue')).body;
    expect(answer).toMatchObject({ game: 'into-the-blue', maxDeviation: 110, page: 1, next: null });
    const mine = (answer.players as Msg[]).filter((l) => l.name === ana || l.name === bea);
    expect(mine.map((l) => l.name)).toEqual([ana, bea]);
    expect(mine[0]).toMatchObject({ rating: tenth(ra!.rating), games: 25, wins: ra!.wins });
    const ranks = (answer.players as Msg[]).map((l) => l.rank);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    // Bea deletes her account: her rating stays, nameless; her profile is gone.
    expect(await call(pg, 'POST', '/api/v1/account/delete', { name: bea }, sb)).toMatchObject({
      status: 200,
    });
    const after = (await board()).filter((l) => l.name === ana || l.deleted === true);
    expect(after.map((l) => [l.name, l.deleted ?? false])).toEqual([
      [ana, false],
      [null, true],
    ]);
    expect((await call(pg2, 'GET', `/api/v1/users/${bea}`)).status).toBe(404);
    expect((await call(pg2, 'GET', `/api/v1/users/${ana}`)).body.games[0]).toMatchObject({
      games: 25,
    });
  });
});
