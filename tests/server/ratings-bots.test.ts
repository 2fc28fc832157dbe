import { describe, expect, it } from 'vitest';
import { NEWCOMER, rate, rateGame } from '../../src/server/ratings/glicko2.js';
import {
  BOT_DAMPING,
  BOT_DEVIATION,
  BOT_SEEDS,
  BOT_WINDOW_MS,
  botKey,
  botLevelFor,
  botSeed,
} from '../../src/server/ratings/bot-ratings.js';
import { ratingApi } from '../../src/server/ratings/http.js';
import { ratedGame } from '../../src/server/ratings/rated-tables.js';
import type { RatedGame, RatingStorage } from '../../src/server/storage/rating-types.js';
import type { Storage } from '../../src/server/storage/types.js';
import { ratedTableId } from './rating-contract.js';
import { sampleAccount, sampleTable } from './storage-contract.js';
import {
  autoplay,
  Client,
  type Msg,
  pageCall as call,
  type TestApp,
  sleep,
  usePostgres,
  useTestApp,
} from './helpers.js';

// Bots on the ratings ladder (issue 44, docs/ratings.md, "Bots"): a rated table with bots rates
// its people and its bots, a bot's rating moves slowly, and a person's result against one bot of
// a game counts once a day. On SQLite, and on PostgreSQL with two instances sharing a database.

const pgServer = usePostgres();
const onPostgres = () => ({ databaseUrl: pgServer.url });
const [sqlite, pg, pg2] = [useTestApp(), useTestApp(onPostgres), useTestApp(onPostgres)];

/** A new account's session on `app`, under a name not used before. */
async function signUp(app: TestApp): Promise<string> {
  const name = `Bea${ratedTableId().slice(-8)}`;
  const r = await call(app, 'POST', '/api/v1/account/signup', { name, password: 'correct horse' });
  expect(r.status).toBe(201);
  return r.cookie as string;
}

/** A rated table of one signed-in person (seat 0) and `bot` (seat 1), played to its end. */
async function playBot(app: TestApp, session: string, bot: string) {
  const seats = [{ kind: 'human' }, { kind: 'bot', bot }];
  const body = { game: 'into-the-blue', seats, seat: 0, name: 'Anon', rated: true };
  const created = await call(app, 'POST', '/api/v1/tables', body, session);
  expect(created.status).toBe(201);
  expect(created.body.table.rated).toBe(true);
  const id = created.body.table.id as string;
  const c = await Client.connect(app.wsUrl);
  await c.hello(id, created.body.token as string);
  expect(await c.request({ type: 'start' })).toMatchObject({ type: 'ack' });
  // Before the end, the page can tell whether the game against the bot counts.
  const before = await call(app, 'GET', `/api/v1/tables/${id}/ratings`);
  autoplay(c, 3);
  const end = await c.next(
    (m) => m.type === 'table' && (m.table as Msg).status === 'finished',
    60_000,
  );
  c.close();
  const ranking = ((end.table as Msg).result as { ranking: number[] }).ranking;
  return { id, ranking, before: before.body, after: await ratingsOnceRated(app, id) };
}

/** A table's ratings answer, once it is rated (ratings follow the end by a moment). */
async function ratingsOnceRated(app: TestApp, id: string): Promise<Msg> {
  for (let i = 0; i < 400; i++) {
    const r = await call(app, 'GET', `/api/v1/tables/${id}/ratings`);
    if (r.body.rated) return r.body as Msg;
    await sleep(50);
  }
  throw new Error(`table ${id} was never rated`);
}

const botRating = async (app: TestApp, game: string, bot: string) => {
  const rows = await app.storage.ratings.botRatings();
  return rows.find((r) => r.account === botKey(bot) && r.game === game)!;
};

describe('rated tables with bots', () => {
  for (const engine of ['SQLite', 'PostgreSQL (two instances)'] as const) {
    it(`rate the person and the bot, the bot slowly, once a day per bot (${engine})`, async () => {
      const [app, other] = engine === 'SQLite' ? [sqlite, sqlite] : [pg, pg2];
      const session = await signUp(app);
      const seeded = await botRating(other, 'into-the-blue', 'random');
      expect(seeded.deviation).toBe(BOT_DEVIATION);
      const first = await playBot(app, session, 'random');
      expect(first.before.unrated).toBeUndefined();
      const score =
        first.ranking[0]! < first.ranking[1]! ? 1 : first.ranking[0] === first.ranking[1] ? 0.5 : 0;
      const person = rate(NEWCOMER, [{ opponent: seeded, score }]);
      const glickoBot = rate(seeded, [{ opponent: NEWCOMER, score: (1 - score) as 0 | 0.5 | 1 }]);
      const lines = first.after.seats as Msg[];
      expect(lines.find((l) => l.seat === 0)).toMatchObject({
        change: Math.round((person.rating - NEWCOMER.rating) * 10) / 10,
      });
      const botLine = lines.find((l) => l.seat === 1)!;
      expect(botLine.bot).toBe(true);
      const moved = await botRating(other, 'into-the-blue', 'random');
      // The bot moves a quarter of Glicko-2's move, its deviation unchanged.
      expect(moved.rating).toBeCloseTo(
        seeded.rating + BOT_DAMPING * (glickoBot.rating - seeded.rating),
        6,
      );
      expect(moved.rating).not.toBe(seeded.rating);
      expect(Math.abs(moved.rating - seeded.rating)).toBeLessThan(
        Math.abs(person.rating - NEWCOMER.rating) / 4,
      );
      expect(moved.deviation).toBe(BOT_DEVIATION);
      // The games' list says the bot's new rating (another instance reads it within a minute;
      // the one that rated it as soon as the rating is stored: just after the table says rated).
      if (engine === 'SQLite') {
        let listed: unknown;
        for (let i = 0; i < 200 && listed !== Math.round(moved.rating); i++) {
          if (i > 0) await sleep(50);
          const games = await call(app, 'GET', '/api/v1/games');
          const itb = (games.body.games as Msg[]).find((g) => g.id === 'into-the-blue')!;
          listed = (itb.bots as Msg[]).find((b) => b.name === 'random')?.rating;
        }
        expect(listed).toBe(Math.round(moved.rating));
      }
      // The same bot again today: said before the game, played unrated, said at its end.
      const second = await playBot(app, session, 'random');
      expect(second.before.unrated).toEqual([
        { seat: 0, bot: 'random', until: expect.any(Number) as number },
      ]);
      expect(second.after).toMatchObject({
        rated: true,
        seats: [],
        unrated: [{ seat: 0, bot: 'random' }],
      });
      expect((await botRating(other, 'into-the-blue', 'random')).rating).toBe(moved.rating);
      // Another bot of the game counts the same day.
      const third = await playBot(app, session, 'heuristic');
      expect(third.after.unrated).toBeUndefined();
      expect((third.after.seats as Msg[]).map((l) => l.seat)).toEqual([0, 1]);
    }, 180_000);
  }

  it('refuse a rated table of bots only', async () => {
    const r = await call(sqlite, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'heuristic' },
      ],
      rated: true,
    });
    expect(r).toMatchObject({ status: 400, body: { error: { code: 'rated-needs-people' } } });
  });
});

describe('the once-a-day rule in storage', () => {
  for (const engine of ['SQLite', 'PostgreSQL'] as const) {
    it(`counts a person against one bot once in 24 hours, per bot and game (${engine})`, async () => {
      const s = (engine === 'SQLite' ? sqlite : pg).storage;
      const game = `g${ratedTableId()}`;
      const [a, b] = [sampleAccount(), sampleAccount()];
      for (const x of [a, b]) await s.createAccount(x);
      const table = (at: number, ...seats: RatedGame['seats']): RatedGame => ({
        table: ratedTableId(),
        game,
        at,
        seats,
      });
      const bot = (name: string, place: number) => ({ account: botKey(name), bot: name, place });
      const t0 = 1_000_000;
      // a beats the bot: rated; the bot is seeded at the anchor for a game without seeds.
      expect(await s.ratings.rate(table(t0, { account: a.id, place: 1 }, bot('random', 2)))).toBe(
        true,
      );
      const [aAfter] = rateGame([NEWCOMER, botSeed(game, 'random')], [1, 2]);
      expect((await s.ratings.ratingsOf(a.id))[0]?.rating).toBeCloseTo(aAfter!.rating, 6);
      // Later that day, with b: a against the bot does not count, a against b and b against
      // the bot do (two seats of one bot are one player).
      const later = table(
        t0 + BOT_WINDOW_MS - 1,
        { account: a.id, place: 1 },
        { account: b.id, place: 2 },
        bot('random', 3),
        bot('random', 4),
      );
      expect(await s.ratings.rate(later)).toBe(true);
      const counted = await s.ratings.tableBotResults(later.table);
      expect(counted).toEqual([{ account: b.id, bot: 'random' }]);
      const history = await s.ratings.history(a.id, game, 10);
      const [aLater] = rateGame([aAfter!, NEWCOMER], [1, 2]);
      expect(history.at(-1)?.after.rating).toBeCloseTo(aLater!.rating, 6);
      // Another bot counts at once; the first again a day after the counted game.
      const other = table(t0 + 10, { account: a.id, place: 2 }, bot('heuristic', 1));
      expect(await s.ratings.rate(other)).toBe(true);
      expect(await s.ratings.tableBotResults(other.table)).toEqual([
        { account: a.id, bot: 'heuristic' },
      ]);
      const nextDay = table(t0 + BOT_WINDOW_MS, { account: a.id, place: 2 }, bot('random', 1));
      expect(await s.ratings.rate(nextDay)).toBe(true);
      expect(await s.ratings.tableBotResults(nextDay.table)).toEqual([
        { account: a.id, bot: 'random' },
      ]);
      // Bots never reach the people's leaderboard.
      const board = await s.ratings.leaderboard(game, 400, 10, 0);
      expect(board.map((l) => l.account).sort()).toEqual([a.id, b.id].sort());
    });
  }
});

describe("a table's ratings answer while the table is rated", () => {
  for (const engine of ['SQLite', 'PostgreSQL'] as const) {
    it(`says rated with every seat's line, whenever the rating commits (${engine})`, async () => {
      const s = (engine === 'SQLite' ? sqlite : pg).storage;
      const person = sampleAccount();
      await s.createAccount(person);
      const table = sampleTable({
        rated: true,
        status: 'finished',
        finishedAt: Date.now(),
        result: { ranking: [1, 2] },
      });
      const seats = table.seats.map((x, i) => (i === 0 ? { ...x, account: person.id } : x));
      await s.createTable({ ...table, seats });
      const game = ratedGame({ ...table, seats })!;
      // The table is rated (by the instance that ended it) right after the answer's first read
      // of its rating, whichever that is: between two reads a request makes.
      let rating: Promise<boolean> | null = null;
      const rateAfter =
        <T>(read: (id: string) => Promise<T>) =>
        async (id: string) => {
          const out = await read(id);
          await (rating ??= s.ratings.rate(game));
          return out;
        };
      const ratings = Object.assign(Object.create(s.ratings) as RatingStorage, {
        isRated: rateAfter((id) => s.ratings.isRated(id)),
        tablePoints: rateAfter((id) => s.ratings.tablePoints(id)),
      });
      const racing = Object.assign(Object.create(s) as Storage, { ratings });
      const url = new URL(`http://fathom.test/api/v1/tables/${table.id}/ratings`);
      const answer = async (storage: Storage) => {
        const r = await ratingApi(['tables', table.id, 'ratings'], url, storage);
        const body = r!.body as { rated: boolean; seats: { seat: number }[] };
        return { rated: body.rated, seats: body.seats.map((l) => l.seat) };
      };
      // Not rated yet, or rated with both lines: never rated with a line missing.
      const during = await answer(racing);
      expect(rating).not.toBeNull();
      expect([
        { rated: false, seats: [] },
        { rated: true, seats: [0, 1] },
      ]).toContainEqual(during);
      expect(await answer(s)).toEqual({ rated: true, seats: [0, 1] });
    });
  }
});

describe('botLevelFor', () => {
  it('gives the bot whose rating is nearest, the weaker on a tie', () => {
    const ratings = new Map([
      ['random', 1200],
      ['heuristic', 1500],
      ['expert', 1700],
    ]);
    expect(botLevelFor('into-the-blue', 1000, ratings)).toBe('random');
    expect(botLevelFor('into-the-blue', 1400, ratings)).toBe('heuristic');
    expect(botLevelFor('into-the-blue', 1600, ratings)).toBe('heuristic');
    expect(botLevelFor('into-the-blue', 2400, ratings)).toBe('expert');
    expect(botLevelFor('into-the-blue', 1500, new Map())).toBeNull();
    // By default, from the latest ratings read (the seeds at first): every game has a bot.
    for (const game of Object.keys(BOT_SEEDS)) expect(botLevelFor(game, 1500)).not.toBeNull();
    expect(botLevelFor('no-such-game', 1500)).toBeNull();
  });
});
