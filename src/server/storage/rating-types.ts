/**
 * What storage keeps of ratings (issue 26, docs/ratings.md): one Glicko-2 rating per account and
 * game, a history point per rated game for the profile's chart, and the rated tables themselves,
 * whose unique key makes each table rated once however many instances see it end.
 */

/** An account's rating in one game. A player without a row is a newcomer (glicko2.ts). */
export interface RatingRecord {
  readonly account: string;
  readonly game: string;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  /** Rated games played, and won (ranked first, a shared first place included). */
  readonly games: number;
  readonly wins: number;
}

/** One rated game in an account's history: its rating before and after. */
export interface RatingPoint {
  readonly table: string;
  /** The account's n-th rated game of this game (1 the first). */
  readonly n: number;
  readonly place: number;
  readonly before: { readonly rating: number; readonly deviation: number };
  readonly after: { readonly rating: number; readonly deviation: number };
  readonly at: number;
  /** The table was listed: a public answer may name it (an unlisted table's id is its link). */
  readonly listed: boolean;
}

/** A leaderboard line: `name` null when the account was deleted ("deleted player"). */
export interface LeaderLine {
  readonly account: string;
  readonly name: string | null;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
  readonly wins: number;
}

/** A finished table to rate: every seat an account, with its place (1 the best). */
export interface RatedGame {
  readonly table: string;
  readonly game: string;
  readonly at: number;
  /** The table was listed in the lobby (absent: it was); a profile names only listed tables. */
  readonly listed?: boolean;
  /**
   * `forfeit`: the seat forfeited (docs/ratings.md). It is rated by its place, but never credited
   * a win: at a table where everyone forfeited, the last to go ranks first without having won.
   */
  readonly seats: readonly {
    readonly account: string;
    readonly place: number;
    readonly forfeit?: boolean;
    /** A bot's seat: `account` is its ratings key, `bot:NAME` (bot-ratings.ts). */
    readonly bot?: string;
  }[];
}

/** A rated game two accounts played together, with which of the two forfeited it (if any). */
export interface PairGame {
  readonly table: string;
  readonly forfeited: readonly string[];
}

export interface RatingStorage {
  /**
   * Rates the table's seats from their ratings before it (glicko2.ts's rateGame), with their
   * history points, in one transaction with the table's row in the rated games: true if this
   * call rated it, false if it was rated already (by this or another instance).
   */
  rate(game: RatedGame): Promise<boolean>;
  isRated(table: string): Promise<boolean>;
  /** The rated games of accounts `a` and `b` together that ended at or after `since`. */
  pairGames(a: string, b: string, since: number): Promise<PairGame[]>;
  /** Each account's history point of a rated table (none: the table was not rated). */
  tablePoints(table: string): Promise<Map<string, RatingPoint>>;
  /** The account's ratings in every game it has played rated (at most one per game). */
  ratingsOf(account: string): Promise<RatingRecord[]>;
  /** The account's latest `limit` history points in a game, oldest first. */
  history(account: string, game: string, limit: number): Promise<RatingPoint[]>;
  /** Every bot's rating (keys `bot:NAME`, bot-ratings.ts), seeded by a migration. */
  botRatings(): Promise<RatingRecord[]>;
  /**
   * When the account's latest counted result against a bot of a game, at or after `since`, was
   * (docs/ratings.md, "Bots": once a day per bot); null if none.
   */
  lastBotResult(account: string, game: string, bot: string, since: number): Promise<number | null>;
  /** The account and bot pairs whose results counted at a rated table. */
  tableBotResults(table: string): Promise<{ account: string; bot: string }[]>;
  /** A page of a game's ratings with a deviation below `maxDeviation`, best first. */
  leaderboard(
    game: string,
    maxDeviation: number,
    limit: number,
    offset: number,
  ): Promise<LeaderLine[]>;
}
