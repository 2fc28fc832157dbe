import type { Notice, Storage, TableHead } from '../storage/types.js';
import { broadcastChat, CHAT_BACKLOG } from './fanout.js';
import type { LiveTable } from './live-table.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';

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

  constructor(
    private readonly storage: Storage,
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    /** This instance's id, to ignore notices of its own changes. */
    private readonly origin: string,
    private readonly say: (message: string) => void,
    /** How often every held table is compared with the database (0: never; only if shared). */
    catchUpMs: number,
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

  private onNotice(n: Notice): void {
    if (n.origin === this.origin) return;
    const p = this.tables.peek(n.table);
    if (!p) return;
    void p.then((t) => {
      if (!t) return;
      if (n.kind === 'move' && n.n > t.seq) this.catchUpMoves(t);
      else if (n.kind === 'table' && n.n > t.record.version) this.catchUpRecord(t);
      else if (n.kind === 'chat' && n.n > t.lastChatId) this.catchUpChat(t);
    });
  }

  private catchUpMoves(t: LiveTable): void {
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
    const held = new Map<string, LiveTable>();
    for (const p of [...this.tables.all()]) {
      const t = await p.catch(() => null);
      if (t) held.set(t.id, t);
    }
    if (held.size === 0) return;
    let heads: TableHead[];
    try {
      heads = await this.storage.heads([...held.keys()]);
    } catch (e) {
      this.say(`catch-up: ${(e as Error).message}`);
      return;
    }
    for (const h of heads) {
      const t = held.get(h.id);
      if (!t) continue;
      if (h.version > t.record.version) this.catchUpRecord(t);
      if (h.seq > t.seq) this.catchUpMoves(t);
      if (h.chat > t.lastChatId) this.catchUpChat(t);
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
