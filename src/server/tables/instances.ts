import type { Notice, Storage, TableHead } from '../storage/types.js';
import { broadcastChat, CHAT_BACKLOG } from './fanout.js';
import type { LiveTable } from './live-table.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';

/** Forgotten tables whose head is watched (see `Instances.forgotten`), at most. */
export const FORGOTTEN_MAX = 100_000;
/**
 * A forgotten table being played whose head stayed the same this long is loaded again here (it
 * is then seen still at the catch-up's next pass after that): far longer than a bot's budget (5 s).
 */
export const ADOPT_AFTER_MS = 30_000;

/**
 * Other instances sharing the database. Their notices are hints ("table T reached move n"): a
 * table this instance holds and that is behind catches up from the log. Hints can be lost (the
 * notification channel drops; PostgreSQL drops them when nobody listens), so an instance also
 * compares every table it holds with the database's heads: at once when the channel is back,
 * and every `catchUpMs` in case a hint was lost silently. No table stays stale longer than that.
 */
export class Instances {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /**
   * Tables this instance forgot while they were played elsewhere (`playedElsewhere`), with the
   * head seen at the last pass and since when it has not moved: asked in the same `heads`
   * query, and loaded again here if one stays still while playing (its player, the instance that
   * last appended, may have died), so that its chance, bots and clocks go on. At most
   * `FORGOTTEN_MAX`, the oldest dropped first.
   */
  private readonly forgotten = new Map<string, { seq: number; since: number }>();

  constructor(
    private readonly storage: Storage,
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    /** This instance's id, to ignore notices of its own changes. */
    private readonly origin: string,
    private readonly say: (message: string) => void,
    /** How often every held table is compared with the database (0: never; only if shared). */
    catchUpMs: number,
    /** A table forgotten here and still this long is loaded again (`ADOPT_AFTER_MS`). */
    private readonly adoptAfterMs = ADOPT_AFTER_MS,
  ) {
    storage.onNotice((n) => this.onNotice(n));
    storage.onResync(() => void this.catchUpAll());
    if (storage.shared && catchUpMs > 0) {
      this.timer = setInterval(() => void this.catchUpAll(), catchUpMs);
      this.timer.unref();
    }
  }

  /** Told when another instance's chat lines reached this one's sockets (service.ts). */
  chatSeen: ((t: LiveTable) => void) | null = null;

  /**
   * Since the start: hints of other instances' moves at tables held here, reads of the moves
   * after them (catch-ups), and tables forgotten because another instance plays them (/metrics).
   */
  readonly counts = { hints: 0, reads: 0, forgotten: 0 };

  private onNotice(n: Notice): void {
    if (n.origin === this.origin) return;
    const p = this.tables.peek(n.table);
    if (!p) return;
    if (n.kind === 'move') this.counts.hints++;
    void p.then((t) => {
      if (!t) return;
      // A notice is sent when its move is durable: its seq is a durable head (`playedElsewhere`).
      if (n.kind === 'move' && playedElsewhere(t, n.n)) this.forget(t, p, n.n);
      else if (n.kind === 'move' && n.n > t.seq) this.catchUpMoves(t);
      else if (n.kind === 'table' && n.n > t.record.version) this.catchUpRecord(t);
      else if (n.kind === 'chat' && n.n > t.lastChatId) this.catchUpChat(t);
    });
  }

  private catchUpMoves(t: LiveTable): void {
    this.counts.reads++;
    void t
      .run(() => this.log.catchUp(t))
      .catch((e) => this.say(`catch-up ${t.id}: ${(e as Error).message}`));
  }

  private catchUpRecord(t: LiveTable): void {
    void t.run(() => this.log.reloadRecord(t)).catch(() => {});
  }

  private catchUpChat(t: LiveTable): void {
    void this.storage
      .readChat(t.id, t.lastChatId, CHAT_BACKLOG)
      .then((c) => {
        const before = t.lastChatId;
        broadcastChat(t, c);
        // Another instance's line, read here by the seats looking at the table (chat-reads.ts).
        if (t.lastChatId > before) this.chatSeen?.(t);
      })
      .catch(() => {});
  }

  /**
   * Compares every table held here with the database, in one `heads` query for all of them (one
   * query per instance per period, whatever it holds), and catches up those behind. One pass at
   * a time: a pass asked for during one is the one running.
   */
  catchUpAll(): Promise<void> {
    this.sweeping ??= this.sweep().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweep(): Promise<void> {
    const held = new Map<string, { t: LiveTable; p: Promise<LiveTable | null> }>();
    for (const [id, p] of [...this.tables.entries()]) {
      const t = await p.catch(() => null);
      if (t) held.set(id, { t, p });
    }
    for (const id of held.keys()) this.forgotten.delete(id);
    if (held.size === 0 && this.forgotten.size === 0) return;
    let heads: TableHead[];
    try {
      heads = await this.storage.heads([...held.keys(), ...this.forgotten.keys()]);
    } catch (e) {
      this.say(`catch-up: ${(e as Error).message}`);
      return;
    }
    for (const h of heads) {
      const entry = held.get(h.id);
      if (!entry) {
        this.stillElsewhere(h);
        continue;
      }
      const { t } = entry;
      if (playedElsewhere(t, h.seq) && this.forget(t, entry.p, h.seq)) continue;
      if (h.version > t.record.version) this.catchUpRecord(t);
      if (h.seq > t.seq) this.catchUpMoves(t);
      if (h.chat > t.lastChatId) this.catchUpChat(t);
    }
  }

  /** Forgets a table played elsewhere (`playedElsewhere`), and watches its head from then. */
  private forget(t: LiveTable, p: Promise<LiveTable | null>, head: number): boolean {
    if (!this.tables.forget(t, p)) return false;
    this.counts.forgotten++;
    this.forgotten.set(t.id, { seq: head, since: Date.now() });
    if (this.forgotten.size > FORGOTTEN_MAX)
      this.forgotten.delete(this.forgotten.keys().next().value!);
    return true;
  }

  /** A table forgotten here: followed while it moves, loaded again if it stays still. */
  private stillElsewhere(h: TableHead): void {
    const f = this.forgotten.get(h.id);
    if (!f || this.tables.peek(h.id)) return void this.forgotten.delete(h.id);
    if (h.status !== 'playing') this.forgotten.delete(h.id);
    else if (h.seq !== f.seq) this.forgotten.set(h.id, { seq: h.seq, since: Date.now() });
    else if (Date.now() - f.since >= this.adoptAfterMs) {
      this.forgotten.delete(h.id);
      void this.tables.load(h.id).catch(() => {});
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

/**
 * A table that this instance holds without any socket (nor one saying hello), while another
 * instance plays it (its record here may still say it is open: the start's notice is read
 * after): forgotten (loaded.ts `forget`), so that this one stops hearing and reading its moves.
 * "Another plays it": a durable head (`head`: the database's, at the catch-up, or a notice's,
 * sent once its move is stored; at the first such notice no move is read) is past the head this
 * instance loaded and every seq it tried to append since, so another instance appended the head
 * since, and holds the table. That writer keeps it: its head is its own until another appends
 * after it (the (table, seq) key orders appends), so a table being played is always held, and
 * driven (chance, bots, clocks), by the instance that last appended, besides those with sockets
 * at it; a table nobody appended to since its holders loaded it (after restarts) is forgotten by
 * none. What is under way here then (a bot deciding, an append queued) comes to nothing: a table
 * forgotten appends nothing more (log.ts), and its driver stops (driver.ts).
 */
export function playedElsewhere(t: LiveTable, head: number): boolean {
  return head > t.triedSeq && t.subscribers.size === 0 && t.hellos === 0;
}
