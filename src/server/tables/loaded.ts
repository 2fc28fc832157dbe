import { GAMES } from '../../games/registry.js';
import type { Storage } from '../storage/types.js';
import { LiveTable, TableError } from './live-table.js';
import { MoveLog } from './move-log.js';

/**
 * The tables this instance holds in memory, each loaded once (concurrent askers share the load)
 * from its record, its latest snapshot and its log; forgotten when nobody follows them and
 * nothing will happen at them, and loaded again on demand.
 */
export class LoadedTables {
  private readonly tables = new Map<string, Promise<LiveTable | null>>();

  constructor(
    private readonly storage: Storage,
    /** Told of each table once loaded, to set its chance, bots and clocks going. */
    private readonly loaded: (t: LiveTable) => void,
  ) {}

  /** The table, loading it if needed; null if there is no such table. */
  load(id: string): Promise<LiveTable | null> {
    let p = this.tables.get(id);
    if (!p) {
      p = this.fetch(id);
      this.tables.set(id, p);
      p.then(
        (t) => {
          if (!t) this.tables.delete(id);
        },
        () => this.tables.delete(id),
      );
    }
    return p;
  }

  /** The table, loading it if needed; `no-table` if there is none. */
  async need(id: string): Promise<LiveTable> {
    const t = await this.load(id);
    if (!t) throw new TableError('no-table', { table: id });
    return t;
  }

  /** The table if it is loaded (or loading), without loading it. */
  peek(id: string): Promise<LiveTable | null> | undefined {
    return this.tables.get(id);
  }

  /** Every table loaded (or loading). */
  all(): IterableIterator<Promise<LiveTable | null>> {
    return this.tables.values();
  }

  /** Every table loaded (or loading), by id. */
  entries(): IterableIterator<[string, Promise<LiveTable | null>]> {
    return this.tables.entries();
  }

  /**
   * Forgets a table that another instance plays (instances.ts says when): if `p` is
   * still what this instance holds for it, it stops following the table's notices, and the
   * table drives and appends nothing more here. Loaded again on demand, as any table.
   */
  forget(t: LiveTable, p: Promise<LiveTable | null>): boolean {
    if (this.tables.get(t.id) !== p) return false;
    this.tables.delete(t.id);
    this.storage.unfollow(t.id);
    t.dropped = true;
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    return true;
  }

  get size(): number {
    return this.tables.size;
  }

  /**
   * Follows the table's notices before reading it (a change after the read is heard), and stops
   * when the table is not held: not found, failed to load, or forgotten (`sweep`).
   */
  private async fetch(id: string): Promise<LiveTable | null> {
    await this.storage.follow(id);
    try {
      const t = await this.read(id);
      if (!t) this.storage.unfollow(id);
      return t;
    } catch (e) {
      this.storage.unfollow(id);
      throw e;
    }
  }

  private async read(id: string): Promise<LiveTable | null> {
    const record = await this.storage.getTable(id);
    if (!record) return null;
    const entry = GAMES.get(record.game);
    if (!entry) throw new Error(`table ${id}: game ${record.game} is not in the registry`);
    const t = new LiveTable(record, entry);
    const [moves, snapshot, chat] = await Promise.all([
      this.storage.readMoves(id, 0),
      this.storage.getSnapshot(id),
      this.storage.readChat(id, 0, 1),
    ]);
    t.moves = MoveLog.of(moves);
    t.triedSeq = t.seq; // what was played before is nobody's here (instances.ts)
    t.lastChatId = chat[0]?.id ?? 0;
    t.rebuild(snapshot);
    setImmediate(() => this.loaded(t));
    return t;
  }

  /** Forgets tables nobody follows and nothing will happen at. */
  sweep(): void {
    for (const [id, p] of this.tables) {
      void p.then((t) => {
        if (t && t.subscribers.size === 0 && t.record.status !== 'playing' && t.queued === 0) {
          if (this.tables.get(id) !== p) return;
          this.tables.delete(id);
          this.storage.unfollow(id);
        }
      });
    }
  }
}
