import type { BotAsker, BotPool } from '../bots/pool.js';
import type { SeatRecord } from '../storage/types.js';
import { TableError, type LiveTable } from './live-table.js';

/** Limits on tables of bots only, which keep the bots' threads busy with nobody waiting. */
export interface BotTableLimits {
  /** Playing at once per creator's address (0: no limit). */
  readonly perAddress: number;
  /** Playing at once on this instance, whoever created them (0: no limit). */
  readonly total: number;
}

export const DEFAULT_BOT_TABLE_LIMITS: BotTableLimits = { perAddress: 3, total: 16 };

/**
 * Creators remembered, at most: the most recent tables' (a Map keeps insertion order). Older
 * tables count as their own creator, as after a restart.
 */
const MAX_CREATORS = 20_000;

/**
 * Whether bots play every seat: each is a bot's, or a zombie's (its person left, timed out or
 * was replaced). Such a table goes on with nobody to wait for it, whatever it was created as.
 * A person away without leaving is not counted out: the game waits for their turn (and their
 * clock, if any, hands the seat to a bot when it runs out, which makes it a zombie), so their
 * table cannot keep the bots busy; and this, unlike sockets, reads the same on every instance.
 */
export function botsOnly(seats: readonly SeatRecord[]): boolean {
  return seats.every((s) => s.kind === 'bot' || s.zombie);
}

/**
 * Tables of bots only on this instance, counted against their creator's address and the
 * instance: those created so (refused beyond the limits) and those whose people all left (which
 * wait, their bots idle, until there is room). Also who created each table, for the bots' cap of
 * decisions per address (pool.ts). Creators live in memory only: they are addresses, which the
 * database does not keep. After a restart (or for a table older than the last MAX_CREATORS made
 * here), a table's creator is unknown and the table counts as its own creator.
 */
export class BotTables {
  /** Table id → the address that created it here. */
  private readonly creators = new Map<string, string>();
  /** Tables of bots only allowed to play, by id: their creator, and the table once loaded. */
  private readonly playing = new Map<string, { from: string; table: LiveTable | null }>();

  constructor(
    private readonly bots: BotPool,
    private readonly limits: BotTableLimits = DEFAULT_BOT_TABLE_LIMITS,
  ) {}

  /** The address that created the table, or a key of the table's own if unknown. */
  creatorOf(id: string): string {
    return this.creators.get(id) ?? `table:${id}`;
  }

  /** A table was created here by `from`. */
  created(id: string, from: string): void {
    this.creators.set(id, from);
    if (this.creators.size > MAX_CREATORS) {
      const oldest = this.creators.keys().next().value as string;
      this.creators.delete(oldest);
    }
  }

  /**
   * A table of bots only about to be created by `from`: refused when the address or the instance
   * is at its limit, or the bots' queue is full; else it counts from now (`cancel` if it was not
   * made after all, `attach` once loaded).
   */
  admit(id: string, from: string): void {
    this.forgetEnded();
    const over = this.over(from);
    if (over) throw over;
    if (this.bots.full()) throw new TableError('bots-busy');
    this.playing.set(id, { from, table: null });
    this.created(id, from);
  }

  attach(id: string, t: LiveTable): void {
    const held = this.playing.get(id);
    if (held) held.table = t;
  }

  cancel(id: string): void {
    this.playing.delete(id);
    this.creators.delete(id);
  }

  /**
   * Who asks a bot's decision at `t` (pool.ts): a table of bots only asks in the background,
   * whatever it was created as. Null when it is one beyond its creator's or the instance's
   * limit: its bots wait until there is room (or a person comes back).
   */
  asker(t: LiveTable): BotAsker | null {
    const creator = this.creatorOf(t.id);
    const background = botsOnly(t.record.seats);
    if (background && !this.playing.has(t.id)) {
      this.forgetEnded();
      if (this.over(creator)) return null;
      this.playing.set(t.id, { from: creator, table: t });
    }
    return {
      table: t.id,
      // Read again when the decision leaves the queue: the people may have left meanwhile.
      get background() {
        return botsOnly(t.record.seats);
      },
      creator,
    };
  }

  /** Why one more table of bots only by `from` cannot play now, or null. */
  private over(from: string): TableError | null {
    const { perAddress, total } = this.limits;
    if (perAddress > 0) {
      let mine = 0;
      for (const b of this.playing.values()) if (b.from === from) mine++;
      if (mine >= perAddress) return new TableError('too-many-bot-tables', { max: perAddress });
    }
    if (total > 0 && this.playing.size >= total) return new TableError('bots-busy');
    return null;
  }

  /** Tables that ended, or have a person back, no longer count. */
  private forgetEnded(): void {
    for (const [id, b] of this.playing) {
      const t = b.table;
      if (!t) continue;
      if (t.record.status !== 'playing' || !botsOnly(t.record.seats)) this.playing.delete(id);
      if (t.record.status === 'finished') this.creators.delete(id);
    }
  }
}
