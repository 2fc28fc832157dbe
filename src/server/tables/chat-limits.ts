import { RateLimiter } from '../rate-limit.js';
import { TableError } from './live-table.js';

/**
 * How much a table's chat may take. A seat's token can be opened on many sockets, so a limit per
 * socket alone let one player store tens of thousands of lines a minute: these count per seat and
 * per table instead. Counted by the instance holding the table, in memory, while it holds it (a
 * table with someone at it stays held): with several instances each counts its own share.
 */
export interface ChatLimits {
  /** Lines per second a seat may send on average (0: no limit)... */
  readonly perSeatRate: number;
  /** ...and at once. */
  readonly perSeatBurst: number;
  /** Lines a seat may send in a day (0: no limit). */
  readonly perSeatPerDay: number;
  /** Lines a whole table may get in a day (0: no limit). */
  readonly perTablePerDay: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  perSeatRate: 1,
  perSeatBurst: 5,
  perSeatPerDay: 400,
  perTablePerDay: 1500,
};

const DAY_MS = 24 * 60 * 60_000;

/** One table's chat counters: per seat a bucket and a day's count, and the table's day. */
export class ChatQuota {
  private readonly buckets = new Map<number, RateLimiter>();
  private readonly today = new Map<number, number>();
  private total = 0;
  private dayStart: number;

  constructor(
    private readonly limits: ChatLimits,
    private readonly clock: () => number = Date.now,
  ) {
    this.dayStart = clock();
  }

  /** Counts one line from `seat`, or throws why it may not be sent now (nothing counted). */
  take(seat: number): void {
    const now = this.clock();
    if (now - this.dayStart >= DAY_MS) {
      this.dayStart = now;
      this.today.clear();
      this.total = 0;
    }
    const { perSeatPerDay, perTablePerDay, perSeatRate, perSeatBurst } = this.limits;
    const mine = this.today.get(seat) ?? 0;
    if (perSeatPerDay > 0 && mine >= perSeatPerDay)
      throw new TableError('chat-quota', { max: perSeatPerDay });
    if (perTablePerDay > 0 && this.total >= perTablePerDay)
      throw new TableError('table-chat-quota', { max: perTablePerDay });
    let bucket = this.buckets.get(seat);
    if (!bucket) {
      bucket = new RateLimiter(perSeatRate, perSeatBurst);
      this.buckets.set(seat, bucket);
    }
    const wait = bucket.take();
    if (wait > 0) throw new TableError('rate-limited', { retryMs: wait });
    this.today.set(seat, mine + 1);
    this.total++;
  }

  /** A line that was counted but not stored (storage failed): it does not count. */
  giveBack(seat: number): void {
    const mine = this.today.get(seat) ?? 0;
    if (mine > 0) this.today.set(seat, mine - 1);
    if (this.total > 0) this.total--;
  }
}
