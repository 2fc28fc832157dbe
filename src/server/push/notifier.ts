import type { TableStatus } from '../storage/types.js';
import { deadline } from '../tables/clocks.js';
import type { LiveTable, Subscriber } from '../tables/live-table.js';
import type { EmailSender } from '../email/sender.js';
import type { PushSender } from './sender.js';
import type { PushKind } from './texts.js';
import { VisibleSeats } from './visible-seats.js';

/** A table as it stood before a change this instance wrote, and who made the change. */
export interface Before {
  readonly status: TableStatus;
  /** The people awaited (runningSeats). */
  readonly awaited: readonly number[];
  /** The seat whose move or request it was (null: a bot's, the clock's, the server's). */
  readonly by: number | null;
}

/** The seats a person holds and plays (not a bot for them). */
function people(t: LiveTable): number[] {
  return t.record.seats.flatMap((s, i) =>
    s.kind === 'human' && s.tokenHash !== null && !s.zombie ? [i] : [],
  );
}

const url = (t: LiveTable) => `/t/${t.id}`;

/**
 * Decides who is told what after each change this instance wrote (the instance that wrote it is
 * the only one to tell, so that several instances never send twice): a turn-based table's new
 * turn, a table started or ended, a quarter of one's time left, a rematch offered, an account
 * invited to a seat. Never the person whose change it was, nor one who has the table open and
 * visible on any device (its socket says so, here or on another instance), nor a seat without a person (a bot's, or a person's a bot plays
 * for).
 */
export class PushNotifier {
  /** Per table, the timer that will say "a quarter of your time is left". */
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /**
   * Per table being played, the last person whose change it was: a game ends by the server's
   * change after the last move (driver.ts), and the person who made that move is not told.
   */
  private readonly lastBy = new Map<string, number>();
  /** Finished tables whose rematch was offered. */
  private readonly offered = new WeakSet<LiveTable>();

  /**
   * `email`: the same events mailed to the seats' accounts that chose e-mail (email/sender.ts).
   * `seats`: the seats other instances' pages show (visible-seats.ts).
   */
  constructor(
    private readonly sender: PushSender,
    private readonly email: EmailSender | null = null,
    private readonly seats: VisibleSeats = new VisibleSeats(undefined),
  ) {}

  /** A socket at `table` says whether its page is visible (told to the other instances). */
  visible(table: string, sub: Subscriber, visible: boolean): void {
    sub.visible = visible;
    this.seats.said(table, sub, visible);
  }

  /** A socket left its table. */
  left(sub: Subscriber): void {
    this.seats.left(sub);
  }

  written(t: LiveTable, before: Before): void {
    const r = t.record;
    // Told at every move: the seats are listed only where a status changed (a live move changes
    // none), and the clock watched only where there is one.
    if (before.by !== null) this.lastBy.set(t.id, before.by);
    if (before.status === 'open' && r.status === 'playing') {
      for (const seat of people(t)) if (seat !== before.by) this.tell(t, seat, 'started', url(t));
    } else if (before.status !== 'finished' && r.status === 'finished') {
      const by = before.by ?? this.lastBy.get(t.id) ?? null;
      this.lastBy.delete(t.id);
      for (const seat of people(t)) if (seat !== by) this.tell(t, seat, 'ended', url(t));
    } else if (r.status === 'playing' && r.timeControl.kind === 'async') {
      for (const seat of t.running()) {
        if (!before.awaited.includes(seat) && seat !== before.by)
          this.tell(t, seat, 'turn', url(t));
      }
    }
    if (r.timeControl.kind !== 'none' || this.timers.has(t.id)) this.watchClock(t);
  }

  /**
   * A table this instance loaded (at start, or on demand): the "quarter of your time" timer,
   * kept in memory only, is set again from the stored clock. Several instances holding the table
   * may each send it once; a device shows one (the notification's tag is the table's and kind's).
   */
  loaded(t: LiveTable): void {
    this.watchClock(t);
  }

  /** `by` asked for a rematch first: the others are offered it (`next`, the new table). */
  rematch(t: LiveTable, by: number, next: string): void {
    // Two asking at once are one offer.
    if (this.offered.has(t)) return;
    this.offered.add(t);
    const name = t.record.seats[by]?.name ?? '';
    t.record.seats.forEach((s, seat) => {
      if (s.kind === 'human' && s.tokenHash !== null && seat !== by)
        this.tell(t, seat, 'rematch', `/t/${next}`, name);
    });
  }

  /**
   * `account` was invited to `seat` of the waiting table, by its creator (at its creation or
   * later): told on its devices and by mail, with a link to the table's join page, where its
   * signed-in join takes the seat kept for it. Not if the creator invited their own account.
   */
  invited(t: LiveTable, seat: number, account: string): void {
    const r = t.record;
    const host = r.seats.find((s) => s.creator);
    if (!host || host.account === account) return;
    const job = {
      table: t.id,
      seat,
      game: r.game,
      kind: 'invited' as const,
      url: `/t/${t.id}`,
      name: host.name ?? '',
      account,
      from: r.creator ?? t.id,
    };
    this.sender.enqueue(job);
    this.email?.notify(job, account);
  }

  /**
   * `by` wrote in the chat of a turn-based table not finished: the other people seated there with
   * an account are told who wrote, at which table (never the words), if they chose it (it is off
   * by default: the senders read the account's settings), at most once per table and hour
   * (push/claims.ts), and not while they look at the table.
   */
  chat(t: LiveTable, by: number): void {
    const r = t.record;
    if (r.timeControl.kind !== 'async' || r.status === 'finished') return;
    const name = r.seats[by]?.name ?? '';
    r.seats.forEach((s, seat) => {
      if (seat !== by && s.kind === 'human' && s.account && !s.zombie)
        this.tell(t, seat, 'chat', `/t/${t.id}`, name);
    });
  }

  close(): void {
    this.seats.close();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private tell(t: LiveTable, seat: number, kind: PushKind, url: string, name?: string): void {
    // Open and visible on some device: the page says it already. This instance's pages first;
    // then, only now that a notice would go, those of the other instances.
    for (const s of t.subscribers) if (s.seat === seat && s.visible) return;
    if (!this.seats.shared) return this.send(t, seat, kind, url, name);
    void this.sender.decide(async () => {
      if (!(await this.seats.seen(t.id, seat))) this.send(t, seat, kind, url, name);
    });
  }

  private send(t: LiveTable, seat: number, kind: PushKind, url: string, name?: string): void {
    const holder = t.record.seats[seat]?.account ?? undefined;
    const job = {
      table: t.id,
      seat,
      game: t.record.game,
      kind,
      url,
      ...(name ? { name } : {}),
      ...(holder ? { holder } : {}),
    };
    this.sender.enqueue(job);
    this.email?.notify(job, holder);
  }

  /**
   * Sets the table's timer for the first awaited person to reach a quarter of their time (of the
   * time a move, turn-based; of the initial time, live). A turn that starts below it says nothing.
   */
  private watchClock(t: LiveTable): void {
    const old = this.timers.get(t.id);
    if (old) clearTimeout(old);
    this.timers.delete(t.id);
    const tc = t.record.timeControl;
    const clock = t.clock;
    if (t.record.status !== 'playing' || tc.kind === 'none' || !clock) return;
    const quarter = (tc.kind === 'async' ? tc.perMoveMs : tc.initialMs) / 4;
    const now = Date.now();
    const turnStart = clock.turnStart;
    let first: { seat: number; at: number } | null = null;
    for (const seat of t.running()) {
      const end = deadline(tc, clock, seat);
      if (end === null || end - quarter <= now) continue;
      if (!first || end - quarter < first.at) first = { seat, at: end - quarter };
    }
    if (!first) return;
    const { seat } = first;
    const timer = setTimeout(() => {
      this.timers.delete(t.id);
      // Still that turn, and still that person's.
      // Nor a table forgotten here: the instance playing it tells.
      if (t.dropped || t.record.status !== 'playing' || t.clock?.turnStart !== turnStart) return;
      if (t.running().includes(seat)) this.tell(t, seat, 'time-low', `/t/${t.id}`);
    }, first.at - now);
    timer.unref();
    this.timers.set(t.id, timer);
  }
}
