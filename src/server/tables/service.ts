import type { BotPool } from '../bots/pool.js';
import { rateFinished } from '../ratings/rated-tables.js';
import type { CreateTableBody } from '../wire.js';
import type { Storage, TableRecord, TableStatus } from '../storage/types.js';
import { AccountSeats } from './account-seats.js';
import { BotTables } from './bot-tables.js';
import { Driver } from './driver.js';
import { DEFAULT_CHAT_LIMITS } from './chat-limits.js';
import { announcePresence, CHAT_BACKLOG } from './fanout.js';
import { Instances } from './instances.js';
import { TableError, type LiveTable, type Subscriber } from './live-table.js';
import { LoadedTables } from './loaded.js';
import { admitViewer } from './privacy.js';
import { SeatChanges, trailingBotMoves } from './seat-changes.js';
import { TableChat } from './table-chat.js';
import { INVITES_PER_DAY, inviterOf, SeatInvites, type Asker } from './seat-invites.js';
import { welcome } from './welcome.js';
import {
  DEFAULT_BOT_TABLE_LIMITS,
  Lobby,
  REMATCH_HOLD_MS,
  RESERVE_HOLD_MS,
  hashToken,
  holdsSeat,
  rematchSeat,
  seatOf,
  type SeatAccount,
  accountHold,
  creatorOf,
} from './lobby.js';
import { TableLog } from './log.js';
import type { ServiceOptions } from './service-options.js';
import type { PushNotifier } from '../push/notifier.js';

export { TableError, type Subscriber } from './live-table.js';
export type { ServiceOptions } from './service-options.js';
export { hashToken } from './lobby.js';
export { RECLAIM_GRACE_MS } from './seat-changes.js';

/** Moves waiting at one table beyond this are refused (`table-busy`): a flood cannot pile up. */
const MAX_QUEUED = 64;
/**
 * Sockets one seat's token may hold at a table on one instance (tabs and devices of one player):
 * one token on a hundred sockets multiplied every message the table sends, and every chat line.
 */
export const SOCKETS_PER_SEAT = 8;
/**
 * At an untimed table, a player awaited and away this long may be replaced by a bot at the
 * others' request (`replace`); coming back with the token takes the seat back, as always.
 */
export const REPLACE_AFTER_MS = 180_000;

/** Default of `catchUpMs`: no table stays stale longer than this, even if a notice is lost. */
export const CATCH_UP_MS = 2000;

/**
 * Tables: create, join, start, play, leave, chat, spectate, export. Game-agnostic: it knows games
 * only through the registry. State is the fold of each table's log; a move is acknowledged only
 * after storage made it durable. The parts, each in its own module:
 *
 * - loaded.ts: the tables held in memory, loaded on demand and forgotten when idle;
 * - lobby.ts: creating, joining, listing, summaries and replays;
 * - log.ts: every change, durable first (appends by seq, record updates by version), then in
 *   memory, then out to the sockets;
 * - fanout.ts: the messages sockets get, each built from its receiver's view;
 * - driver.ts: chance, bots, clocks and the end, set going after every change;
 * - instances.ts: other instances' changes, caught up from the log;
 * - seat-changes.ts: a seat left, given to a bot in its player's absence, and taken back;
 * - table-chat.ts: a seat's chat line; privacy.ts: who may follow a players-only table;
 * - account-seats.ts: accounts' seats (your tables, claims, an account deleted);
 * - welcome.ts: what a socket gets on saying hello.
 *
 * This class is what the edges (http.ts, ws.ts) call: the lobby's requests and the sockets'.
 */
export class TableService {
  private readonly storage: Storage;
  private readonly bots: BotPool;
  private readonly tables: LoadedTables;
  private readonly log: TableLog;
  private readonly lobby: Lobby;
  private readonly driver: Driver;
  private readonly instances: Instances;
  private readonly sweeper: NodeJS.Timeout;
  private readonly replaceAfterMs: number;
  private readonly chats: TableChat;
  private readonly say: (message: string) => void;
  readonly accounts: AccountSeats; // also read by the e-mail digest (email/digest.ts)
  private readonly seats: SeatChanges;
  private readonly invites: SeatInvites;

  constructor(opts: ServiceOptions) {
    const say = opts.log ?? (() => {});
    this.say = say;
    this.storage = opts.storage;
    this.replaceAfterMs = opts.replaceAfterMs ?? REPLACE_AFTER_MS;
    this.bots = opts.bots;
    // The driver looks at a table after each change; it is made last, so it is reached lazily.
    const drive = (t: LiveTable) => this.driver.drive(t);
    // Push's clock too: its timer lives in memory, so a table loaded (after a restart) sets it again.
    this.tables = new LoadedTables(opts.storage, (t) => {
      drive(t);
      this.push?.loaded(t);
    });
    this.log = new TableLog(opts.storage, say, drive, opts.onRecord);
    const botTables = new BotTables(opts.bots, { ...DEFAULT_BOT_TABLE_LIMITS, ...opts.botTables });
    const rate = (r: TableRecord) => void rateFinished(opts.storage, r, say);
    this.driver = new Driver(this.log, opts.bots, botTables, say, rate);
    this.lobby = new Lobby(
      opts.storage,
      this.tables,
      this.log,
      botTables,
      opts.rematchHoldMs ?? REMATCH_HOLD_MS,
      opts.reserveHoldMs ?? RESERVE_HOLD_MS,
    );
    this.instances = new Instances(
      opts.storage,
      this.tables,
      this.log,
      opts.origin,
      say,
      opts.catchUpMs ?? CATCH_UP_MS,
      opts.adoptAfterMs,
    );
    const chatLimits = { ...DEFAULT_CHAT_LIMITS, ...opts.chatLimits };
    this.chats = new TableChat(opts.storage, this.tables, this.log, chatLimits, say);
    this.instances.chatSeen = (t) => this.chats.seenHere(t);
    this.accounts = new AccountSeats(opts.storage, this.tables, this.log, say, this.chats.reads);
    this.seats = new SeatChanges(this.tables, this.log, this.replaceAfterMs, rate);
    this.invites = new SeatInvites(
      opts.storage,
      this.tables,
      this.log,
      this.accounts,
      opts.reserveHoldMs ?? RESERVE_HOLD_MS,
      opts.invitesPerDay ?? INVITES_PER_DAY,
    );
    this.sweeper = setInterval(() => this.tables.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** At start: every table being played resumes, its clocks and bot turns included. */
  async resumeAll(): Promise<number> {
    const playing = await this.storage.playingTables();
    await Promise.all(playing.map((r) => this.tables.load(r.id)));
    return playing.length;
  }

  // ---- the lobby ----------------------------------------------------------------------------

  /**
   * `from`: the creator's address, which tables of bots only count against. `account`: a
   * signed-in creator's, who owns the seat taken (from every device where they are signed in).
   */
  async create(body: CreateTableBody, from?: string, account?: SeatAccount) {
    // Seats reserved for accounts, by name: the name must be an account's (seat-invites.ts).
    const inviter = inviterOf(account?.id, from === undefined ? undefined : creatorOf(from));
    const invitees = await this.invites.reserved(body.reserve ?? [], inviter);
    const made = await this.lobby.create(body, from, [], account, invitees);
    const id = made.table.id as string;
    if (account && made.seat !== undefined) await this.accounts.linkSeat(account.id, id, made.seat);
    // The invitee finds the table in their "your tables", and is told (push, e-mail).
    await this.invites.sent(id, invitees, inviter);
    if (invitees.size > 0 && this.push) {
      const t = await this.tables.need(id);
      for (const [seat, invitee] of invitees) this.push.invited(t, seat, invitee.id);
    }
    return made;
  }

  /**
   * The table's creator (`by` their seat's token or their signed-in account) keeps an empty seat
   * of the waiting table for the account named `name` (seat-invites.ts); the invitee finds it in
   * their "your tables", and is told (push, e-mail).
   */
  async inviteAccount(id: string, by: Asker, seat: number, name: string) {
    const { table, summary, invitee } = await this.invites.invite(id, by, seat, name);
    this.push?.invited(table, seat, invitee.id);
    return summary;
  }

  /** The invitee declines: their seat opens, the table leaves their "your tables". */
  declineInvitation(id: string, account: string) {
    return this.invites.decline(id, account);
  }

  /** `invite`: a reserved seat's invitation code, which opens that seat. */
  async join(
    id: string,
    seat: number | undefined,
    name: string,
    invite?: string,
    account?: SeatAccount,
  ) {
    // A signed-in joiner without a code opens the seat kept for their account, if any.
    const hash = invite ? hashToken(invite) : account ? accountHold(account.id) : undefined;
    const joined = await this.lobby.join(id, seat, name, undefined, hash, account);
    await this.accounts.seated(id, joined.seat, account?.id);
    return joined;
  }

  // ---- accounts (issue 26) ------------------------------------------------------------------

  /** A seat taken anonymously becomes the signed-in account's (account-seats.ts). */
  claim(id: string, token: string | undefined, account: SeatAccount) {
    return this.accounts.claim(id, token, account);
  }

  /** "Your tables": a page of the account's seats, latest first (account-seats.ts). */
  yourTables(account: string, page: number) {
    return this.accounts.yourTables(account, page);
  }

  /** Accounts' seats: let go when the account goes, new tokens when its sessions end. */
  get accountSeats(): AccountSeats {
    return this.accounts;
  }

  summary(id: string) {
    return this.lobby.summary(id);
  }

  list(status: TableStatus, page?: number) {
    return this.lobby.list(status, page);
  }

  replay(id: string, token: string | undefined) {
    return this.lobby.replay(id, token);
  }

  /**
   * A seat of a finished table asks for a rematch: the follow-up table (made once), seated. The
   * first to ask offers it: the others are told (push notifications).
   */
  async rematch(id: string, token: string | undefined, from?: string, account?: SeatAccount) {
    const t = await this.tables.need(id);
    const offered = !t.record.rematch && !t.rematching;
    const given = await this.lobby.rematch(id, token, from, account);
    const by = rematchSeat(t, token, account?.id);
    if (offered && by !== null && this.push && t.record.rematch)
      this.push.rematch(t, by, t.record.rematch);
    return given;
  }

  /** The seat a token holds at a table (`not-seated` without one, `bad-token` for another's). */
  async seatFor(id: string, token: string | undefined): Promise<number> {
    if (token === undefined) throw new TableError('not-seated');
    const seat = seatOf(await this.tables.need(id), token);
    if (seat === null) throw new TableError('bad-token');
    return seat;
  }

  /** Push notifications, told of every change this instance writes (push/notifier.ts). */
  private push: PushNotifier | null = null;

  setPush(push: PushNotifier): void {
    this.push = push;
    this.log.written = (t, before) => push.written(t, before);
  }

  /** A page says if it is visible: no notices meanwhile (push/visible-seats.ts); chat read. */
  visible(id: string, sub: Subscriber, visible: boolean): void {
    if (this.push) this.push.visible(id, sub, visible);
    else sub.visible = visible;
    if (visible) void this.tables.peek(id)?.then((t) => t && this.chats.reads.seen(t, sub));
  }

  // ---- sockets ------------------------------------------------------------------------------

  /**
   * A socket says hello: it becomes a seat (token) or a spectator, and gets its welcome. Returns
   * the table's id as the table holds it, for the socket to keep instead of its own copy (one
   * string fewer per socket, for every full collection to mark).
   */
  async subscribe(
    id: string,
    token: string | undefined,
    lastSeq: number,
    sub: Subscriber,
    account?: string,
  ): Promise<string> {
    const t = await this.tables.need(id);
    t.hellos++; // not forgotten meanwhile (instances.ts `playedElsewhere`)
    try {
      return await this.hello(t, token, lastSeq, sub, account);
    } finally {
      t.hellos--;
    }
  }

  private async hello(
    t: LiveTable,
    token: string | undefined,
    lastSeq: number,
    sub: Subscriber,
    account?: string,
  ): Promise<string> {
    const id = t.id;
    let seat: number | null = null;
    let back = false; // its player takes the seat back from a bot
    // Without a token, a signed-in account's seat at the table (from any of its devices).
    const owned =
      token === undefined && account !== undefined
        ? t.record.seats.findIndex((x) => holdsSeat(x, account))
        : -1;
    if (token !== undefined || owned >= 0) {
      seat = token !== undefined ? seatOf(t, token) : owned;
      if (seat === null) throw new TableError('bad-token');
      const hash =
        token !== undefined ? hashToken(token) : (t.record.seats[owned]?.tokenHash as string);
      let mine = 0;
      for (const other of t.subscribers) if (other.tokenHash === hash) mine++;
      if (mine >= SOCKETS_PER_SEAT) throw new TableError('seat-sockets', { max: SOCKETS_PER_SEAT });
      if (t.record.seats[seat]?.zombie) back = (await this.seats.reclaim(t, seat), true);
      sub.tokenHash = hash;
    }
    admitViewer(t.record, seat);
    sub.seat = seat;
    const chat = await this.storage.readChat(id, 0, CHAT_BACKLOG);
    const chatRead = await this.chats.reads.lastRead(t, seat).catch(() => undefined);
    // Built and registered in one synchronous step: every later move reaches this socket.
    const added = await t.run(() => {
      // Forgotten meanwhile, as played elsewhere (instances.ts): hello again, at the table anew.
      if (t.dropped) return false;
      t.subscribers.add(sub);
      // The bot's moves for them, counted from the moves this welcome shows: with several
      // instances, moves made elsewhere may be caught up after the reclaim.
      const away = back && seat !== null ? trailingBotMoves(t.moves, seat) : 0;
      welcome(t, sub, lastSeq, chat, this.replaceAfterMs, away, chatRead);
      announcePresence(t, sub);
      return true;
    });
    return added ? t.id : this.subscribe(id, token, lastSeq, sub, account);
  }

  /**
   * A socket asks for the whole view again (its patches stopped fitting the view it holds): a
   * welcome, as on reconnecting, with the moves after `lastSeq`.
   */
  async resync(id: string, sub: Subscriber, lastSeq: number): Promise<void> {
    const t = await this.tables.need(id);
    const chat = await this.storage.readChat(id, 0, CHAT_BACKLOG);
    // Within the table's run: no move goes out between this view and the patches after it.
    await t.run(() => {
      if (t.subscribers.has(sub)) welcome(t, sub, lastSeq, chat, this.replaceAfterMs);
    });
  }

  unsubscribe(id: string, sub: Subscriber): void {
    this.push?.left(sub);
    void this.tables.peek(id)?.then((t) => {
      if (t?.subscribers.delete(sub)) announcePresence(t);
    });
  }

  /** A seat's move: checked against the head it was based on, acknowledged once durable. */
  async move(id: string, sub: Subscriber, seenSeq: number, raw: unknown): Promise<number> {
    const t = await this.tables.need(id);
    if (sub.seat === null) throw new TableError('not-seated');
    if (t.queued >= MAX_QUEUED) throw new TableError('table-busy');
    return t.run(async () => {
      const seat = t.seatOf(sub);
      if (seat === null) throw new TableError('not-seated');
      if (t.record.status === 'open') throw new TableError('not-started');
      if (t.record.status === 'finished') throw new TableError('game-over');
      if (seenSeq !== t.seq) throw new TableError('stale', { seq: seenSeq, head: t.seq });
      const parsed = t.game.parseMove(raw);
      if (!parsed.ok) throw new TableError(parsed.error.code, parsed.error.params);
      return this.log.append(t, seat, parsed.value, false);
    });
  }

  async start(id: string, sub: Subscriber): Promise<void> {
    const t = await this.tables.need(id);
    await this.log.mutate(
      t,
      (r) => {
        if (t.seatOf(sub) === null) throw new TableError('not-seated');
        if (r.status !== 'open') throw new TableError('already-started');
        const open = r.seats.filter((s) => s.kind === 'human' && s.tokenHash === null).length;
        if (open > 0) throw new TableError('seats-open', { open });
        return { ...r, status: 'playing', startedAt: Date.now() };
      },
      sub.seat,
    );
  }

  /** A seat leaves; once the game runs, this is resigning (seat-changes.ts). */
  async leave(id: string, sub: Subscriber): Promise<void> {
    const freed = await this.seats.leave(id, sub);
    // A seat freed before the start goes to whoever takes it next: the devices of the one who
    // left are untied from it (else they would be told of the newcomer's turns, for ever if
    // the table never starts), and the table leaves their account's "your tables". Not a
    // failure of the leave: the seat is already free.
    if (freed === null) return;
    await this.storage.removeSeatPush(id, freed).catch((e: unknown) => {
      this.say(`table ${id}: push: untie seat ${freed}: ${(e as Error).message}`);
    });
    await this.accounts.unlinkSeat(id, freed);
  }

  /** A seated player asks for a bot to play an absent player's seat (seat-changes.ts). */
  replace(id: string, sub: Subscriber, target: number): Promise<void> {
    return this.seats.replace(id, sub, target);
  }

  /** A seat's chat line (table-chat.ts); the others may be told (push/notifier.ts). */
  chat(id: string, sub: Subscriber, raw: string): Promise<void> {
    return this.chats.line(id, sub, raw).then(({ t, seat }) => this.push?.chat(t, seat));
  }

  /** Bot decisions that ran out of time and took the fallback move (for tests and the bench). */
  botTimeouts(): number {
    return this.bots.timeouts;
  }

  /** Tables in memory (for tests and the bench). */
  loadedCount(): number {
    return this.tables.size;
  }

  /** Other instances' moves heard and read here, tables forgotten as theirs (for /metrics). */
  get instanceCounts(): Readonly<{ hints: number; reads: number; forgotten: number }> {
    return this.instances.counts;
  }

  /** Tables held in memory now (for /metrics). */
  get tablesLoaded(): number {
    return this.tables.size;
  }

  /** Play now's change of a table (play-now/matcher.ts), as any change is: the record after. */
  async changeTable(id: string, change: (r: TableRecord) => TableRecord | null) {
    const t = await this.tables.need(id);
    await this.log.mutate(t, change);
    return t.record;
  }

  async close(): Promise<void> {
    this.push?.close();
    this.driver.close();
    this.instances.close();
    clearInterval(this.sweeper);
    for (const p of this.tables.all()) {
      const t = await p.catch(() => null);
      if (t?.timer) clearTimeout(t.timer);
      await t?.run(() => undefined);
    }
  }
}
