import { BOT_WINDOW_MS, botOfKey, botSeed } from '../ratings/bot-ratings.js';
import { NEWCOMER } from '../ratings/glicko2.js';
import { rateTable } from '../ratings/rate-table.js';
import { botRatingQueries } from './bot-rating-sql.js';
import type {
  LeaderLine,
  PairGame,
  RatedGame,
  RatingPoint,
  RatingRecord,
  RatingStorage,
} from './rating-types.js';
import { dialect, type Engine, type Row, type SqlDb } from './sql-db.js';

/** Tries of a rating whose read went stale (another table's rating of the same player won). */
const RATE_TRIES = 10;

/**
 * The ratings' tables, appended to each engine's migrations. `rating_history`'s key is the
 * account's n-th rated game of a game: two ratings of one player computed from the same rating
 * (two tables ending at once, on two instances) claim the same n, and the second is refused whole
 * and computed again. `rated_games`'s key makes a table rated once.
 */
export function ratingMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  const real = engine === 'postgres' ? 'DOUBLE PRECISION' : 'REAL';
  return `CREATE TABLE IF NOT EXISTS ${t('ratings')} (
     account_id TEXT NOT NULL,
     game TEXT NOT NULL,
     rating ${real} NOT NULL,
     deviation ${real} NOT NULL,
     volatility ${real} NOT NULL,
     games INTEGER NOT NULL,
     wins INTEGER NOT NULL,
     PRIMARY KEY (account_id, game)
   );
   CREATE INDEX IF NOT EXISTS ${t('ratings_board')} ON ${t('ratings')} (game, rating);
   CREATE TABLE IF NOT EXISTS ${t('rated_games')} (
     table_id TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     at ${big} NOT NULL
   );
   CREATE TABLE IF NOT EXISTS ${t('rating_history')} (
     account_id TEXT NOT NULL,
     game TEXT NOT NULL,
     n INTEGER NOT NULL,
     table_id TEXT NOT NULL,
     place INTEGER NOT NULL,
     before_rating ${real} NOT NULL,
     before_deviation ${real} NOT NULL,
     after_rating ${real} NOT NULL,
     after_deviation ${real} NOT NULL,
     at ${big} NOT NULL,
     PRIMARY KEY (account_id, game, n)
   );`;
}

/**
 * Who forfeited each rated table (docs/ratings.md, "Farming"), an index to read a pair's latest
 * rated games together, and whether each rated table was listed (a profile names only those: an
 * unlisted table's id is its link). Tables rated before have no `listed` (null): unknown, so
 * treated as unlisted. A second migration, appended after the first was released.
 */
export function ratingForfeitsMigration(engine: Engine): string {
  const { t } = dialect(engine);
  return `CREATE TABLE IF NOT EXISTS ${t('rating_forfeits')} (
     table_id TEXT NOT NULL,
     account_id TEXT NOT NULL,
     PRIMARY KEY (table_id, account_id)
   );
   CREATE INDEX IF NOT EXISTS ${t('rating_history_at')} ON ${t('rating_history')} (account_id, at);
   CREATE INDEX IF NOT EXISTS ${t('rating_history_table')} ON ${t('rating_history')} (table_id);
   ALTER TABLE ${t('rated_games')} ADD COLUMN listed INTEGER;`;
}

/** The queries, one text for both engines (sql-db.ts's `dialect`). */
function ratingQueries(engine: Engine) {
  const { t, q } = dialect(engine);
  return {
    ratedGame: q(
      `INSERT INTO ${t('rated_games')} (table_id, game, at, listed) VALUES ($1, $2, $3, $4)`,
    ),
    isRated: q(`SELECT 1 AS x FROM ${t('rated_games')} WHERE table_id = $1`),
    tablePoints: q(`SELECT h.*, g.listed FROM ${t('rating_history')} h
      JOIN ${t('rated_games')} g ON g.table_id = h.table_id WHERE h.table_id = $1`),
    forfeit: q(`INSERT INTO ${t('rating_forfeits')} (table_id, account_id) VALUES ($1, $2)`),
    pairGames: q(`SELECT h.table_id, f.account_id AS forfeit FROM ${t('rating_history')} h
      JOIN ${t('rating_history')} o ON o.table_id = h.table_id AND o.account_id = $2
      LEFT JOIN ${t('rating_forfeits')} f ON f.table_id = h.table_id
        AND (f.account_id = $1 OR f.account_id = $2)
      WHERE h.account_id = $1 AND h.at >= $3`),
    history: q(`INSERT INTO ${t('rating_history')} (account_id, game, n, table_id, place,
      before_rating, before_deviation, after_rating, after_deviation, at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`),
    setRating: q(`INSERT INTO ${t('ratings')}
      (account_id, game, rating, deviation, volatility, games, wins)
      VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (account_id, game) DO UPDATE SET
      rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility,
      games = excluded.games, wins = excluded.wins`),
    rating: q(`SELECT * FROM ${t('ratings')} WHERE account_id = $1 AND game = $2`),
    ratingsOf: q(`SELECT * FROM ${t('ratings')} WHERE account_id = $1 ORDER BY game`),
    lastPoints: q(`SELECT h.*, g.listed FROM ${t('rating_history')} h
      LEFT JOIN ${t('rated_games')} g ON g.table_id = h.table_id
      WHERE h.account_id = $1 AND h.game = $2 ORDER BY h.n DESC LIMIT $3`),
    leaderboard: q(`SELECT r.*, a.name FROM ${t('ratings')} r
      LEFT JOIN ${t('accounts')} a ON a.id = r.account_id
      WHERE r.game = $1 AND r.deviation < $2 AND r.account_id NOT LIKE 'bot:%'
      ORDER BY r.rating DESC, r.account_id LIMIT $3 OFFSET $4`),
  };
}

function ratingRow(r: Row): RatingRecord {
  return {
    account: String(r.account_id),
    game: String(r.game),
    rating: Number(r.rating),
    deviation: Number(r.deviation),
    volatility: Number(r.volatility),
    games: Number(r.games),
    wins: Number(r.wins),
  };
}

function pointRow(r: Row): RatingPoint {
  return {
    table: String(r.table_id),
    n: Number(r.n),
    place: Number(r.place),
    before: { rating: Number(r.before_rating), deviation: Number(r.before_deviation) },
    after: { rating: Number(r.after_rating), deviation: Number(r.after_deviation) },
    at: Number(r.at),
    listed: Number(r.listed) === 1,
  };
}

/** Ratings over either engine: the same statements, run through the engine's `SqlDb`. */
export class RatingStore implements RatingStorage {
  private readonly Q;
  private readonly B;

  constructor(
    engine: Engine,
    private readonly db: SqlDb,
  ) {
    this.Q = ratingQueries(engine);
    this.B = botRatingQueries(engine);
  }

  /** The statements in one transaction, all or none: false if a unique key refused one. */
  private async transaction(statements: [string, unknown[]][]): Promise<boolean> {
    try {
      await this.db.run(statements);
      return true;
    } catch (e) {
      if (this.db.isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async rate(g: RatedGame): Promise<boolean> {
    const people = g.seats.filter((s) => !s.bot).map((s) => s.account);
    if (new Set(people).size !== people.length) throw new RangeError('one seat per account');
    const keys = [...new Set(g.seats.map((s) => s.account))].sort();
    for (let attempt = 0; attempt < RATE_TRIES; attempt++) {
      if (await this.isRated(g.table)) return false;
      const before = new Map<string, RatingRecord>();
      for (const key of keys) before.set(key, await this.rating(key, g.game));
      // Once a day per bot (docs/ratings.md, "Bots"): the person and bot pairs that count.
      const counted = new Set<string>();
      for (const p of g.seats.filter((s) => !s.bot)) {
        for (const bot of new Set(g.seats.flatMap((s) => (s.bot ? [s.bot] : [])))) {
          const last = await this.lastBotResult(p.account, g.game, bot, g.at - BOT_WINDOW_MS);
          if (last === null) counted.add(`${p.account} ${bot}`);
        }
      }
      const pair = (i: number, j: number) => {
        const [a, b] = [g.seats[i]!, g.seats[j]!];
        return counted.has(a.bot ? `${b.account} ${a.bot}` : `${a.account} ${b.bot}`);
      };
      const after = rateTable(
        g.seats.map((s) => ({
          key: s.account,
          place: s.place,
          bot: !!s.bot,
          before: before.get(s.account)!,
        })),
        pair,
      );
      const statements: [string, unknown[]][] = [
        [this.Q.ratedGame, [g.table, g.game, g.at, g.listed === false ? 0 : 1]],
      ];
      // In one order of keys on every instance: two transactions waiting on each other's
      // history rows (PostgreSQL) always wait in the same direction, never in a cycle.
      for (const key of keys) {
        const a = after.get(key);
        if (!a) continue;
        const b = before.get(key)!;
        const mine = g.seats.filter((s) => s.account === key);
        const place = Math.min(...mine.map((s) => s.place));
        const won = mine.some((s) => s.place === 1 && !s.forfeit);
        const n = b.games + 1;
        statements.push(
          [
            this.Q.history,
            [key, g.game, n, g.table, place, b.rating, b.deviation, a.rating, a.deviation, g.at],
          ],
          [
            this.Q.setRating,
            [key, g.game, a.rating, a.deviation, a.volatility, n, b.wins + (won ? 1 : 0)],
          ],
        );
        if (mine.some((s) => s.forfeit)) statements.push([this.Q.forfeit, [g.table, key]]);
      }
      for (const c of [...counted].sort()) {
        const [account, bot] = c.split(' ') as [string, string];
        statements.push([this.B.botResult, [account, g.game, bot, g.table, g.at]]);
      }
      if (await this.transaction(statements)) return true;
    }
    throw new Error(`table ${g.table}: its rating conflicted ${RATE_TRIES} times`);
  }

  async botRatings(): Promise<RatingRecord[]> {
    return (await this.db.rows(this.B.botRatings, [])).map(ratingRow);
  }

  async lastBotResult(
    account: string,
    game: string,
    bot: string,
    since: number,
  ): Promise<number | null> {
    const [r] = await this.db.rows(this.B.lastBotResult, [account, game, bot, since]);
    return r?.at == null ? null : Number(r.at);
  }

  async tableBotResults(table: string): Promise<{ account: string; bot: string }[]> {
    const rows = await this.db.rows(this.B.tableBotResults, [table]);
    return rows.map((r) => ({ account: String(r.account_id), bot: String(r.bot) }));
  }

  /** The key's rating in a game: a newcomer's if it has none, a bot's seed for a bot. */
  private async rating(account: string, game: string): Promise<RatingRecord> {
    const [r] = await this.db.rows(this.Q.rating, [account, game]);
    if (r) return ratingRow(r);
    const bot = botOfKey(account);
    return { account, game, ...(bot ? botSeed(game, bot) : NEWCOMER), games: 0, wins: 0 };
  }

  async isRated(table: string): Promise<boolean> {
    return (await this.db.rows(this.Q.isRated, [table])).length > 0;
  }

  async pairGames(a: string, b: string, since: number): Promise<PairGame[]> {
    const games = new Map<string, string[]>();
    for (const r of await this.db.rows(this.Q.pairGames, [a, b, since])) {
      const table = String(r.table_id);
      const list = games.get(table) ?? [];
      if (r.forfeit != null) list.push(String(r.forfeit));
      games.set(table, list);
    }
    return [...games].map(([table, forfeited]) => ({ table, forfeited }));
  }

  async tablePoints(table: string): Promise<Map<string, RatingPoint>> {
    const rows = await this.db.rows(this.Q.tablePoints, [table]);
    return new Map(rows.map((r) => [String(r.account_id), pointRow(r)]));
  }

  async ratingsOf(account: string): Promise<RatingRecord[]> {
    return (await this.db.rows(this.Q.ratingsOf, [account])).map(ratingRow);
  }

  async history(account: string, game: string, limit: number): Promise<RatingPoint[]> {
    return (await this.db.rows(this.Q.lastPoints, [account, game, limit])).map(pointRow).reverse();
  }

  async leaderboard(
    game: string,
    maxDeviation: number,
    limit: number,
    offset: number,
  ): Promise<LeaderLine[]> {
    const rows = await this.db.rows(this.Q.leaderboard, [game, maxDeviation, limit, offset]);
    return rows.map((r) => {
      const { account, rating, deviation, games, wins } = ratingRow(r);
      return {
        account,
        name: r.name == null ? null : String(r.name),
        rating,
        deviation,
        games,
        wins,
      };
    });
  }
}
