import type { Storage, TableRecord } from '../storage/types.js';
import type { LiveTable, Subscriber } from './live-table.js';

/**
 * Who has read a table's chat (issue 40), kept in storage (notice-sql.ts) so that every device of
 * an account and every instance agree. A seat's reader is its account (read on one device is read
 * on all) or, for a seat without one, its token. A seat's chat is read when a line reaches one of
 * its pages that is open and visible, when such a page says it became visible, and when the seat
 * writes a line (one answers what one has read). One's own lines are never unread.
 */
export function readerOf(record: TableRecord, seat: number): string | null {
  const s = record.seats[seat];
  if (!s || s.kind !== 'human') return null;
  if (s.account) return `a:${s.account}`;
  return s.tokenHash ? `s:${s.tokenHash}` : null;
}

export class ChatReads {
  constructor(
    private readonly storage: Storage,
    private readonly say: (message: string) => void,
  ) {}

  /** The seats' chat is read up to its latest line (a failure costs a line unread, logged). */
  read(t: LiveTable, seats: Iterable<number>): void {
    const readers = new Set<string>();
    for (const seat of seats) {
      const reader = readerOf(t.record, seat);
      if (reader !== null) readers.add(reader);
    }
    for (const reader of readers) {
      this.storage.notices.markRead(reader, t.id).catch((e: unknown) => {
        this.say(`table ${t.id}: chat read: ${(e as Error).message}`);
      });
    }
  }

  /** A page of the seat says it is visible: the seat has read the chat. */
  seen(t: LiveTable, sub: Subscriber): void {
    const seat = t.seatOf(sub);
    if (seat !== null) this.read(t, [seat]);
  }

  /** The last line the seat's reader read (0: none, or no reader). */
  async lastRead(t: LiveTable, seat: number | null): Promise<number> {
    const reader = seat === null ? null : readerOf(t.record, seat);
    return reader === null ? 0 : this.storage.notices.lastRead(reader, t.id);
  }

  /** The seat's unread lines at the table (at most UNREAD_MAX). */
  unread(record: TableRecord, seat: number): Promise<number> {
    const reader = readerOf(record, seat);
    return reader === null
      ? Promise.resolve(0)
      : this.storage.notices.unread(reader, record.id, seat);
  }
}

/** The seats with a page open and visible at the table, that a chat line just reached. */
export function visibleSeats(t: LiveTable): number[] {
  const seats: number[] = [];
  for (const s of t.subscribers) {
    const seat = s.visible ? t.seatOf(s) : null;
    if (seat !== null && !seats.includes(seat)) seats.push(seat);
  }
  return seats;
}
