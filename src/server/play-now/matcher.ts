import { GAMES } from '../../games/registry.js';
import type { PlayNowBotWait, PlayNowPace } from '../../protocol/play-now.js';
import { newToken } from '../crypto-rng.js';
import { KeyedRateLimiter } from '../rate-limit.js';
import { NEWCOMER } from '../ratings/glicko2.js';
import type { PlayNowRow, PlayNowState } from '../storage/play-now-sql.js';
import type { SeatRecord, Storage, TableRecord } from '../storage/types.js';
import { creatorOf, type SeatAccount } from '../tables/lobby.js';
import { hashToken, TableError, type TableService } from '../tables/service.js';
import { botLevelFor } from './bot-level.js';
import { paceControl, poolOf, ratingRange, ratingsMeet } from './pairing.js';

/** What a player asks for (docs/protocol.md, "Play now"). */
export interface PlayNowAsk {
  readonly game: string;
  readonly pace: PlayNowPace;
  readonly players: number;
  readonly rated: boolean;
  /** Seconds before bots fill the empty seats; null: never. */
  readonly botAfter: PlayNowBotWait;
  /** The name to sit under, signed out (signed in: the account's). */
  readonly name?: string | undefined;
  /** This device's own id, signed out: one waiting request a device. */
  readonly device?: string | undefined;
}

/** Where a request stands: its table and seat; `token` when the seat is new to its holder. */
export interface PlayNowAnswer {
  readonly state: PlayNowState;
  readonly table: string;
  readonly seat: number;
  readonly token?: string;
  /** Rated and waiting: the ratings (±) accepted now. */
  readonly range?: number;
}

export interface PlayNowOptions {
  /** Ms in a second of the waits (bots' wait, the range's steps): tests shorten it. */
  readonly secondMs?: number;
  /** A request unheard this long is gone (its page closed): its seat is freed. */
  readonly expireMs?: number;
  /** Waiting requests from one network at most. */
  readonly perAddress?: number;
  /** Waits and cancels a second per address, on average, in bursts of 4 times (0: no limit). */
  readonly waitsPerSecond?: number;
  readonly log?: (message: string) => void;
}

export const PLAY_NOW_EXPIRE_MS = 15_000;
export const PLAY_NOW_PER_ADDRESS = 10;
/** A page polls every 2 s: five a second leave room for a few pages behind one address. */
export const PLAY_NOW_WAITS_PER_SECOND = 5;
/** Waiting requests of a pool looked at for a table to join: the oldest first. */
export const PLAY_NOW_SCAN = 100;
/** Ended requests are kept this long (their holders' last polls read them), then pruned. */
const KEEP_ENDED_MS = 3_600_000;

/** A table's seats taken by people, and whether one is still empty. */
const taken = (r: TableRecord) => r.seats.filter((s) => s.kind === 'human' && s.tokenHash);
const full = (r: TableRecord) => r.seats.every((s) => s.kind === 'bot' || s.tokenHash !== null);

/** Seat codes a table to join may refuse with: another table is tried. */
const TAKEN = new Set(['seat-taken', 'seat-held', 'already-started', 'already-seated', 'no-table']);

/**
 * Play now (issue 42): a player asking for a game and a pace is seated at once at a waiting table
 * of their pool (game, pace, players, rated) that accepts them, or at a new one, listed in the
 * lobby. The table starts when full; past the player's chosen wait, bots of their level take the
 * empty seats and it starts. A rated request meets ratings within a range that widens with the
 * wait (pairing.ts): a lone waiter moves to another waiting table once both ranges accept.
 *
 * Several instances: the requests are in storage, and every decision that seats or moves someone
 * is taken under the pool's lock (PostgreSQL's advisory lock; on SQLite one instance serves, and
 * this instance's own queue suffices), so two instances never open two tables for two waiting
 * players, nor seat one player twice. Seats themselves are taken by the tables' compare-and-set.
 */
export class PlayNow {
  private readonly secondMs: number;
  private readonly expireMs: number;
  private readonly perAddress: number;
  private readonly say: (message: string) => void;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly sweeper: NodeJS.Timeout;
  /** The waits and cancels of each address (play-now/http.ts). */
  readonly waits: KeyedRateLimiter;

  constructor(
    private readonly storage: Storage,
    private readonly service: TableService,
    opts: PlayNowOptions = {},
  ) {
    this.secondMs = opts.secondMs ?? 1000;
    this.expireMs = opts.expireMs ?? PLAY_NOW_EXPIRE_MS;
    this.perAddress = opts.perAddress ?? PLAY_NOW_PER_ADDRESS;
    this.say = opts.log ?? (() => {});
    const rate = opts.waitsPerSecond ?? PLAY_NOW_WAITS_PER_SECOND;
    this.waits = new KeyedRateLimiter(rate, rate * 4);
    this.sweeper = setInterval(() => void this.sweep(), this.expireMs / 2);
    this.sweeper.unref();
  }

  private get store() {
    return this.storage.playNow;
  }

  /** `fn` alone in the pool: this instance's queue, then the storage's lock across instances. */
  private exclusive<T>(pool: string, fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.store.locked(pool, fn));
    this.queue = run.catch(() => {});
    return run;
  }

  /** A new request: seated at once (a waiting table, or a new one). `request`: its secret. */
  async ask(
    ask: PlayNowAsk,
    address: string,
    account?: SeatAccount,
  ): Promise<PlayNowAnswer & { request: string }> {
    const entry = GAMES.get(ask.game);
    if (!entry) throw new TableError('unknown-game', { game: ask.game });
    const { minPlayers: min, maxPlayers: max } = entry.game;
    if (ask.players < min || ask.players > max)
      throw new TableError('bad-player-count', { min, max });
    if (ask.rated && !account) throw new TableError('play-now-rated-account');
    const owner = account ? `account:${account.id}` : ask.device ? `device:${ask.device}` : null;
    if (!owner) throw new TableError('bad-request', { reason: 'device' });
    // One waiting request an owner: a new one takes the place of the last.
    const previous = await this.store.pendingOf(owner);
    if (previous) await this.exclusive(previous.pool, () => this.release(previous, 'cancelled'));
    const network = creatorOf(address);
    if ((await this.store.countWaiting(network)) >= this.perAddress)
      throw new TableError('play-now-busy');
    const secret = newToken();
    const now = Date.now();
    const row: PlayNowRow = {
      id: hashToken(secret),
      owner,
      address: network,
      pool: poolOf(ask.game, ask.pace, ask.players, ask.rated),
      account: account?.id ?? null,
      rating: account ? await this.ratingOf(account.id, ask.game) : NEWCOMER.rating,
      botAfter: ask.botAfter === null ? null : ask.botAfter * this.secondMs,
      createdAt: now,
      seenAt: now,
      table: '',
      seat: -1,
      state: 'waiting',
    };
    if (!(await this.store.insert(row))) throw new TableError('play-now-pending');
    try {
      const name = account?.name ?? ask.name ?? '';
      const placed = await this.exclusive(row.pool, async () => {
        const joined = await this.joinWaiting(row, name, account);
        return joined ?? (await this.open(row, ask, name, address, account));
      });
      return { request: secret, ...placed, ...this.rangeOf(row, placed.state) };
    } catch (e) {
      await this.store.end(row.id, 'cancelled');
      throw e;
    }
  }

  /**
   * The page waiting says it is still there: where the request stands now. The table started
   * (full, or filled with bots past the wait), or the request moved to another table (`token`).
   */
  async wait(secret: string): Promise<PlayNowAnswer> {
    const row = await this.store.get(hashToken(secret));
    if (!row || row.table === '') throw new TableError('play-now-gone');
    if (row.state !== 'waiting') return this.answer(row, row.state);
    const now = Date.now();
    await this.store.seen(row.id, now);
    const r = await this.service.changeTable(row.table, () => null);
    if (r.status !== 'open' || (full(r) && (await this.start(row.table)))) {
      await this.store.started(row.table);
      return this.answer(row, 'started');
    }
    if (row.botAfter !== null && now - row.createdAt >= row.botAfter)
      return this.exclusive(row.pool, () => this.fillWithBots(row.id));
    if (taken(r).length === 1) {
      const moved = await this.exclusive(row.pool, () => this.move(row.id, r));
      if (moved) return moved;
    }
    return { ...this.answer(row, 'waiting'), ...this.rangeOf(row, 'waiting') };
  }

  /** The player gives up: their seat is freed (and their table unlisted if nobody is left). */
  async cancel(secret: string): Promise<PlayNowAnswer> {
    const row = await this.store.get(hashToken(secret));
    if (!row) throw new TableError('play-now-gone');
    const state = await this.exclusive(row.pool, async () => {
      const now = await this.store.get(row.id);
      if (now?.state !== 'waiting') return now?.state ?? 'cancelled';
      await this.release(now, 'cancelled');
      return 'cancelled' as const;
    });
    return this.answer(row, state);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  /** Requests whose page went quiet expire, their seats freed; long-ended ones go. */
  async sweep(): Promise<void> {
    try {
      const now = Date.now();
      for (const r of await this.store.unheard(now - this.expireMs, PLAY_NOW_SCAN)) {
        await this.exclusive(r.pool, async () => {
          const row = await this.store.get(r.id);
          if (row?.state === 'waiting' && Date.now() - row.seenAt > this.expireMs)
            await this.release(row, 'expired');
        });
      }
      await this.store.prune(now - KEEP_ENDED_MS);
    } catch (e) {
      this.say(`play now: sweep: ${(e as Error).message}`);
    }
  }

  private answer(row: PlayNowRow, state: PlayNowState): PlayNowAnswer {
    return { state, table: row.table, seat: row.seat };
  }

  private rangeOf(row: PlayNowRow, state: PlayNowState): { range?: number } {
    if (state !== 'waiting' || !row.pool.endsWith('|rated')) return {};
    return { range: ratingRange(Date.now() - row.createdAt, this.secondMs) };
  }

  private async ratingOf(account: string, game: string): Promise<number> {
    const ratings = await this.storage.ratings.ratingsOf(account);
    return Math.round(ratings.find((r) => r.game === game)?.rating ?? NEWCOMER.rating);
  }

  /** A new table for the request, listed, its first seat the asker's. Under the pool's lock. */
  private async open(
    row: PlayNowRow,
    ask: PlayNowAsk,
    name: string,
    address: string,
    account?: SeatAccount,
  ): Promise<PlayNowAnswer> {
    const made = await this.service.create(
      {
        game: ask.game,
        seats: Array.from({ length: ask.players }, () => ({ kind: 'human' as const })),
        seat: 0,
        name,
        timeControl: paceControl(ask.pace),
        listed: true,
        ...(ask.rated ? { rated: true } : {}),
      },
      address,
      account,
    );
    const table = made.table.id as string;
    await this.store.seat(row.id, table, 0);
    return { state: 'waiting', table, seat: 0, ...(made.token ? { token: made.token } : {}) };
  }

  /**
   * Seats the request at another waiting table of its pool that accepts it (every request there
   * meets its rating, none is the same player's), the fullest first, then the oldest; null if
   * none does. Requests found unheard on the way expire. Under the pool's lock.
   */
  private async joinWaiting(
    row: PlayNowRow,
    name: string,
    account?: SeatAccount,
  ): Promise<PlayNowAnswer | null> {
    const now = Date.now();
    const rated = row.pool.endsWith('|rated');
    const tables = new Map<string, PlayNowRow[]>();
    for (const r of await this.store.waiting(row.pool, PLAY_NOW_SCAN)) {
      if (r.table === '' || r.id === row.id || r.table === row.table) continue;
      if (now - r.seenAt > this.expireMs) {
        await this.release(r, 'expired');
        continue;
      }
      tables.set(r.table, [...(tables.get(r.table) ?? []), r]);
    }
    const fits = (r: PlayNowRow) =>
      r.owner !== row.owner &&
      (r.account === null || r.account !== row.account) &&
      (!rated || ratingsMeet(r, row, now, this.secondMs));
    const candidates = [...tables]
      .filter(([, rows]) => rows.every(fits))
      .sort(([, a], [, b]) => b.length - a.length || oldest(a) - oldest(b));
    for (const [table] of candidates) {
      let joined;
      try {
        joined = await this.service.join(table, undefined, name, undefined, account);
      } catch (e) {
        if (e instanceof TableError && TAKEN.has(e.code)) continue;
        throw e;
      }
      await this.store.seat(row.id, table, joined.seat);
      const started = await this.start(table);
      if (started) await this.store.started(table);
      const { seat, token } = joined;
      return { state: started ? 'started' : 'waiting', table, seat, token };
    }
    return null;
  }

  /** A lone waiter moves to a waiting table that accepts it now; its own table is let go. */
  private async move(id: string, r: TableRecord): Promise<PlayNowAnswer | null> {
    const row = await this.store.get(id);
    if (row?.state !== 'waiting') return null;
    const seat = r.seats[row.seat];
    const name = seat?.name ?? '';
    const account = row.account ? { id: row.account, name } : undefined;
    const moved = await this.joinWaiting(row, name, account);
    if (!moved) return null;
    await this.freeSeat(row.table, row.seat, row.account);
    return moved;
  }

  /** Past the wait: bots of the player's level take the empty seats, and the table starts. */
  private async fillWithBots(id: string): Promise<PlayNowAnswer> {
    const row = await this.store.get(id);
    if (!row) throw new TableError('play-now-gone');
    if (row.state !== 'waiting') return this.answer(row, row.state);
    const r = await this.service.changeTable(row.table, (r) => {
      if (r.status !== 'open') return null;
      const bot = botLevelFor(r.game, row.rating);
      if (!bot) return null;
      const seats = r.seats.map((s): SeatRecord =>
        s.kind === 'human' && s.tokenHash === null
          ? { kind: 'bot', bot, name: bot, tokenHash: null, zombie: false, clockBonusMs: 0 }
          : s,
      );
      // A table with a bot is not rated (docs/ratings.md).
      return { ...r, seats, rated: false, status: 'playing', startedAt: Date.now() };
    });
    if (r.status === 'open') return this.answer(row, 'waiting');
    await this.store.started(row.table);
    return this.answer(row, 'started');
  }

  /** Starts the table if every seat is taken: whether it runs now. */
  private async start(table: string): Promise<boolean> {
    const r = await this.service.changeTable(table, (r) =>
      r.status === 'open' && full(r) ? { ...r, status: 'playing', startedAt: Date.now() } : null,
    );
    return r.status !== 'open';
  }

  /** A waiting request ends: its seat is freed, if its table has not started. */
  private async release(row: PlayNowRow, state: PlayNowState): Promise<void> {
    if (!(await this.store.end(row.id, state))) return;
    if (row.table !== '') await this.freeSeat(row.table, row.seat, row.account);
  }

  /** A seat of a waiting table is free again; a table nobody sits at leaves the lobby. */
  private async freeSeat(table: string, seat: number, account: string | null): Promise<void> {
    await this.service.changeTable(table, (r) => {
      const s = r.seats[seat];
      if (r.status !== 'open' || s?.kind !== 'human' || s.tokenHash === null) return null;
      const seats = r.seats.slice();
      seats[seat] = { ...s, name: null, tokenHash: null, account: null, creator: false };
      const listed = r.listed && seats.some((x) => x.kind === 'human' && x.tokenHash);
      return { ...r, seats, listed };
    });
    if (account) await this.service.accountSeats.unlinkSeat(table, seat);
  }
}

const oldest = (rows: readonly PlayNowRow[]) => Math.min(...rows.map((r) => r.createdAt));
