import type { Actor } from '../../kernel/index.js';
import type { AccountStorage } from './account-types.js';
import type { EmailStorage } from './email-types.js';
import type { FriendStorage } from './friend-sql.js';
import type { InviteStorage } from './invite-sql.js';
import type { VisibleStorage } from './visible-sql.js';
import type { PlayNowStorage } from './play-now-sql.js';
import type { NoticeStorage } from './notice-sql.js';
import type { RatingStorage } from './rating-types.js';
import type { SignInStorage } from './sign-in-types.js';

/** Per-table time control, chosen at creation (see docs/protocol.md, "Clock"). */
export type TimeControl =
  | { readonly kind: 'none' }
  | { readonly kind: 'live'; readonly initialMs: number; readonly incrementMs: number }
  | { readonly kind: 'async'; readonly perMoveMs: number };

export interface SeatRecord {
  readonly kind: 'human' | 'bot';
  /** The bot of a bot seat; null for a human seat. */
  readonly bot: string | null;
  readonly name: string | null;
  /**
   * The account that holds this seat (issue 26): its signed-in sessions act for the seat on
   * every device, beside the seat's token. Absent or null: an anonymous seat.
   */
  readonly account?: string | null;
  /** Its account was deleted: the seat shows "deleted player" (a bot plays it if still live). */
  readonly deleted?: boolean;
  /** The table's creator sits here: they may invite an account to an empty seat (seat-invites.ts). */
  readonly creator?: boolean;
  /** SHA-256 of the seat's token (never the token itself), null while the seat is open. */
  readonly tokenHash: string | null;
  /** A bot plays this human seat because its player left or timed out. */
  readonly zombie: boolean;
  /**
   * Its player resigned (`leave` once the game ran): they rank last whatever the score, even if
   * they come back to the seat (service.ts). Absent on records written before it existed.
   */
  readonly left?: boolean;
  /**
   * The seat became a bot's because its clock ran out (not because its player left): only then
   * does coming back give the live clock time (`RECLAIM_GRACE_MS`).
   */
  readonly timedOut?: boolean;
  /**
   * The seat's player forfeited (resigned, ran out of time, was replaced by a bot while away, or
   * deleted their account during the game): they rank after everyone who did not, by this time
   * (standing.ts). Kept once made: coming back to the seat does not undo it (docs/ratings.md).
   */
  readonly forfeit?: Forfeit | null;
  /** Time given back to a live clock when its player reclaimed the seat after running out. */
  readonly clockBonusMs: number;
  /**
   * A rematch keeps each person's seat, until `heldUntil`, for whoever sat there at the finished
   * table: this is the hash of their token there (lobby.ts). Absent on other seats and on records
   * written before holds existed.
   */
  readonly heldFor?: string | null;
  readonly heldUntil?: number | null;
}

/** Why a seat forfeited: each ending says it in its own words. */
export type ForfeitWhy = 'resigned' | 'time' | 'away' | 'deleted';

export interface Forfeit {
  /** When (server time, ms): forfeits rank among themselves by it, the first to go last. */
  readonly at: number;
  readonly why: ForfeitWhy;
}

export type TableStatus = 'open' | 'playing' | 'finished';

export interface TableRecord {
  readonly id: string;
  readonly game: string;
  readonly rulesVersion: number;
  readonly options: unknown;
  readonly seats: readonly SeatRecord[];
  readonly timeControl: TimeControl;
  readonly listed: boolean;
  readonly status: TableStatus;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly result: unknown;
  /** Bumped by every update: updates are compare-and-set on it, so instances never overwrite. */
  readonly version: number;
  /** The follow-up table of a finished one, once a player asked for a rematch (made once). */
  readonly rematch?: string | null;
  /**
   * Who created the table: a hash of the creator's address (limits.ts's key), so that the lobby
   * lists a few tables per creator. Never sent to clients. Absent on tables created before.
   */
  readonly creator?: string | null;
  /** Players only (issue 41): no spectators, and a chat for the seated only (privacy.ts). */
  readonly playersOnly?: boolean;
  /** Created rated (issue 26): rated at its end if every seat is then an account's (docs/ratings.md). */
  readonly rated?: boolean;
}

/** A table as the lobby lists it: its record without the options (an AquaSphere pack: 40 KB). */
export type TableListing = Omit<TableRecord, 'options'>;

/** Which listed tables of a status to read (`listTables`). */
export interface ListQuery {
  /** At most this many, after skipping `offset`, newest first. */
  readonly limit: number;
  readonly offset: number;
  /** At most this many tables of one creator (the newest of theirs); 0: no limit. */
  readonly perCreator: number;
  /** Only tables created at or after this time (ms since the epoch). */
  readonly createdSince: number;
  /**
   * Only the newest this many tables (of the status, listed, created since) are looked at, the
   * per-creator limit included: the work of a list stays bounded however many tables there are.
   */
  readonly window: number;
}

/** One entry of a table's log: the state is the fold of these. */
export interface MoveRecord {
  readonly seq: number;
  readonly actor: Actor;
  readonly move: unknown;
  /** Server time of the append, in ms: clocks are derived from these. */
  readonly at: number;
  /** Played by a bot (a bot seat or a zombie): such moves cost no clock time. */
  readonly byBot: boolean;
}

/**
 * Chat lines a table keeps, the latest: an older line is deleted when a new one is added (a flood
 * cannot grow the database without bound). Clients hold what they were shown.
 */
export const CHAT_KEPT = 500;

export interface ChatRecord {
  readonly id: number;
  readonly seat: number | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** A hint that something changed at a table; whoever is behind reads the database. */
export interface Notice {
  readonly table: string;
  readonly kind: 'move' | 'table' | 'chat';
  /** For moves: the seq reached; for chat: the message id; for table: the version. */
  readonly n: number;
  /** The instance that made the change (instances ignore their own notices). */
  readonly origin: string;
}

/** Where a table stands in the database: its record's version, its last move and chat line. */
export interface TableHead {
  readonly id: string;
  readonly version: number;
  readonly status: TableStatus;
  /** The last move's seq (0: none). */
  readonly seq: number;
  /** The last chat line's id (0: none). */
  readonly chat: number;
}

/** A device's Web Push subscription, as its browser gave it, with the language to write in. */
export interface PushTarget {
  /** The push service's URL for this device (secret: whoever has it may push to the device). */
  readonly endpoint: string;
  /** The device's P-256 public key and auth secret (base64url), to encrypt for it (RFC 8291). */
  readonly p256dh: string;
  readonly auth: string;
  readonly lang: 'es' | 'en' | 'fr';
}

/** Why a subscription was not added: the seat, or the address, has as many as it may. */
export type PushRefusal = 'seat-full' | 'address-full';

/** The bounds of `addPush`. */
export interface PushBounds {
  /** Devices one seat may have notified. */
  readonly perSeat: number;
  /** Subscriptions one address may hold at tables not finished. */
  readonly perAddress: number;
}

/**
 * One storage interface, two engines (SQLite, PostgreSQL), one contract suite
 * (tests/server/storage-contract.ts). Every write resolves only once it is durable.
 */
export interface Storage extends AccountStorage {
  /** Ratings (issue 26): rating-types.ts. */
  readonly ratings: RatingStorage;
  /** E-mail addresses and sends (issue 27): email-types.ts. */
  readonly email: EmailStorage;
  /** Invitations to accounts: the latest per inviter, the count per day (invite-sql.ts). */
  readonly invites: InviteStorage;
  /** Seats visible on some instance's pages (visible-sql.ts): PostgreSQL only. */
  readonly visible?: VisibleStorage;
  /** Friends, requests, blocks and presence across instances (issue 42): friend-sql.ts. */
  readonly friends: FriendStorage;
  /** Play now's requests (issue 42): play-now-sql.ts. */
  readonly playNow: PlayNowStorage;
  /** Notice settings per account, chat read per reader (issue 40): notice-sql.ts. */
  readonly notices: NoticeStorage;
  /** Passkey ceremonies and sign-in limits, shared by every instance (sign-in-types.ts). */
  readonly signIns: SignInStorage;
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Other instances may write to this database (PostgreSQL): what they do reaches this one as
   * notices, which are only hints, so tables are also caught up from `heads` now and then.
   */
  readonly shared: boolean;
  /** Where the data lives, for the start message. */
  readonly location: string;
  createTable(table: TableRecord): Promise<void>;
  getTable(id: string): Promise<TableRecord | null>;
  /** Compare-and-set: writes `table` (with version = expected + 1) only if the stored version is `expected`. */
  updateTable(table: TableRecord, expected: number): Promise<boolean>;
  /** Listed tables with that status, newest first, without their options (see ListQuery). */
  listTables(status: TableStatus, query: ListQuery): Promise<TableListing[]>;
  /** Every table being played, listed or not: resumed at start. */
  playingTables(): Promise<TableRecord[]>;
  /**
   * Appends consecutive moves (a player's move and the chance moves it triggered) all or none;
   * false if one of their seqs is already taken (someone else won the race).
   */
  append(table: string, moves: readonly MoveRecord[]): Promise<boolean>;
  /** The log after `afterSeq`, in order. */
  readMoves(table: string, afterSeq: number): Promise<MoveRecord[]>;
  putSnapshot(table: string, seq: number, state: string): Promise<void>;
  getSnapshot(table: string): Promise<{ seq: number; state: string } | null>;
  /** Adds a line, and deletes the table's lines older than its latest `CHAT_KEPT`. */
  addChat(table: string, chat: Omit<ChatRecord, 'id'>): Promise<ChatRecord>;
  /** Chat after id `afterId`, oldest first, at most `limit` (the latest ones). */
  readChat(table: string, afterId: number, limit: number): Promise<ChatRecord[]>;
  /** Where each of these tables stands (tables that do not exist are left out). */
  heads(tables: readonly string[]): Promise<TableHead[]>;
  /** Notices of changes made by this and other instances sharing the database. */
  onNotice(handler: (notice: Notice) => void): void;
  /**
   * Told when notices may have been lost and are flowing again (the notification channel
   * dropped and is back): whoever holds tables catches them up from `heads`.
   */
  onResync(handler: () => void): void;
  /**
   * This instance holds the table: notices of it must reach `onNotice` from when the promise
   * resolves (PostgreSQL LISTENs to its shard). Counted: as many `unfollow` as `follow`.
   */
  follow(table: string): Promise<unknown>;
  /** This instance no longer holds the table. */
  unfollow(table: string): void;
  /**
   * Tells the other instances sharing the database that the account's sessions begun before `at`
   * ended (signed out everywhere, a new password, the account deleted), or with `session` (the
   * hash of its token) that one session only (signed out): a hint, as notices are.
   */
  sessionsEnded(account: string, at: number, session?: string): Promise<void>;
  /**
   * Told when another instance says an account's sessions ended (`sessionsEnded`); with
   * `session` (the hash of its token), that session only (a plain sign-out).
   */
  onSessionsEnded(handler: (account: string, at: number, session?: string) => void): void;
  /**
   * Threads of this process that moves wait on, besides the event loop (thread-priority.ts keeps
   * them at its priority): the SQLite writer. None for PostgreSQL.
   */
  foregroundThreads?(): Promise<number[]>;
  /**
   * A setting kept with the data (the VAPID keys of push): the one kept under `key`, else
   * `value`, kept now (the first instance to start keeps its own; the others read it).
   */
  keepSetting(key: string, value: string): Promise<string>;
  /**
   * Ties a device's push subscription to a seat (again: its keys and language are updated);
   * refused when the seat or the address (`address`, as limits.ts keys it) has its bound already.
   */
  addPush(
    table: string,
    seat: number,
    target: PushTarget,
    address: string,
    bounds: PushBounds,
  ): Promise<PushRefusal | null>;
  /** Unties a device from a seat (nothing if it was not tied). */
  removePush(table: string, seat: number, endpoint: string): Promise<void>;
  /**
   * Unties every device from a seat: its person left before the start, and whoever takes the
   * seat next is not to be told on the devices of the one before.
   */
  removeSeatPush(table: string, seat: number): Promise<void>;
  /** The devices a seat is notified on. */
  pushTargets(table: string, seat: number): Promise<PushTarget[]>;
  /** Forgets a device everywhere (its push service said it is gone: 404 or 410). */
  forgetPush(endpoint: string): Promise<void>;
  /**
   * Forgets the subscriptions of tables finished before `finishedBefore` (ms): nothing more is
   * sent for them once a rematch can no longer be offered; and of tables still open (never
   * started) created before `openBefore`: a table nobody came to is let go, its subscriptions
   * would otherwise be kept for ever (and count against their address's bound). The number
   * forgotten.
   */
  prunePush(finishedBefore: number, openBefore: number): Promise<number>;
  /** Answers when the database does (for /healthz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
