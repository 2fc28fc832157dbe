import { isDeepStrictEqual } from 'node:util';
import type { Actor, AnyGame, Viewer } from '../../kernel/index.js';
import type { GameEntry } from '../../games/registry.js';
import { encodeLegal, type LegalList } from '../../protocol/legal.js';
import type { ClockView } from '../../protocol/schema.js';
import type { MoveRecord, SeatRecord, TableListing, TableRecord } from '../storage/types.js';
import { clockView, foldClock, initialClock, runningSeats, type ClockState } from './clocks.js';
import { ChatQuota, type ChatLimits } from './chat-limits.js';
import { MoveLog } from './move-log.js';
import { withSharedOptions } from './shared-options.js';
import { tableResult } from './standing.js';

/**
 * The account holds this seat: taken, not kept for it nor let go. Its signed-in sockets play the
 * first such seat (service.ts), so a join, a claim and an invitation ask the same.
 */
export function holdsSeat(s: SeatRecord, account: string): boolean {
  return s.account === account && s.tokenHash !== null;
}

/** Whether a seat is kept now for a player of the finished table (a rematch, lobby.ts). */
export function heldNow(s: SeatRecord, now: number): boolean {
  return s.tokenHash === null && Boolean(s.heldFor) && (s.heldUntil ?? 0) > now;
}

/**
 * A table as the lobby lists it (docs/protocol.md, "the lobby"): everything of its summary but
 * the options, which the lobby has no use for and which may be large (an AquaSphere pack). Made
 * from a record, loaded or not (the lobby reads records without their options).
 */
export function listingOf(
  r: TableListing,
  seq: number,
  toMove: readonly Actor[] | undefined,
): Record<string, unknown> {
  const now = Date.now();
  return {
    id: r.id,
    game: r.game,
    status: r.status,
    timeControl: r.timeControl,
    seats: r.seats.map((s, seat) => ({
      seat,
      kind: s.kind,
      name: s.name,
      // A seat kept for a rematch's player is not free to others; `held` says why.
      taken: s.kind === 'bot' || s.tokenHash !== null || heldNow(s, now),
      // Flags only when true (docs/protocol.md, "a table summary").
      ...(heldNow(s, now) ? { held: true } : {}),
      bot: s.bot,
      ...(s.zombie ? { zombie: true } : {}),
      ...(s.left === true ? { left: true } : {}),
      ...(s.forfeit ? { forfeit: s.forfeit.why } : {}),
      ...(s.deleted ? { deleted: true } : {}),
      // A signed-in player's seat: its name is their account's, whose profile is /u/NAME.
      ...(s.account && !s.deleted ? { account: true } : {}),
    })),
    seq,
    ...(toMove !== undefined ? { toMove } : {}),
    createdAt: r.createdAt,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
    result: r.result,
    rematch: r.rematch ?? null,
    ...(r.rated ? { rated: true } : {}),
    ...(r.playersOnly ? { playersOnly: true } : {}),
  };
}

/** Someone following a table: a socket of a seat, or of a spectator (seat null). */
export interface Subscriber {
  seat: number | null;
  /**
   * The hash of the token the seat was taken with (null for a spectator). Every action compares it
   * with the seat's hash in the record: a seat given to someone else (even through a catch-up that
   * skipped the moment it was free) is never acted for by its old holder.
   */
  tokenHash: string | null;
  /**
   * The account of the session it was opened with, if any: a seat that account holds stays its
   * seat when the seat's token changes.
   */
  readonly account?: string | null;
  /** Its hello asked for `moves` messages: one per durable write, not one `move` per move. */
  batch: boolean;
  /**
   * Its page is open and visible (the client says so with `visible`): its seat is not sent push
   * notifications meanwhile. Unset: never said (not visible).
   */
  visible?: boolean;
  /** A message: its JSON text, or that text as UTF-8 (sent as a text frame all the same). */
  send(json: string | Buffer): void;
  /**
   * The view this socket holds: the last one it was sent (in its welcome, or rebuilt from the
   * last patch), from which the next patch is computed. One object per viewer and message, shared
   * by every socket that got it: the server keeps a view per viewer, not per socket.
   */
  shown?: Shown;
}

/** A view as one viewer (a seat, or null: a spectator) was sent it, without its options. */
export interface Shown {
  readonly viewer: number | null;
  readonly view: unknown;
}

/** An error as every client renders it: a key and its parameters (docs/protocol.md). */
export class TableError extends Error {
  constructor(
    readonly code: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(code);
  }
}

/**
 * A table held in memory: its record, its log and the state folded from it. Everything that
 * changes it runs through `run`, one operation at a time, so a move is checked against the
 * state it will be appended to.
 */
export class LiveTable {
  private held!: TableRecord;
  readonly game: AnyGame;
  moves = new MoveLog();
  /** The fold of the log; null until the table starts. */
  state: unknown = null;
  clock: ClockState | null = null;
  readonly subscribers = new Set<Subscriber>();
  lastChatId = 0;
  /** Seats a bot is deciding for, with the seq it decides at (never two requests at once). */
  readonly botBusy = new Map<number, number>();
  timer: NodeJS.Timeout | null = null;
  queued = 0;
  /**
   * The head when this instance loaded the table, or the highest seq it tried to append since
   * (stored or not: a write reported failed may have landed). A durable head past it was
   * appended by another instance since (instances.ts).
   */
  triedSeq = 0;
  /** Forgotten by this instance (loaded.ts `forget`): it drives and appends nothing more. */
  dropped = false;
  /** Sockets saying hello here, not subscribers yet (service.ts). */
  hellos = 0;
  /** The presence last told to this instance's subscribers (JSON), to send only changes. */
  presenceSent = '';
  /**
   * Per seat, since when no socket of this instance holds it (null: one does). A table loaded
   * with nobody at it counts from its loading: this instance cannot know better.
   */
  private readonly awaySince: (number | null)[];
  /** A rematch being made (lobby.ts): asked twice at once, it is still made once here. */
  rematching: Promise<string> | null = null;
  /** The chat's counters (chat-limits.ts), made at the first line. */
  private chatQuota: ChatQuota | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    record: TableRecord,
    readonly entry: GameEntry,
  ) {
    this.record = record;
    this.game = entry.game;
    const now = Date.now();
    this.awaySince = record.seats.map(() => now);
  }

  /** The table's record; options equal to another table's are that table's (shared-options.ts). */
  get record(): TableRecord {
    return this.held;
  }

  set record(r: TableRecord) {
    // A change of the record (a join, a start) keeps the options object it was made from: it
    // is shared already, and AquaSphere's would be serialized again to find that out.
    this.held =
      this.held !== undefined && r.options === this.held.options ? r : withSharedOptions(r);
  }

  get seq(): number {
    return this.moves.length;
  }

  get id(): string {
    return this.record.id;
  }

  run<T>(op: () => Promise<T> | T): Promise<T> {
    this.queued++;
    const result = this.chain.then(op);
    this.chain = result.then(
      () => this.queued--,
      () => this.queued--,
    );
    return result;
  }

  /** Folds the log from the start (or from a snapshot that matches it). */
  rebuild(snapshot: { seq: number; state: string } | null): void {
    if (this.record.status === 'open') {
      this.state = null;
      this.clock = null;
      return;
    }
    let state: unknown;
    let from = 0;
    if (snapshot && snapshot.seq <= this.moves.length) {
      state = JSON.parse(snapshot.state);
      from = snapshot.seq;
    } else {
      state = this.game.setup(this.record.options, this.record.seats.length);
    }
    for (const m of this.moves.from(from)) state = this.applyLogged(state, m);
    this.state = state;
    this.recomputeClock();
  }

  /** A logged move is trusted (it was checked before it was appended), but a bug must be loud. */
  applyLogged(state: unknown, m: MoveRecord): unknown {
    const next = this.game.apply(state, m.actor, m.move);
    if (!next.ok)
      throw new Error(`table ${this.id}: logged move ${m.seq} does not apply: ${next.error.code}`);
    return next.value;
  }

  recomputeClock(): void {
    if (this.record.status === 'open') return;
    const clock = initialClock(
      this.record.timeControl,
      this.record.seats,
      this.record.startedAt ?? 0,
    );
    for (const m of this.moves) foldClock(this.record.timeControl, clock, m);
    this.clock = clock;
  }

  toMove(): readonly Actor[] {
    return this.state === null ? [] : this.game.toMove(this.state);
  }

  running(): number[] {
    return runningSeats(this.toMove(), this.record.seats);
  }

  /** The clock as clients see it; before the start, every seat's full time, none running. */
  clockJson(now: number): ClockView {
    const tc = this.record.timeControl;
    const clock = this.clock ?? initialClock(tc, this.record.seats, now);
    return clockView(tc, clock, this.running(), now);
  }

  /** The table's result (standing.ts): the game's, with those who left ranked last. */
  result(): unknown {
    if (this.record.status === 'finished' && this.record.result) return this.record.result;
    return this.resultOf(this.state);
  }

  /** The table's result in `state` (null while the game runs), with the log as it is now. */
  resultOf(state: unknown): unknown {
    const game = state === null ? null : this.game.result(state);
    return game && tableResult(game, this.record.seats, this.moves);
  }

  /**
   * The seat `sub` holds, if its token still holds it, or its signed-in account does (the seat's
   * token changes when the account's sessions end: account-seats.ts); else it is a spectator.
   */
  seatOf(sub: Subscriber): number | null {
    if (sub.seat === null) return null;
    const s = this.record.seats[sub.seat];
    if (s && s.tokenHash !== null && s.tokenHash === sub.tokenHash) return sub.seat;
    if (s && sub.account && holdsSeat(s, sub.account)) {
      sub.tokenHash = s.tokenHash;
      return sub.seat;
    }
    sub.seat = null;
    sub.tokenHash = null;
    return null;
  }

  chat(limits: ChatLimits): ChatQuota {
    this.chatQuota ??= new ChatQuota(limits);
    return this.chatQuota;
  }

  /** The table as everyone may see it (docs/protocol.md, "a table summary"). */
  summary(): Record<string, unknown> {
    return { ...this.listing(), options: this.record.options };
  }

  /** The table as the lobby lists it: its summary without the options. */
  listing(): Record<string, unknown> {
    // Whose turn it is, for lists of one's tables; left out where this instance does not know
    // (a table listed without being loaded).
    const known = this.state !== null || this.record.status === 'open';
    return listingOf(this.record, this.seq, known ? this.toMove() : undefined);
  }

  /**
   * Per seat, whether someone is there: a bot seat always is, a person's seat while at least one
   * socket of this instance holds it (spectators hold none). Sockets come and go on reconnects,
   * so this follows sockets, not hellos.
   */
  connected(): boolean[] {
    const on = this.record.seats.map((s) => s.kind === 'bot');
    for (const sub of this.subscribers) if (sub.seat !== null) on[sub.seat] = true;
    return on;
  }

  /**
   * Who is connected (see `connected`) and, for each seat no socket holds, since when (server
   * time; null for a seat held now, and for bots). Keeps the away times up to date: every change
   * of the subscribers is told through here.
   */
  presence(now: number): { connected: boolean[]; awaySince: (number | null)[] } {
    const connected = this.connected();
    const awaySince = connected.map((here, seat) => {
      if (here) this.awaySince[seat] = null;
      else this.awaySince[seat] ??= now;
      return here ? null : (this.awaySince[seat] ?? now);
    });
    return { connected, awaySince };
  }

  /**
   * What one viewer sees of the table now: view, whose turn, and its legal moves as rows (only
   * to a seat whose turn it is: docs/protocol.md).
   */
  position(viewer: Viewer): { view: unknown; toMove: readonly Actor[]; legal?: LegalList } {
    if (this.state === null) return { view: null, toMove: [] };
    const toMove = this.game.toMove(this.state);
    const out: { view: unknown; toMove: readonly Actor[]; legal?: LegalList } = {
      view: this.game.view(this.state, viewer),
      toMove,
    };
    if (viewer !== 'spectator' && toMove.includes(viewer)) {
      out.legal = encodeLegal(this.game.legalMoves(this.state, viewer));
    }
    return out;
  }

  /** A move as one viewer may see it, with its log line in that viewer's terms. */
  moveFor(before: unknown, m: MoveRecord, viewer: Viewer): Record<string, unknown> {
    return {
      seq: m.seq,
      actor: m.actor,
      move: this.game.viewMove(before, m.actor, m.move, viewer),
      log: this.game.describeMove(before, m.actor, m.move, viewer),
      at: m.at,
      ...(this.forPerson(m) ? { byBot: true } : {}),
    };
  }

  /** A bot's move for a person's seat (one who left, timed out or was replaced). */
  forPerson(m: MoveRecord): boolean {
    return m.byBot && m.actor !== 'chance' && this.record.seats[m.actor]?.kind === 'human';
  }

  /** The moves after `lastSeq` as `viewer` may see them (at most `max`, the latest). */
  history(
    lastSeq: number,
    viewer: Viewer,
    max: number,
  ): { from: number; items: Record<string, unknown>[] } {
    if (this.record.status === 'open' || lastSeq >= this.seq)
      return { from: this.seq + 1, items: [] };
    const from = Math.max(lastSeq + 1, this.seq - max + 1);
    const items: Record<string, unknown>[] = [];
    let state: unknown = this.game.setup(this.record.options, this.record.seats.length);
    for (const m of this.moves) {
      if (m.seq >= from) items.push(this.moveFor(state, m, viewer));
      state = this.applyLogged(state, m);
    }
    return { from, items };
  }

  /** A state goes into a snapshot only if it survives JSON unchanged (no Maps, no classes). */
  snapshotText(): string | null {
    const text = JSON.stringify(this.state);
    return isDeepStrictEqual(JSON.parse(text), this.state) ? text : null;
  }
}
