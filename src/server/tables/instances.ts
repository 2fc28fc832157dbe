import type { Notice, Storage } from '../storage/types.js';
import { broadcastChat, CHAT_BACKLOG } from './fanout.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';

/**
 * Other instances sharing the database: their notices are hints ("table T reached move n"); a
 * table this instance holds and that is behind catches up from the log.
 */
export class Instances {
  constructor(
    private readonly storage: Storage,
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    /** This instance's id, to ignore notices of its own changes. */
    private readonly origin: string,
    private readonly say: (message: string) => void,
  ) {
    storage.onNotice((n) => this.onNotice(n));
  }

  private onNotice(n: Notice): void {
    if (n.origin === this.origin) return;
    const p = this.tables.peek(n.table);
    if (!p) return;
    void p.then((t) => {
      if (!t) return;
      if (n.kind === 'move' && n.n > t.seq) {
        void t
          .run(() => this.log.catchUp(t))
          .catch((e) => this.say(`catch-up ${t.id}: ${(e as Error).message}`));
      } else if (n.kind === 'table' && n.n > t.record.version) {
        void t.run(() => this.log.reloadRecord(t)).catch(() => {});
      } else if (n.kind === 'chat' && n.n > t.lastChatId) {
        void this.storage
          .readChat(t.id, t.lastChatId, CHAT_BACKLOG)
          .then((c) => broadcastChat(t, c));
      }
    });
  }
}
