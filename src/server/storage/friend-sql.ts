import { DAY_MS } from './invite-sql.js';
import { dialect, type Engine, type Row, type SqlDb } from './sql-db.js';

/**
 * Friends, friend requests, blocks (issue 42) and presence: who is online on which instance.
 * Friendship is kept both ways (a row per direction); requests and blocks one way. Presence is a
 * row per account and instance, refreshed by the instance while the account is online there, and
 * read as online only while fresh: an instance that dies leaves rows that expire on their own
 * (friends/presence.ts). In storage: every instance sees the same.
 */
export function friendMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  return `CREATE TABLE IF NOT EXISTS ${t('friends')} (
     account_id TEXT NOT NULL,
     friend_id TEXT NOT NULL,
     since ${big} NOT NULL,
     PRIMARY KEY (account_id, friend_id)
   );
   CREATE TABLE IF NOT EXISTS ${t('friend_requests')} (
     from_id TEXT NOT NULL,
     to_id TEXT NOT NULL,
     at ${big} NOT NULL,
     PRIMARY KEY (from_id, to_id)
   );
   CREATE INDEX IF NOT EXISTS ${t('friend_requests_to')} ON ${t('friend_requests')} (to_id, at);
   CREATE TABLE IF NOT EXISTS ${t('friend_request_days')} (
     account_id TEXT NOT NULL,
     day INTEGER NOT NULL,
     n INTEGER NOT NULL,
     PRIMARY KEY (account_id, day)
   );
   CREATE TABLE IF NOT EXISTS ${t('blocks')} (
     account_id TEXT NOT NULL,
     blocked_id TEXT NOT NULL,
     at ${big} NOT NULL,
     PRIMARY KEY (account_id, blocked_id)
   );
   CREATE INDEX IF NOT EXISTS ${t('blocks_blocked')} ON ${t('blocks')} (blocked_id);
   CREATE TABLE IF NOT EXISTS ${t('presence')} (
     account_id TEXT NOT NULL,
     instance TEXT NOT NULL,
     seen_at ${big} NOT NULL,
     table_id TEXT,
     game TEXT,
     PRIMARY KEY (account_id, instance)
   );
   CREATE INDEX IF NOT EXISTS ${t('presence_seen')} ON ${t('presence')} (seen_at);`;
}

/** The statements deleting an account's friends, requests, blocks and presence (account-sql.ts). */
export function friendDeletes(engine: Engine): string[] {
  const { t } = dialect(engine);
  return [
    `DELETE FROM ${t('friends')} WHERE account_id = $1 OR friend_id = $1`,
    `DELETE FROM ${t('friend_requests')} WHERE from_id = $1 OR to_id = $1`,
    `DELETE FROM ${t('friend_request_days')} WHERE account_id = $1`,
    `DELETE FROM ${t('blocks')} WHERE account_id = $1 OR blocked_id = $1`,
    `DELETE FROM ${t('presence')} WHERE account_id = $1`,
  ];
}

/** How two accounts stand, as `a` sees `b`. */
export interface Relation {
  readonly friends: boolean;
  /** `a` asked `b` to be friends, and `b` has not answered. */
  readonly asked: boolean;
  /** `b` asked `a`. */
  readonly askedBy: boolean;
  /** `a` blocks `b`. */
  readonly blocks: boolean;
  /** `b` blocks `a`. */
  readonly blockedBy: boolean;
}

/** A friend as the list shows them: online (fresh presence) and the listed table they play at. */
export interface FriendRow {
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  readonly playing: { readonly table: string; readonly game: string } | null;
}

/** What an instance says of an account online there. */
export interface PresenceRow {
  readonly account: string;
  /** A table the account is seated at and connected to, with its game (null: none). */
  readonly table: string | null;
  readonly game: string | null;
}

export interface FriendStorage {
  relation(a: string, b: string): Promise<Relation>;
  /** One more friend request from `account` today; false (nothing counted) when `cap` are made. */
  countRequest(account: string, cap: number, now: number): Promise<boolean>;
  addRequest(from: string, to: string, at: number): Promise<void>;
  /** Friends both ways, and the requests between them gone. */
  befriend(a: string, b: string, at: number): Promise<void>;
  /** No longer friends, and no request between them either way. */
  unfriend(a: string, b: string): Promise<void>;
  /** `from`'s request to `to` goes; true if there was one. */
  dropRequest(from: string, to: string): Promise<boolean>;
  /** `a` blocks `b`: their friendship and requests go with it. */
  block(a: string, b: string, at: number): Promise<void>;
  unblock(a: string, b: string): Promise<void>;
  friendCount(account: string): Promise<number>;
  /** A page of friends, online first then by name; online: presence seen at or after `since`. */
  friends(account: string, limit: number, offset: number, since: number): Promise<FriendRow[]>;
  /** Requests made to `account`, newest first. */
  requests(account: string, limit: number): Promise<{ name: string; at: number }[]>;
  /** A page of the accounts `account` blocks, by name. */
  blocks(account: string, limit: number, offset: number): Promise<{ name: string }[]>;
  /** Whether any of `accounts` blocks `who`. */
  blockedByAny(accounts: readonly string[], who: string): Promise<boolean>;
  /** The instance says these accounts are online there now (`now`): their rows, refreshed. */
  present(instance: string, rows: readonly PresenceRow[], now: number): Promise<void>;
  /** The instance no longer has these accounts online. */
  absent(instance: string, accounts: readonly string[]): Promise<void>;
  /** Rows not refreshed since `before` go (their instances stopped). */
  prunePresence(before: number): Promise<void>;
}

const bool = (v: unknown) => v === true || Number(v) > 0;

export class FriendStore implements FriendStorage {
  private readonly Q;

  constructor(
    engine: Engine,
    private readonly db: SqlDb,
  ) {
    const { t, q } = dialect(engine);
    const listed = engine === 'postgres' ? 'tb.listed' : 'tb.listed = 1';
    const one = (table: string, where: string) =>
      `(SELECT COUNT(*) FROM ${t(table)} WHERE ${where})`;
    this.Q = {
      relation: q(`SELECT
        ${one('friends', 'account_id = $1 AND friend_id = $2')} AS friends,
        ${one('friend_requests', 'from_id = $1 AND to_id = $2')} AS asked,
        ${one('friend_requests', 'from_id = $2 AND to_id = $1')} AS asked_by,
        ${one('blocks', 'account_id = $1 AND blocked_id = $2')} AS blocks,
        ${one('blocks', 'account_id = $2 AND blocked_id = $1')} AS blocked_by`),
      pruneDays: q(`DELETE FROM ${t('friend_request_days')} WHERE account_id = $1 AND day < $2`),
      countRequest: q(`INSERT INTO ${t('friend_request_days')} (account_id, day, n)
        VALUES ($1, $2, 1) ON CONFLICT (account_id, day) DO UPDATE
        SET n = ${t('friend_request_days')}.n + 1 WHERE ${t('friend_request_days')}.n < $3`),
      addRequest: q(`INSERT INTO ${t('friend_requests')} (from_id, to_id, at) VALUES ($1, $2, $3)
        ON CONFLICT (from_id, to_id) DO UPDATE SET at = excluded.at`),
      addFriend: q(`INSERT INTO ${t('friends')} (account_id, friend_id, since) VALUES ($1, $2, $3)
        ON CONFLICT (account_id, friend_id) DO NOTHING`),
      dropFriends: q(`DELETE FROM ${t('friends')}
        WHERE (account_id = $1 AND friend_id = $2) OR (account_id = $2 AND friend_id = $1)`),
      dropRequests: q(`DELETE FROM ${t('friend_requests')}
        WHERE (from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1)`),
      dropRequest: q(`DELETE FROM ${t('friend_requests')} WHERE from_id = $1 AND to_id = $2`),
      block: q(`INSERT INTO ${t('blocks')} (account_id, blocked_id, at) VALUES ($1, $2, $3)
        ON CONFLICT (account_id, blocked_id) DO NOTHING`),
      unblock: q(`DELETE FROM ${t('blocks')} WHERE account_id = $1 AND blocked_id = $2`),
      friendCount: q(`SELECT COUNT(*) AS n FROM ${t('friends')} WHERE account_id = $1`),
      // A game and table kept as one value, so that both come from the same presence row.
      friends: q(`SELECT a.id, a.name, MAX(p.seen_at) AS seen,
          MAX(CASE WHEN tb.id IS NULL THEN NULL ELSE p.game || ' ' || p.table_id END) AS playing
        FROM ${t('friends')} f
        JOIN ${t('accounts')} a ON a.id = f.friend_id
        LEFT JOIN ${t('presence')} p ON p.account_id = f.friend_id AND p.seen_at >= $2
        LEFT JOIN ${t('tables')} tb ON tb.id = p.table_id AND ${listed} AND tb.status <> 'finished'
        WHERE f.account_id = $1
        GROUP BY a.id, a.name, a.name_key
        ORDER BY CASE WHEN MAX(p.seen_at) IS NULL THEN 1 ELSE 0 END, a.name_key, a.id
        LIMIT $3 OFFSET $4`),
      requests: q(`SELECT a.name, r.at FROM ${t('friend_requests')} r
        JOIN ${t('accounts')} a ON a.id = r.from_id
        WHERE r.to_id = $1 ORDER BY r.at DESC, a.id LIMIT $2`),
      blocks: q(`SELECT a.name FROM ${t('blocks')} b JOIN ${t('accounts')} a ON a.id = b.blocked_id
        WHERE b.account_id = $1 ORDER BY a.name_key, a.id LIMIT $2 OFFSET $3`),
      present: q(`INSERT INTO ${t('presence')} (account_id, instance, seen_at, table_id, game)
        VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id, instance) DO UPDATE
        SET seen_at = excluded.seen_at, table_id = excluded.table_id, game = excluded.game`),
      absent: q(`DELETE FROM ${t('presence')} WHERE account_id = $1 AND instance = $2`),
      prune: q(`DELETE FROM ${t('presence')} WHERE seen_at < $1`),
    };
    this.blockedSql = (n: number) =>
      q(
        `SELECT 1 FROM ${t('blocks')} WHERE blocked_id = $1 AND account_id IN (${Array.from(
          { length: n },
          (_, i) => `$${i + 2}`,
        ).join(', ')}) LIMIT 1`,
      );
  }

  private readonly blockedSql: (n: number) => string;

  async relation(a: string, b: string): Promise<Relation> {
    const r = (await this.db.rows(this.Q.relation, [a, b]))[0] as Row;
    return {
      friends: bool(r.friends),
      asked: bool(r.asked),
      askedBy: bool(r.asked_by),
      blocks: bool(r.blocks),
      blockedBy: bool(r.blocked_by),
    };
  }

  async countRequest(account: string, cap: number, now: number): Promise<boolean> {
    const day = Math.floor(now / DAY_MS);
    const changed = await this.db.run([
      [this.Q.pruneDays, [account, day]],
      [this.Q.countRequest, [account, day, cap]],
    ]);
    return changed === 1;
  }

  async addRequest(from: string, to: string, at: number): Promise<void> {
    await this.db.run([[this.Q.addRequest, [from, to, at]]]);
  }

  async befriend(a: string, b: string, at: number): Promise<void> {
    await this.db.run([
      [this.Q.addFriend, [a, b, at]],
      [this.Q.addFriend, [b, a, at]],
      [this.Q.dropRequests, [a, b]],
    ]);
  }

  async unfriend(a: string, b: string): Promise<void> {
    await this.db.run([
      [this.Q.dropFriends, [a, b]],
      [this.Q.dropRequests, [a, b]],
    ]);
  }

  async dropRequest(from: string, to: string): Promise<boolean> {
    return (await this.db.run([[this.Q.dropRequest, [from, to]]])) > 0;
  }

  async block(a: string, b: string, at: number): Promise<void> {
    await this.db.run([
      [this.Q.dropFriends, [a, b]],
      [this.Q.dropRequests, [a, b]],
      [this.Q.block, [a, b, at]],
    ]);
  }

  async unblock(a: string, b: string): Promise<void> {
    await this.db.run([[this.Q.unblock, [a, b]]]);
  }

  async friendCount(account: string): Promise<number> {
    return Number((await this.db.rows(this.Q.friendCount, [account]))[0]?.n ?? 0);
  }

  async friends(account: string, limit: number, offset: number, since: number) {
    const rows = await this.db.rows(this.Q.friends, [account, since, limit, offset]);
    return rows.map((r): FriendRow => {
      const playing = typeof r.playing === 'string' ? r.playing.split(' ') : null;
      return {
        id: String(r.id),
        name: String(r.name),
        online: r.seen !== null && r.seen !== undefined,
        playing: playing ? { game: String(playing[0]), table: String(playing[1]) } : null,
      };
    });
  }

  async requests(account: string, limit: number) {
    const rows = await this.db.rows(this.Q.requests, [account, limit]);
    return rows.map((r) => ({ name: String(r.name), at: Number(r.at) }));
  }

  async blocks(account: string, limit: number, offset: number) {
    const rows = await this.db.rows(this.Q.blocks, [account, limit, offset]);
    return rows.map((r) => ({ name: String(r.name) }));
  }

  async blockedByAny(accounts: readonly string[], who: string): Promise<boolean> {
    if (accounts.length === 0) return false;
    const rows = await this.db.rows(this.blockedSql(accounts.length), [who, ...accounts]);
    return rows.length > 0;
  }

  async present(instance: string, rows: readonly PresenceRow[], now: number): Promise<void> {
    if (rows.length === 0) return;
    await this.db.run(
      rows.map((r): [string, unknown[]] => [
        this.Q.present,
        [r.account, instance, now, r.table, r.game],
      ]),
    );
  }

  async absent(instance: string, accounts: readonly string[]): Promise<void> {
    if (accounts.length === 0) return;
    await this.db.run(accounts.map((a): [string, unknown[]] => [this.Q.absent, [a, instance]]));
  }

  async prunePresence(before: number): Promise<void> {
    await this.db.run([[this.Q.prune, [before]]]);
  }
}
