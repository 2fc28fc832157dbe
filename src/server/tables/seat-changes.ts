import type { SeatRecord, TableRecord } from '../storage/types.js';
import { TableError, type LiveTable, type Subscriber } from './live-table.js';
import { announcePresence } from './fanout.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';
import { forfeitNow, tableResult } from './standing.js';

/**
 * A live clock that ran out has this much when its player takes the seat back (and only one that
 * ran out: a seat left to a bot before its time ran out comes back with the time it had).
 */
export const RECLAIM_GRACE_MS = 60_000;

/**
 * A seat changing hands during play: its player leaving (resigning, once the game runs), a bot
 * asked for in an absent player's place, and the player coming back. The table service
 * (service.ts) delegates to it.
 */
export class SeatChanges {
  constructor(
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    private readonly replaceAfterMs: number,
    /** Told of a table a resignation ended (ratings: rated-tables.ts). */
    private readonly ended: (r: TableRecord) => void = () => {},
  ) {}

  /**
   * A seat leaves. Before the start its seat is free again. Once the game runs this is resigning:
   * the player ranks last (standing.ts) and a bot plays the seat, but not the turn being waited
   * for: leaving in the middle of one's turn would be asking the strongest bot for a move. That
   * turn is left to the rules for absence (the clock, or the others' `replace` at an untimed
   * table), and the bot plays from the seat's next turn. At a two-seat table there is nobody to
   * play on against: resigning ends the game at once, the other seat first (docs/rules-decisions.md).
   * The seat freed before the start, if any.
   */
  async leave(id: string, sub: Subscriber): Promise<number | null> {
    const t = await this.tables.need(id);
    if (sub.seat === null) throw new TableError('not-seated');
    let freed: number | null = null;
    let ends = false;
    await this.log.mutate(t, (r) => {
      const seat = t.seatOf(sub);
      if (seat === null) throw new TableError('not-seated');
      const seats = r.seats.slice();
      const s = seats[seat] as SeatRecord;
      freed = r.status === 'open' ? seat : null;
      // Free for the next person, who takes neither the leaver's account (its sockets would
      // hold their seat) nor the creator's right to invite.
      if (r.status === 'open')
        seats[seat] = { ...s, name: null, tokenHash: null, account: null, creator: false };
      else if (r.status === 'playing') {
        const awaited = t.running().includes(seat);
        const now = Date.now();
        const forfeit = forfeitNow(s, 'resigned', now);
        seats[seat] = { ...s, left: true, zombie: s.zombie || !awaited, forfeit };
        ends = seats.length === 2;
        if (ends) return resignedEnd(t, { ...r, seats }, now);
      } else return null;
      return { ...r, seats };
    });
    if (ends && t.record.status === 'finished') this.ended(t.record);
    // The socket stays as a spectator; coming back with the token takes the seat back.
    sub.seat = null;
    sub.tokenHash = null;
    announcePresence(t);
    return freed;
  }

  /**
   * A seated player asks for a bot to play an absent player's seat (zombie mode), at an untimed
   * table where the game waits for that seat: granted once the seat has been awaited and without
   * any socket for `replaceAfterMs`; at once, at any table, for a player who resigned in their
   * turn. Timed tables do it by their clock. The absent player takes
   * the seat back by coming back with the token.
   */
  async replace(id: string, sub: Subscriber, target: number): Promise<void> {
    const t = await this.tables.need(id);
    if (sub.seat === null) throw new TableError('not-seated');
    await this.log.mutate(t, (r) => {
      if (t.seatOf(sub) === null) throw new TableError('not-seated');
      if (r.status === 'open') throw new TableError('not-started');
      if (r.status === 'finished') throw new TableError('game-over');
      const s = r.seats[target];
      const awaited = s?.kind === 'human' && !s.zombie && t.running().includes(target);
      // A player who resigned in their turn said they are gone: the others need not wait for
      // them to come back, nor for their clock to run out, to have a bot play that turn.
      if (awaited && s.left) {
        return { ...r, seats: r.seats.map((x, i) => (i === target ? { ...s, zombie: true } : x)) };
      }
      if (r.timeControl.kind !== 'none') throw new TableError('replace-timed');
      if (!s) throw new TableError('bad-seat', { seat: target });
      if (!awaited) throw new TableError('not-awaited', { seat: target });
      const now = Date.now();
      const { connected, awaySince } = t.presence(now);
      if (connected[target]) throw new TableError('player-here', { seat: target });
      // Away since, and awaited since: whichever came later.
      const since = Math.max(awaySince[target] ?? now, t.clock?.turnStart ?? now);
      const wait = since + this.replaceAfterMs - now;
      if (wait > 0) throw new TableError('away-too-short', { retryS: Math.ceil(wait / 1000) });
      // Replaced while away is a forfeit, as running out of time is at a timed table: the
      // seat's place is no longer its player's (docs/ratings.md).
      const seats = r.seats.slice();
      seats[target] = { ...s, zombie: true, forfeit: forfeitNow(s, 'away', now) };
      return { ...r, seats };
    });
  }

  /**
   * A player back with the token takes the seat back from the bot (and time, on a live clock).
   * Their forfeit stands: they play on for the others' game, ranked by it (standing.ts).
   * Returns the moves the bot made for them since their own last one, for them to be told.
   */
  async reclaim(t: LiveTable, seat: number): Promise<number> {
    let botMoves = 0;
    await this.log.mutate(t, (r) => {
      const s = r.seats[seat];
      if (!s?.zombie) return null;
      // Counted here, in the table's turn: no bot move comes between the count and the seat's return.
      botMoves = trailingBotMoves(t.moves, seat);
      let bonus = 0;
      if (r.timeControl.kind === 'live' && t.clock && s.timedOut) {
        // Bot moves cost no time, so the clock still shows what the player had when the turn
        // they let run out began: they come back with RECLAIM_GRACE_MS, neither more nor less.
        // A seat that became a bot's otherwise (its player left between turns) used no time
        // meanwhile and gets none: coming back is not a way to refill a clock.
        bonus = RECLAIM_GRACE_MS - (t.clock.remaining[seat] ?? 0);
      }
      const seats = r.seats.slice();
      seats[seat] = { ...s, zombie: false, timedOut: false, clockBonusMs: s.clockBonusMs + bonus };
      return { ...r, seats };
    });
    return botMoves;
  }
}

/** The moves a bot made for `seat` since its player's own last one. */
export function trailingBotMoves(
  moves: Iterable<{ readonly actor: unknown; readonly byBot?: boolean }>,
  seat: number,
): number {
  let n = 0;
  for (const m of moves) if (m.actor === seat) n = m.byBot ? n + 1 : 0;
  return n;
}

/**
 * A two-seat table its player resigned from, finished now: the game has no result of its own yet,
 * so every score is 0 and the ranking is the forfeit's (the other seat first).
 */
function resignedEnd(t: LiveTable, r: TableRecord, now: number): TableRecord {
  const game = { scores: r.seats.map(() => 0), ranking: r.seats.map(() => 1) };
  const result = tableResult(game, r.seats, t.moves, 'resigned');
  return { ...r, status: 'finished', finishedAt: now, result };
}
