import type { FriendStorage, PresenceRow } from '../storage/friend-sql.js';

/** How often an instance tells the database who is online on it. */
export const PRESENCE_REFRESH_MS = 20_000;
/**
 * How long a presence row counts as online without being refreshed: a few refreshes, so that a
 * slow one is not an absence, and an instance that died is offline within this.
 */
export const PRESENCE_TTL_MS = 60_000;
/** Rows written in one transaction at a refresh (thousands online are so many small writes). */
const CHUNK = 200;

/** A socket as presence sees it (ws-connection.ts's Connection): its account, its seat there. */
export interface PresenceSocket {
  readonly account: string | null;
  readonly seat: number | null;
}

interface Followed {
  readonly table: string;
  game: string | null;
}

export interface PresenceOptions {
  readonly refreshMs?: number;
  readonly ttlMs?: number;
  /** The game of a table this instance holds (null: none such). */
  readonly gameOf: (table: string) => Promise<string | null>;
  readonly log?: (message: string) => void;
}

/**
 * Who is online on this instance (issue 42), told to every instance through storage: an account
 * is online while one of its signed-in sockets is open here, or for a while after its page read
 * its friends (the home, which has no socket). What it plays: the table of a socket that holds
 * one of its seats. Rows are written when an account comes or goes, or changes table, and all of
 * them refreshed every `refreshMs`; readers count a row as online for `ttlMs` after its refresh,
 * so an instance that dies without a word goes offline by itself.
 */
export class Presence {
  private readonly sockets = new Map<string, Map<PresenceSocket, Followed>>();
  /** Accounts whose page read the friends list, and when. */
  private readonly pages = new Map<string, number>();
  /** What was last written for each account online here ('' for no table). */
  private readonly written = new Map<string, string>();
  private writes: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  readonly ttlMs: number;

  constructor(
    private readonly storage: FriendStorage,
    private readonly instance: string,
    private readonly opts: PresenceOptions,
  ) {
    this.ttlMs = opts.ttlMs ?? PRESENCE_TTL_MS;
    this.timer = setInterval(() => void this.refresh(), opts.refreshMs ?? PRESENCE_REFRESH_MS);
    this.timer.unref();
  }

  /** Presence rows seen at or after this are online. */
  since(now = Date.now()): number {
    return now - this.ttlMs;
  }

  /** A signed-in socket follows `table` here. */
  connected(sock: PresenceSocket, table: string): void {
    const account = sock.account;
    if (account === null) return;
    let mine = this.sockets.get(account);
    if (!mine) this.sockets.set(account, (mine = new Map()));
    const followed: Followed = { table, game: null };
    mine.set(sock, followed);
    this.touch(account);
    this.opts.gameOf(table).then(
      (game) => {
        followed.game = game;
        if (this.sockets.get(account)?.get(sock) === followed) this.touch(account);
      },
      () => undefined,
    );
  }

  disconnected(sock: PresenceSocket): void {
    const account = sock.account;
    const mine = account === null ? undefined : this.sockets.get(account);
    if (account === null || !mine?.delete(sock)) return;
    if (mine.size === 0) this.sockets.delete(account);
    this.touch(account);
  }

  /**
   * The account's page read its friends: online for a while, socket or not. Settled once every
   * instance can see it (a friend's home read right after says online).
   */
  page(account: string, now = Date.now()): Promise<void> {
    this.pages.set(account, now);
    return this.touch(account);
  }

  /** What this instance says of the account: null when it is not online here. */
  private rowOf(account: string, now: number): PresenceRow | null {
    const mine = this.sockets.get(account);
    const page = this.pages.get(account);
    if (!mine && (page === undefined || page < now - this.ttlMs)) return null;
    for (const [sock, f] of mine ?? [])
      if (sock.seat !== null && f.game !== null) return { account, table: f.table, game: f.game };
    return { account, table: null, game: null };
  }

  /** Writes the account's row if it changed (in order: writes of one instance never cross). */
  private touch(account: string): Promise<void> {
    const now = Date.now();
    const row = this.rowOf(account, now);
    const key = row ? (row.table ?? '') : undefined;
    if (key === this.written.get(account)) return this.writes;
    if (key === undefined) this.written.delete(account);
    else this.written.set(account, key);
    return this.queue(() =>
      row
        ? this.storage.present(this.instance, [row], now)
        : this.storage.absent(this.instance, [account]),
    );
  }

  private queue(write: () => Promise<void>): Promise<void> {
    this.writes = this.writes
      .then(write)
      .catch((e: unknown) => this.opts.log?.(`presence: ${(e as Error).message}`));
    return this.writes;
  }

  /** Every row of this instance refreshed, those gone deleted, and expired ones of any instance. */
  refresh(now = Date.now()): Promise<void> {
    for (const [account, at] of this.pages) if (at < now - this.ttlMs) this.pages.delete(account);
    const rows: PresenceRow[] = [];
    const gone: string[] = [];
    for (const account of this.written.keys()) {
      const row = this.rowOf(account, now);
      if (row) rows.push(row);
      else gone.push(account);
    }
    for (const account of gone) this.written.delete(account);
    for (const r of rows) this.written.set(r.account, r.table ?? '');
    return this.queue(async () => {
      for (let i = 0; i < rows.length; i += CHUNK)
        await this.storage.present(this.instance, rows.slice(i, i + CHUNK), now);
      for (let i = 0; i < gone.length; i += CHUNK)
        await this.storage.absent(this.instance, gone.slice(i, i + CHUNK));
      await this.storage.prunePresence(now - this.ttlMs);
    });
  }

  /** The instance stops: its rows go (others need not wait for them to expire). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const all = [...this.written.keys()];
    this.written.clear();
    await this.queue(() => this.storage.absent(this.instance, all));
  }
}
