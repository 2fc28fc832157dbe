import { describe, expect, it } from 'vitest';
import { NEWCOMER, rateGame } from '../../src/server/ratings/glicko2.js';
import { FARM_GAMES } from '../../src/server/ratings/farming.js';
import { rateFinished } from '../../src/server/ratings/rated-tables.js';
import type { TimeControl } from '../../src/server/storage/types.js';
import {
  autoplay,
  Client,
  type Msg,
  pageCall,
  sleep,
  type TestApp,
  usePostgres,
  useTestApp,
  until,
} from './helpers.js';

// Ratings on people's play only (issue 41, docs/ratings.md): a forfeit (resigning, running out of
// time) ranks its player after everyone who did not, by when, and coming back does not undo it;
// a table where everyone ran out of time is rated by who went first; deleting an account after a
// game changes nothing rated; a pair farming points stops being rated. On SQLite, and on
// PostgreSQL with two instances sharing one database.

const pgServer = usePostgres();
const sqlite = useTestApp();
const pg = useTestApp(() => ({ databaseUrl: pgServer.url }));
const pg2 = useTestApp(() => ({ databaseUrl: pgServer.url }));
const engines: [string, () => [TestApp, TestApp]][] = [
  ['SQLite', () => [sqlite, sqlite]],
  ['PostgreSQL (two instances)', () => [pg, pg2]],
];

let n = 0;
const fresh = (base: string) => `${base}${++n}${Date.now().toString(36).slice(-4)}`;
const tenth = (x: number) => Math.round(x * 10) / 10;
const seats = (m: Msg) => ((m.table as Msg).seats as Msg[]) ?? [];
const finishedMsg = (m: Msg) => m.type === 'table' && (m.table as Msg).status === 'finished';

interface Player {
  readonly name: string;
  readonly cookie: string;
  readonly id: string;
}

async function signUp(app: TestApp, base: string): Promise<Player> {
  const name = fresh(base);
  const r = await pageCall(app, 'POST', '/api/v1/account/signup', {
    name,
    password: 'correct horse',
  });
  expect(r.status).toBe(201);
  const account = await app.storage.findAccount(name.toLowerCase());
  return { name, cookie: r.cookie as string, id: account!.id };
}

/**
 * A rated two-seat table of Into the Blue, seat 0 (who starts) `a`'s on `app`, seat 1 `b`'s on
 * `other`, both connected, started. Made through the service: clocks far shorter than the API's.
 */
async function ratedTable(
  app: TestApp,
  other: TestApp,
  a: Player,
  b: Player,
  timeControl?: TimeControl,
) {
  const created = await app.service.create(
    {
      game: 'into-the-blue',
      options: { startPlayer: 'seating' },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: a.name,
      seat: 0,
      rated: true,
      ...(timeControl ? { timeControl } : {}),
    },
    undefined,
    { id: a.id, name: a.name },
  );
  const id = created.table.id as string;
  const joined = await other.service.join(id, 1, b.name, undefined, { id: b.id, name: b.name });
  const c0 = await Client.connect(app.wsUrl);
  const c1 = await Client.connect(other.wsUrl);
  expect(await c0.hello(id, created.token)).toMatchObject({ type: 'welcome' });
  expect(await c1.hello(id, joined.token)).toMatchObject({ type: 'welcome' });
  expect(await c1.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  return { id, tokens: [created.token as string, joined.token], c0, c1 };
}

/** A profile's Into the Blue figures, once it shows `games` rated games (rating follows the end). */
async function ratedAfter(app: TestApp, name: string, games: number) {
  for (let i = 0; i < 400; i++) {
    const r = await pageCall(app, 'GET', `/api/v1/users/${encodeURIComponent(name)}`);
    expect(r.status).toBe(200);
    const g = (r.body.games as Msg[]).find((x) => x.game === 'into-the-blue');
    if (g && g.games === games) return { game: g, profile: r.body };
    if (g && (g.games as number) > games) throw new Error(`${name}: ${String(g.games)} games`);
    await sleep(50);
  }
  throw new Error(`${name}'s profile never showed ${games} rated games`);
}

/** A rated table `loser` resigns from at once: a two-seat table ends there (docs/rules-decisions.md). */
async function resignedGame(app: TestApp, other: TestApp, loser: Player, winner: Player) {
  const { id, c0, c1 } = await ratedTable(app, other, loser, winner);
  expect(await c0.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
  const end = await c1.next(finishedMsg);
  c0.close();
  c1.close();
  return { id, result: (end.table as Msg).result as Msg };
}

describe('ratings on people’s play only', () => {
  for (const [engine, apps] of engines) {
    it(`rate a table where every person ran out of time by who ran out first (${engine})`, async () => {
      const [app, other] = apps();
      const [a, b] = [await signUp(app, 'Ana'), await signUp(other, 'Bea')];
      // Nobody moves: seat 0's time runs out first, a bot plays for it, then seat 1's runs out,
      // and bots finish the game: whatever their scores, Ana went first and ranks last.
      const { id, c0, c1 } = await ratedTable(app, other, a, b, {
        kind: 'live',
        initialMs: 300,
        incrementMs: 0,
      });
      const end = await c1.next(finishedMsg, 60_000);
      const result = (end.table as Msg).result as Msg;
      expect(result).toMatchObject({
        ranking: [2, 1],
        forfeited: [0, 1],
        forfeitWhy: ['time', 'time'],
      });
      c0.close();
      c1.close();
      const [lost, first] = rateGame([NEWCOMER, NEWCOMER], [2, 1]);
      const pa = await ratedAfter(app, a.name, 1);
      const pb = await ratedAfter(other, b.name, 1);
      expect(pa.game).toMatchObject({ wins: 0, rating: tenth(lost!.rating) });
      // Ranked first without having won: nobody is credited a win at such a table.
      expect(pb.game).toMatchObject({ wins: 0, rating: tenth(first!.rating) });
      expect(await other.storage.ratings.isRated(id)).toBe(true);
    }, 120_000);

    it(`rate the dodge: a clock let run out, a bot's moves, back to finish, ranked last (${engine})`, async () => {
      const [app, other] = apps();
      const [a, b] = [await signUp(app, 'Ana'), await signUp(other, 'Bea')];
      // Seat 0 lets its clock run out; seat 1 has the same 2 s for its first move, then a minute
      // a move: it plays on.
      const { id, tokens, c0, c1 } = await ratedTable(app, other, a, b, {
        kind: 'live',
        initialMs: 2000,
        incrementMs: 60_000,
      });
      autoplay(c1, 7);
      const zombie = await c1.next((m) => m.type === 'table' && seats(m)[0]?.zombie === true);
      // Told as running out of time, not as leaving.
      expect(seats(zombie)[0]).toMatchObject({ forfeit: 'time' });
      expect(seats(zombie)[0]).not.toHaveProperty('left');
      const seen = c1.received.indexOf(zombie);
      // The bot's move for her is marked as a bot's in everyone's log.
      const botMove = await c1.next((m) => m.type === 'move' && m.actor === 0, 20_000, seen);
      expect(botMove.byBot).toBe(true);
      c0.close();
      // Back with the token: the seat is Ana's again, she is told how many moves the bot made
      // for her, and she plays the game to its end.
      const back = await Client.connect(app.wsUrl);
      const w = await back.hello(id, tokens[0]);
      expect(w).toMatchObject({ type: 'welcome', you: { seat: 0 } });
      // Counted up to the welcome's move: the other instance's socket may be ahead of it, or
      // behind (it hears of the moves through the database), so it is waited for to get there.
      const upTo = w.seq as number;
      await until(() => c1.lastSeq() >= upTo, 20_000, "the other instance's socket at the welcome");
      const made = c1.received.filter(
        (m) => m.type === 'move' && m.actor === 0 && m.byBot && (m.seq as number) <= upTo,
      );
      expect((w.you as Msg).botMoves).toBe(made.length);
      autoplay(back, 3);
      const end = await c1.next(finishedMsg, 60_000);
      back.close();
      c1.close();
      const result = (end.table as Msg).result as Msg;
      expect(result.ranking).toEqual([2, 1]);
      expect(result.forfeitWhy).toEqual(['time', null]);
      expect((result.botMoves as number[])[0]).toBeGreaterThan(0);
      const [lost, won] = rateGame([NEWCOMER, NEWCOMER], [2, 1]);
      const pa = await ratedAfter(other, a.name, 1);
      expect(pa.game).toMatchObject({ wins: 0, rating: tenth(lost!.rating) });
      const pb = await ratedAfter(app, b.name, 1);
      expect(pb.game).toMatchObject({ wins: 1, rating: tenth(won!.rating) });
      // The end screen's figures: each seat's new rating and how much it moved.
      const told = await pageCall(app, 'GET', `/api/v1/tables/${id}/ratings`);
      expect(told.body).toEqual({
        table: id,
        rated: true,
        seats: [
          { seat: 0, rating: tenth(lost!.rating), change: tenth(lost!.rating - 1500) },
          { seat: 1, rating: tenth(won!.rating), change: tenth(won!.rating - 1500) },
        ],
      });
    }, 120_000);

    it(`keep what was rated when an account is deleted after the game (${engine})`, async () => {
      const [app, other] = apps();
      const [a, b] = [await signUp(app, 'Ana'), await signUp(other, 'Bea')];
      const { id } = await resignedGame(app, other, b, a);
      const before = await ratedAfter(app, a.name, 1);
      expect(
        await pageCall(other, 'POST', '/api/v1/account/delete', { name: b.name }, b.cookie),
      ).toMatchObject({ status: 200 });
      // Every instance that loads the table now sees Bea's seat deleted: rating it again (a late
      // instance, a retry) changes nothing, and Ana's figures and history stay as they were.
      const record = await app.storage.getTable(id);
      expect(record?.seats[0]).toMatchObject({ deleted: true, account: null });
      await rateFinished(app.storage, record!, () => {});
      const after = await ratedAfter(other, a.name, 1);
      expect(after.game).toEqual(before.game);
      expect(await app.storage.ratings.isRated(id)).toBe(true);
      const [ra] = await other.storage.ratings.ratingsOf(a.id);
      const [rb] = await other.storage.ratings.ratingsOf(b.id);
      expect(ra).toMatchObject({ games: 1, wins: 1 });
      expect(rb).toMatchObject({ games: 1, wins: 0 });
    }, 120_000);

    it(`stop rating a pair whose games one always resigns, for the day (${engine})`, async () => {
      const [app, other] = apps();
      const [a, b, c] = [
        await signUp(app, 'Ana'),
        await signUp(other, 'Bea'),
        await signUp(app, 'Cai'),
      ];
      // Bea resigns FARM_GAMES rated games to Ana in a row: each is rated.
      for (let i = 1; i <= FARM_GAMES; i++) {
        const { result } = await resignedGame(app, other, b, a);
        expect(result).toMatchObject({ ranking: [2, 1], ended: 'resigned' });
        await ratedAfter(app, a.name, i);
      }
      // The next one between them is not rated; a game with someone else is.
      const farmed = await resignedGame(other, app, b, a);
      const control = await resignedGame(app, other, c, a);
      await ratedAfter(other, a.name, FARM_GAMES + 1);
      expect(await app.storage.ratings.isRated(control.id)).toBe(true);
      // Whichever instance tries it, whenever: the farmed table is not rated.
      await rateFinished(app.storage, (await app.storage.getTable(farmed.id))!, () => {});
      expect(await app.storage.ratings.isRated(farmed.id)).toBe(false);
      expect((await ratedAfter(app, b.name, FARM_GAMES)).game).toMatchObject({ wins: 0 });
    }, 120_000);
  }
});
