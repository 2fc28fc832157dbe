import type { SeatRecord, Storage } from '../storage/types.js';
import { cleanText, MAX_CHAT } from '../wire.js';
import type { ChatLimits } from './chat-limits.js';
import { broadcastChat } from './fanout.js';
import { ChatReads, visibleSeats } from './chat-reads.js';
import { TableError, type LiveTable, type Subscriber } from './live-table.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';

/**
 * A table's chat: a seat's line, within its quotas (chat-limits.ts), durable, then told; and who
 * has read it (chat-reads.ts).
 */
export class TableChat {
  readonly reads: ChatReads;

  constructor(
    private readonly storage: Storage,
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    private readonly limits: ChatLimits,
    private readonly say: (message: string) => void,
  ) {
    this.reads = new ChatReads(storage, say);
  }

  /** Another instance's lines were told here: read by the seats looking at the table here. */
  seenHere(t: LiveTable): void {
    this.reads.read(t, visibleSeats(t));
  }

  /** The line's table and seat, once it is durable and told. */
  async line(id: string, sub: Subscriber, raw: string): Promise<{ t: LiveTable; seat: number }> {
    const t = await this.tables.need(id);
    if (sub.seat === null) throw new TableError('not-seated');
    const text = cleanText(raw, MAX_CHAT);
    if (!text) throw new TableError('bad-request', { reason: 'text' });
    // With other instances, the seat may have changed hands there without a notice reaching this
    // one yet: the record is read again (a chat line is rare next to a read).
    if (this.storage.shared) await t.run(() => this.log.reloadRecord(t));
    const seat = t.seatOf(sub);
    if (seat === null) throw new TableError('not-seated');
    await this.unblocked(t.record.seats, seat);
    const quota = t.chat(this.limits);
    quota.take(seat);
    const name = t.record.seats[seat]?.name ?? '';
    let c;
    try {
      c = await this.storage.addChat(id, { seat, name, text, at: Date.now() });
    } catch (e) {
      quota.giveBack(seat);
      this.say(`table ${id}: chat failed: ${(e as Error).message}`);
      throw new TableError('storage');
    }
    broadcastChat(t, [c]);
    // Its writer has read the chat, as have the seats looking at the table (chat-reads.ts).
    this.reads.read(t, [seat, ...visibleSeats(t)]);
    return { t, seat };
  }

  /**
   * A line of an account that an account seated here blocks is refused (`chat-refused`, issue
   * 42): the blocker never sees it, nor does anyone else (the chat is one for the table).
   */
  private async unblocked(seats: readonly SeatRecord[], seat: number): Promise<void> {
    const me = seats[seat]?.account;
    if (!me) return;
    const others = seats.flatMap((s, i) => (i !== seat && s.account ? [s.account] : []));
    if (await this.storage.friends.blockedByAny(others, me)) throw new TableError('chat-refused');
  }
}
