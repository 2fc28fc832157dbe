import type { Actor } from '../../kernel/index.js';
import { cryptoRng } from '../crypto-rng.js';
import type { Before } from '../push/notifier.js';
import type { MoveRecord, Storage, TableRecord } from '../storage/types.js';
import { foldClock } from './clocks.js';
import { audiences, broadcastTable, sendMove, sendMoves } from './fanout.js';
import { TableError, type LiveTable } from './live-table.js';

/** A snapshot of the state every this many moves, so that loading a table folds few moves. */
const SNAPSHOT_EVERY = 100;
/** Chance moves drawn right after a move, at most (then the driver goes on). */
const MAX_CHANCE_CHAIN = 16;
/** Moves a welcome (or one message of a long catch-up) carries, at most. */
export const HISTORY_MAX = 1000;

/**
 * The log: every change of a table goes through here, durably first, then into memory, then out
 * to its sockets (fanout.ts). Moves are appended with the (table, seq) key the database keeps
 * unique; the table's record changes by compare-and-set on its version. Whoever loses a race
 * catches up from the database. Everything here runs inside the table's `run`.
 */
export class TableLog {
  constructor(
    private readonly storage: Storage,
    private readonly say: (message: string) => void,
    /** Told after every change, to look at whose turn it is now (the driver). */
    private readonly changed: (t: LiveTable) => void,
    /** Told of every record this instance changed, before and after (the log's events). */
    private readonly recorded?: (before: TableRecord, after: TableRecord) => void,
  ) {}

  /**
   * Told after each change this instance wrote (not those caught up from others), with the table
   * as it stood before: push notifications (push/notifier.ts).
   */
  written: ((t: LiveTable, before: Before) => void) | null = null;

  private before(t: LiveTable, by: number | null): Before {
    return { status: t.record.status, awaited: t.running(), by };
  }

  /**
   * Appends a checked move, with the chance moves it leads to (a roll after a reroll), in one
   * durable write; then commits them in memory and tells everyone. Drawing chance at once saves
   * a round trip to the disk per turn and sends the player's move and its roll together. Returns
   * the seq of `move`.
   */
  async append(t: LiveTable, actor: Actor, move: unknown, byBot: boolean): Promise<number> {
    const first = t.game.apply(t.state, actor, move);
    if (!first.ok) throw new TableError(first.error.code, first.error.params);
    const at = Math.max(Date.now(), t.moves.lastAt);
    const records: MoveRecord[] = [{ seq: t.seq + 1, actor, move, at, byBot }];
    const states: unknown[] = [t.state, first.value];
    for (let i = 0; i < MAX_CHANCE_CHAIN; i++) {
      const state = states[states.length - 1];
      if (t.game.toMove(state)[0] !== 'chance') break;
      const roll = t.game.sampleChance(state, cryptoRng);
      const next = t.game.apply(state, 'chance', roll);
      if (!next.ok)
        throw new Error(`${t.game.id}: sampleChance gave an illegal move: ${next.error.code}`);
      records.push({
        seq: t.seq + records.length + 1,
        actor: 'chance',
        move: roll,
        at,
        byBot: true,
      });
      states.push(next.value);
    }
    const before = this.written ? this.before(t, typeof actor === 'number' ? actor : null) : null;
    // A table this instance forgot is another's to play (instances.ts): never appended to here.
    if (t.dropped) throw new TableError('stale', { seq: t.seq, head: t.seq });
    t.triedSeq = Math.max(t.triedSeq, t.seq + records.length);
    let stored: boolean;
    try {
      stored = await this.storage.append(t.id, records);
    } catch (e) {
      this.say(`table ${t.id}: append failed: ${(e as Error).message}`);
      throw new TableError('storage');
    }
    if (!stored) {
      // Another instance took this seq first (or an earlier write of ours that we were told had
      // failed made it after all): catch up from the log; the move was stale.
      const seen = t.seq;
      await this.catchUp(t);
      throw new TableError('stale', { seq: seen, head: t.seq });
    }
    this.commit(t, states, records);
    if (before) this.written?.(t, before);
    return t.seq - records.length + 1;
  }

  /**
   * Commits durably appended moves in memory (`records[i]` takes `states[i]` to `states[i + 1]`)
   * and tells every subscriber: a `move` message per move, or one `moves` message for them all
   * to the sockets that asked for it (docs/protocol.md).
   */
  private commit(t: LiveTable, states: readonly unknown[], records: readonly MoveRecord[]): void {
    const { batched, classic } = audiences(t);
    let result: unknown = null;
    for (const [i, m] of records.entries()) {
      const before = states[i];
      const after = states[i + 1];
      t.moves.push(m);
      t.state = after;
      if (t.clock) foldClock(t.record.timeControl, t.clock, m);
      result = t.resultOf(after);
      if (classic > 0) sendMove(t, before, after, m, result);
      if (m.seq % SNAPSHOT_EVERY === 0 && result === null) {
        const text = t.snapshotText();
        if (text) this.storage.putSnapshot(t.id, m.seq, text).catch(() => {});
      }
    }
    if (batched > 0) sendMoves(t, states, records, result);
    setImmediate(() => this.changed(t));
  }

  /** Reads what other instances appended, in order. */
  async catchUp(t: LiveTable): Promise<void> {
    if (t.record.status === 'open') await this.reloadRecord(t);
    const moves = await this.storage.readMoves(t.id, t.seq);
    const states: unknown[] = [t.state];
    const records: MoveRecord[] = [];
    for (const m of moves) {
      if (m.seq !== t.seq + records.length + 1) break;
      states.push(t.applyLogged(states[states.length - 1], m));
      records.push(m);
      // A long catch-up goes out in parts, as a welcome's history would.
      if (records.length === HISTORY_MAX) {
        this.commit(t, states, records.splice(0));
        states.splice(0, states.length - 1);
      }
    }
    if (records.length > 0) this.commit(t, states, records);
  }

  /** Reads the table's record again, if another instance changed it. */
  async reloadRecord(t: LiveTable): Promise<void> {
    const fresh = await this.storage.getTable(t.id);
    if (!fresh || fresh.version <= t.record.version) return;
    this.setRecord(t, fresh);
  }

  private setRecord(t: LiveTable, r: TableRecord): void {
    const wasOpen = t.record.status === 'open';
    t.record = r;
    if (wasOpen && r.status !== 'open') {
      t.state = t.game.setup(t.record.options, r.seats.length);
      for (const m of t.moves) t.state = t.applyLogged(t.state, m);
    }
    t.recomputeClock();
    broadcastTable(t);
    setImmediate(() => this.changed(t));
  }

  /** Changes a table's record (compare-and-set, retried after a concurrent change). */
  mutate(
    t: LiveTable,
    change: (r: TableRecord) => TableRecord | null,
    by: number | null = null,
  ): Promise<void> {
    return t.run(async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        let next: TableRecord | null;
        try {
          next = change(t.record);
        } catch (e) {
          // Refused against the record this instance holds. Another instance may have changed
          // it (a seat taken there) before its notice arrived: judged once more against the
          // database's record, if that is newer.
          const seen = t.record.version;
          if (attempt > 0 || !(e instanceof TableError)) throw e;
          await this.reloadRecord(t);
          if (t.record.version === seen) throw e;
          continue;
        }
        if (!next) return;
        let ok: boolean;
        try {
          ok = await this.storage.updateTable(next, t.record.version);
        } catch (e) {
          this.say(`table ${t.id}: update failed: ${(e as Error).message}`);
          throw new TableError('storage');
        }
        if (ok) {
          const prior = t.record;
          const before = this.written ? this.before(t, by) : null;
          this.setRecord(t, { ...next, version: t.record.version + 1 });
          if (before) this.written?.(t, before);
          this.recorded?.(prior, t.record);
          return;
        }
        await this.reloadRecord(t);
        await this.catchUp(t);
      }
      throw new TableError('table-busy');
    });
  }
}
