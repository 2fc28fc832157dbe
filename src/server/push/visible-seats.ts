import type { VisibleStorage } from '../storage/visible-sql.js';
import type { Subscriber } from '../tables/live-table.js';

/** How long a seat stays visible in storage unless this instance says so again. */
export const VISIBLE_TTL_MS = 90_000;
/** How often this instance says again which seats its pages show. */
export const VISIBLE_REFRESH_MS = 30_000;

/**
 * "Visible" across instances (issue 40): a person is not told of a table they have open and
 * visible on any of their devices, whichever instance holds the device's socket. This instance's
 * own sockets say it at once (`Subscriber.visible`); the others' are in storage
 * (visible-sql.ts): one row per seat shown by this instance's pages, written when the first page
 * of the seat becomes visible, pushed back while one stays, deleted when none does (a row of an
 * instance gone expires). Asked only when a notice would be sent, never on the move path.
 * Without shared storage (SQLite: one instance) nothing is kept.
 */
export class VisibleSeats {
  /** Per seat ("table seat") this instance's pages show: those pages. */
  private readonly here = new Map<string, Set<Subscriber>>();
  /** Per page shown, the seat it was counted under (its seat may change meanwhile). */
  private readonly counted = new Map<Subscriber, string>();
  /** Writes in order: a seat hidden then shown again ends shown. */
  private writes: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: VisibleStorage | undefined,
    private readonly log: (m: string) => void = () => {},
    private readonly ttlMs = VISIBLE_TTL_MS,
    refreshMs = VISIBLE_REFRESH_MS,
  ) {
    if (!store) return;
    this.timer = setInterval(() => this.refresh(), refreshMs);
    this.timer.unref();
  }

  /** Whether other instances may show a seat's table (asked in storage, then). */
  get shared(): boolean {
    return this.store !== undefined;
  }

  /** A socket at `table` says whether its page is visible. */
  said(table: string, sub: Subscriber, visible: boolean): void {
    if (!this.store) return;
    const key = `${table} ${sub.seat}`;
    // Said again (a welcome after a reconnection): nothing changes.
    if (visible && this.counted.get(sub) === key) return;
    this.left(sub);
    if (!visible || sub.seat === null) return;
    let pages = this.here.get(key);
    if (!pages) {
      this.here.set(key, (pages = new Set()));
      const seat = { table, seat: sub.seat };
      this.write(() => this.store!.mark([seat], Date.now() + this.ttlMs, Date.now()));
    }
    pages.add(sub);
    this.counted.set(sub, key);
  }

  /** A socket left its table, or its page is hidden. */
  left(sub: Subscriber): void {
    const key = this.counted.get(sub);
    if (key === undefined) return;
    this.counted.delete(sub);
    const pages = this.here.get(key);
    if (!pages?.delete(sub) || pages.size > 0) return;
    this.here.delete(key);
    const [table, seat] = key.split(' ') as [string, string];
    this.write(() => this.store!.unmark(table, Number(seat)));
  }

  /** Whether a page of any instance shows the table for the seat (false if storage fails). */
  async seen(table: string, seat: number): Promise<boolean> {
    if (!this.store) return false;
    try {
      return await this.store.seen(table, seat, Date.now());
    } catch (e) {
      this.log(`push: visible seats: ${(e as Error).message}`);
      return false;
    }
  }

  /** Resolves once every write asked so far is done (tests). */
  settled(): Promise<void> {
    return this.writes;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private refresh(): void {
    if (this.here.size === 0) return;
    const seats = [...this.here.keys()].map((key) => {
      const [table, seat] = key.split(' ') as [string, string];
      return { table, seat: Number(seat) };
    });
    this.write(() => this.store!.mark(seats, Date.now() + this.ttlMs, Date.now()));
  }

  private write(step: () => Promise<void>): void {
    this.writes = this.writes
      .then(step)
      .catch((e: unknown) => this.log(`push: visible seats: ${(e as Error).message}`));
  }
}
