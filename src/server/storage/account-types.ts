import type { PushTarget } from './types.js';

/**
 * What storage keeps of accounts (issue 26): the account, its passkeys, its sessions, and the
 * seats it took. Ratings and profiles hang off `AccountRecord.id`, which never changes (a name
 * may be freed by a deletion and taken again by someone else; the id is never reused).
 */

export interface AccountRecord {
  /** Random, stable, never reused: what seats, sessions (and ratings) refer to. */
  readonly id: string;
  /** As the player typed it (trimmed). */
  readonly name: string;
  /** The name's normalised key (accounts/names.ts), unique: "Ana" and "ana" are one name. */
  readonly nameKey: string;
  /**
   * What the name looks like (accounts/skeleton.ts), unique: "Аna" in Cyrillic is taken beside
   * "Ana". Null for an account made before skeletons whose skeleton an older account had.
   */
  readonly nameSkeleton: string | null;
  /**
   * The password's scrypt hash with its salt and parameters (accounts/password.ts), null for an
   * account with passkeys only.
   */
  readonly password: string | null;
  readonly createdAt: number;
}

export interface PasskeyRecord {
  /** The credential id (base64url), unique across accounts. */
  readonly id: string;
  readonly account: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  /** The signature counter last seen (0 for authenticators that keep none). */
  readonly counter: number;
  readonly transports: readonly string[];
  readonly createdAt: number;
}

export interface SessionRecord {
  /** SHA-256 of the cookie's token, never the token itself. */
  readonly tokenHash: string;
  readonly account: string;
  readonly createdAt: number;
  readonly lastSeen: number;
  readonly expiresAt: number;
}

/** A seat an account took, for "your tables" and the people played with. */
export interface AccountSeat {
  readonly table: string;
  readonly seat: number;
  readonly at: number;
}

export interface AccountStorage {
  /** False when the name's key or skeleton is taken (nothing written). */
  createAccount(account: AccountRecord): Promise<boolean>;
  /** Whether an account has this name's key, or its skeleton. */
  nameTaken(nameKey: string, skeleton: string): Promise<boolean>;
  getAccount(id: string): Promise<AccountRecord | null>;
  findAccount(nameKey: string): Promise<AccountRecord | null>;
  setPassword(account: string, password: string | null): Promise<void>;
  /** Deletes the account, its passkeys, sessions and seat links (its tables stay). */
  deleteAccount(account: string): Promise<void>;
  /** False when the credential id is already registered (to any account). */
  addPasskey(passkey: PasskeyRecord): Promise<boolean>;
  getPasskey(id: string): Promise<PasskeyRecord | null>;
  listPasskeys(account: string): Promise<PasskeyRecord[]>;
  setPasskeyCounter(id: string, counter: number): Promise<void>;
  createSession(session: SessionRecord): Promise<void>;
  getSession(tokenHash: string): Promise<SessionRecord | null>;
  touchSession(tokenHash: string, lastSeen: number, expiresAt: number): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Deletes every session of the account; how many there were. */
  deleteSessions(account: string): Promise<number>;
  /** Links a seat to the account (again: its time is updated). */
  addAccountSeat(account: string, seat: AccountSeat): Promise<void>;
  /**
   * Unlinks a seat of a table from every account but `keep` (the seat's holder now, if any): a
   * seat let go leaves the "your tables" of whoever held it or was invited to it.
   */
  removeSeatLinks(table: string, seat: number, keep?: string): Promise<void>;
  /** The account's seats, latest first, a page of them. */
  accountSeats(account: string, limit: number, offset: number): Promise<AccountSeat[]>;
  /**
   * The devices notified for any of the account's seats, each once, at most ACCOUNT_DEVICES
   * (account-sql.ts), the latest subscribed first: where an invitation is pushed.
   */
  accountPushTargets(account: string): Promise<PushTarget[]>;
  /** Other accounts seated at the account's tables, the latest met first, at most `limit`. */
  playedWith(account: string, limit: number): Promise<{ id: string; name: string }[]>;
  /** The two accounts sat at one table that started (an invitation alone is not a game). */
  playedTogether(a: string, b: string): Promise<boolean>;
}
