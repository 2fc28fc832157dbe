import { GAMES } from '../../games/registry.js';
import { accountName } from '../accounts/names.js';
import { TableError } from '../tables/live-table.js';
import type { TableResult } from '../tables/standing.js';
import type { Storage, TableRecord } from '../storage/types.js';
import { BOT_WINDOW_MS, botKey } from './bot-ratings.js';
import type { RatingPoint, RatingRecord } from '../storage/rating-types.js';

/** Recent games a profile's page holds, and the pages a client may ask for. */
export const PROFILE_PAGE = 20;
export const PROFILE_MAX_PAGES = 50;
/** History points a profile gives per game (the chart's): the latest. */
export const HISTORY_POINTS = 100;
/** Leaderboard lines per page, and the pages a client may ask for. */
export const LEADERBOARD_PAGE = 50;
export const LEADERBOARD_MAX_PAGES = 20;
/**
 * Only ratings surer than this are on a leaderboard: lichess's bound below which a rating is no
 * longer provisional. A newcomer (350) gets there after about a dozen games.
 */
export const LEADERBOARD_MAX_DEVIATION = 110;

/** Figures as clients show them: a tenth is finer than any rating means. */
const tenth = (x: number) => Math.round(x * 10) / 10;

function pageOf(url: URL, max: number): number {
  const page = Number(url.searchParams.get('page') ?? 1);
  if (!Number.isInteger(page) || page < 1 || page > max)
    throw new TableError('bad-request', { reason: 'page' });
  return page;
}

/**
 * `/api/v1/users/:name` and `/api/v1/leaderboard/:game` (docs/protocol.md, "Profiles and
 * ratings"): reads only, each bounded by its pages. Null when the path is neither.
 */
export async function ratingApi(
  parts: readonly string[],
  url: URL,
  storage: Storage,
): Promise<{ status: number; body: unknown } | null> {
  if (parts.length === 2 && parts[0] === 'users') return profile(parts[1] as string, url, storage);
  if (parts.length === 2 && parts[0] === 'leaderboard') {
    return leaderboard(parts[1] as string, url, storage);
  }
  if (parts.length === 3 && parts[0] === 'tables' && parts[2] === 'ratings') {
    return tableRatings(parts[1] as string, storage);
  }
  return null;
}

/**
 * `/api/v1/tables/:id/ratings`: what a finished rated table did to each seat's rating, for its
 * end screen: `rated` false until it is rated (or if it never is). Open to whoever has the
 * table's link, as its summary is; a seat whose account is gone since has no line. A bot's seat
 * has its bot's line. `unrated`: at a rated table with bots, each person's results against a bot
 * that do not count (once a day per bot, docs/ratings.md), before the end with when they count
 * again (`until`), after it as they were rated.
 */
async function tableRatings(id: string, storage: Storage) {
  const t = await storage.getTable(id);
  if (!t) throw new TableError('no-table', { table: id.slice(0, 64) });
  // Whether it is rated, then its lines: the rating writes both in one transaction, so lines read
  // after "rated" are all there. Read the other way round, a rating committed between the two
  // reads (a table is rated in the background once it ends) said "rated" with no lines.
  const rated = await storage.ratings.isRated(t.id);
  const points = rated ? await storage.ratings.tablePoints(t.id) : new Map<string, RatingPoint>();
  const seats = t.seats.flatMap((s, seat) => {
    const key = s.kind === 'bot' && s.bot ? botKey(s.bot) : s.account;
    const p = key ? points.get(key) : undefined;
    return p
      ? [
          {
            seat,
            rating: tenth(p.after.rating),
            change: changeOf(p),
            ...(s.kind === 'bot' ? { bot: true } : {}),
          },
        ]
      : [];
  });
  return {
    status: 200,
    body: { table: t.id, rated, seats, ...(await unratedAgainstBots(t, rated, storage)) },
  };
}

/** A rated table's people's results against bots that do not count (tableRatings). */
async function unratedAgainstBots(t: TableRecord, rated: boolean, storage: Storage) {
  const bots = [...new Set(t.seats.flatMap((s) => (s.kind === 'bot' && s.bot ? [s.bot] : [])))];
  if (!t.rated || bots.length === 0) return {};
  const finished = t.status === 'finished';
  if (finished && !rated) return {};
  const counted = finished ? await storage.ratings.tableBotResults(t.id) : [];
  const unrated: { seat: number; bot: string; until?: number }[] = [];
  for (const [seat, s] of t.seats.entries()) {
    if (s.kind !== 'human' || !s.account) continue;
    for (const bot of bots) {
      if (finished) {
        if (!counted.some((c) => c.account === s.account && c.bot === bot)) {
          unrated.push({ seat, bot });
        }
        continue;
      }
      const since = Date.now() - BOT_WINDOW_MS;
      const last = await storage.ratings.lastBotResult(s.account, t.game, bot, since);
      if (last !== null) unrated.push({ seat, bot, until: last + BOT_WINDOW_MS });
    }
  }
  return unrated.length > 0 ? { unrated } : {};
}

/** How much a rated game moved a rating, in tenths as shown. */
const changeOf = (p: RatingPoint) => tenth(p.after.rating - p.before.rating);

async function profile(raw: string, url: URL, storage: Storage) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new TableError('bad-request', { reason: 'name' });
  }
  // A name no account can have (control characters, 10,000 characters) is said so, never looked up.
  const { name, key } = accountName(decoded);
  const page = pageOf(url, PROFILE_MAX_PAGES);
  const account = await storage.findAccount(key);
  if (!account) throw new TableError('unknown-player', { name });
  const ratings = await storage.ratings.ratingsOf(account.id);
  // Each rated table's point, for the recent games' rating changes.
  const points = new Map<string, RatingPoint>();
  const games = await Promise.all(
    ratings.map(async (r: RatingRecord) => {
      const history = await storage.ratings.history(account.id, r.game, HISTORY_POINTS);
      for (const p of history) points.set(p.table, p);
      return {
        game: r.game,
        rating: tenth(r.rating),
        deviation: tenth(r.deviation),
        games: r.games,
        wins: r.wins,
        // An unlisted table's id is its link: a public answer never names it (privacy.ts).
        history: history.map((p) => ({
          ...(p.listed ? { table: p.table } : {}),
          at: p.at,
          rating: tenth(p.after.rating),
          deviation: tenth(p.after.deviation),
        })),
      };
    }),
  );
  const links = await storage.accountSeats(account.id, PROFILE_PAGE + 1, (page - 1) * PROFILE_PAGE);
  const recent = [];
  for (const link of links.slice(0, PROFILE_PAGE)) {
    const t = await storage.getTable(link.table);
    // An unlisted table is not there for the public: its players find it in "your tables".
    if (!t || !t.listed) continue;
    const point = points.get(t.id);
    const result = t.result as TableResult | null;
    const finished = t.status === 'finished';
    recent.push({
      table: t.id,
      game: t.game,
      status: t.status,
      seat: link.seat,
      rated: t.rated === true,
      finishedAt: t.finishedAt,
      place: finished && result ? (result.ranking[link.seat] ?? null) : null,
      // The rating this game gave, and how much it moved (rated games only).
      ...(point
        ? {
            rating: tenth(point.after.rating),
            change: changeOf(point),
          }
        : {}),
      players: t.seats.map((s) => ({
        name: s.name,
        ...(s.kind === 'bot' ? { bot: true } : {}),
        ...(s.deleted ? { deleted: true } : {}),
      })),
      ...(finished
        ? {
            replay: `/api/v1/tables/${t.id}/replay`,
            analysis: `/api/v1/tables/${t.id}/analysis`,
          }
        : {}),
    });
  }
  return {
    status: 200,
    body: {
      name: account.name,
      since: account.createdAt,
      games,
      recent,
      page,
      next: links.length > PROFILE_PAGE && page < PROFILE_MAX_PAGES ? page + 1 : null,
    },
  };
}

async function leaderboard(game: string, url: URL, storage: Storage) {
  if (!GAMES.has(game)) throw new TableError('unknown-game', { game: game.slice(0, 64) });
  const page = pageOf(url, LEADERBOARD_MAX_PAGES);
  const offset = (page - 1) * LEADERBOARD_PAGE;
  const lines = await storage.ratings.leaderboard(
    game,
    LEADERBOARD_MAX_DEVIATION,
    LEADERBOARD_PAGE + 1,
    offset,
  );
  return {
    status: 200,
    body: {
      game,
      maxDeviation: LEADERBOARD_MAX_DEVIATION,
      page,
      players: lines.slice(0, LEADERBOARD_PAGE).map((l, i) => ({
        rank: offset + i + 1,
        // A deleted account's rating stays, nameless: "deleted player".
        name: l.name,
        ...(l.name === null ? { deleted: true } : {}),
        rating: tenth(l.rating),
        deviation: tenth(l.deviation),
        games: l.games,
        wins: l.wins,
      })),
      next: lines.length > LEADERBOARD_PAGE && page < LEADERBOARD_MAX_PAGES ? page + 1 : null,
    },
  };
}
