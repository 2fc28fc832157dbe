import { newToken } from '../crypto-rng.js';
import type { Storage } from '../storage/types.js';
import { TableError, type LiveTable } from './live-table.js';
import { hashToken, holdsSeat, seatOf, type SeatAccount } from './lobby.js';
import type { LoadedTables } from './loaded.js';
import type { ChatReads } from './chat-reads.js';
import type { TableLog } from './log.js';
import { forfeitNow } from './standing.js';

/** Tables in a page of "your tables" (each is loaded to tell whose turn it is and the clock). */
export const YOUR_TABLES_PAGE = 20;

/**
 * Accounts' seats (issue 26): the links from an account to the seats it holds ("your tables", the
 * people played with), a seat claimed by a signed-in player, and an account's seats let go when
 * it is deleted. The table service (service.ts) delegates to it.
 */
export class AccountSeats {
  constructor(
    private readonly storage: Storage,
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    private readonly say: (message: string) => void,
    private readonly reads: ChatReads,
  ) {}

  /** The account's link to a seat it holds ("your tables", the people played with). */
  async linkSeat(account: string, table: string, seat: number): Promise<void> {
    try {
      await this.storage.addAccountSeat(account, { table, seat, at: Date.now() });
    } catch (e) {
      this.say(`table ${table}: account link failed: ${(e as Error).message}`);
      throw new TableError('storage');
    }
  }

  /**
   * A seat taken by `account` (none: anonymously), or kept for it: linked to it, and to no other
   * account any more (one invited to it before, whose hold lapsed, is invited no more).
   */
  async seated(table: string, seat: number, account?: string): Promise<void> {
    if (account !== undefined) await this.linkSeat(account, table, seat);
    await this.unlinkSeat(table, seat, account);
  }

  /**
   * A seat let go leaves the "your tables" of the accounts linked to it, but for `keep` (its
   * holder now): whoever left it before the start, an invitee whose hold lapsed. Not a failure
   * of what let it go (the seat is free already): a link left over only lists a table too many.
   */
  async unlinkSeat(table: string, seat: number, keep?: string): Promise<void> {
    try {
      await this.storage.removeSeatLinks(table, seat, keep);
    } catch (e) {
      this.say(`table ${table}: unlink seat ${seat}: ${(e as Error).message}`);
    }
  }

  /**
   * A seat taken anonymously becomes the signed-in account's, from the device that holds its
   * token (a wrong token: `bad-token`; a seat another account holds: `seat-claimed`; an account
   * seated at the table already: `already-seated`).
   */
  async claim(id: string, token: string | undefined, account: SeatAccount) {
    const t = await this.tables.need(id);
    const seat = token === undefined ? null : seatOf(t, token);
    if (seat === null || token === undefined) throw new TableError('bad-token');
    const hash = hashToken(token);
    await this.log.mutate(t, (r) => {
      const s = r.seats[seat];
      if (!s || s.tokenHash !== hash) throw new TableError('bad-token');
      if (s.account === account.id) return null;
      if (s.account) throw new TableError('seat-claimed', { seat });
      // One seat an account, as at a join (lobby.ts).
      const mine = r.seats.findIndex((x) => holdsSeat(x, account.id));
      if (mine >= 0) throw new TableError('already-seated', { seat: mine });
      const seats = r.seats.slice();
      seats[seat] = { ...s, account: account.id };
      return { ...r, seats };
    });
    await this.linkSeat(account.id, id, seat);
    return { table: t.summary(), seat };
  }

  /** The seat the account holds at the table (`not-seated` if none): its devices act for it. */
  async heldSeat(id: string, account: string): Promise<number> {
    const seat = (await this.tables.need(id)).record.seats.findIndex((s) => holdsSeat(s, account));
    if (seat < 0) throw new TableError('not-seated');
    return seat;
  }

  /**
   * "Your tables": a page of the account's seats, latest first, each with its table's summary
   * (whose turn: `toMove`), clock (the time left) and chat lines not read (`unread`). At most YOUR_TABLES_PAGE tables a page.
   */
  async yourTables(account: string, page: number) {
    const links = await this.storage.accountSeats(
      account,
      YOUR_TABLES_PAGE + 1,
      (page - 1) * YOUR_TABLES_PAGE,
    );
    const now = Date.now();
    const tables = [];
    for (const link of links.slice(0, YOUR_TABLES_PAGE)) {
      let t: LiveTable;
      try {
        t = await this.tables.need(link.table);
      } catch {
        continue;
      }
      // The chat lines the account has not read there (chat-reads.ts); unknown, or a seat it
      // does not hold (yet: an invitation), none.
      const held = t.record.seats[link.seat]?.account === account;
      const unread = held ? await this.reads.unread(t.record, link.seat).catch(() => 0) : 0;
      tables.push({ seat: link.seat, table: t.summary(), clock: t.clockJson(now), unread });
    }
    return { tables, next: links.length > YOUR_TABLES_PAGE ? page + 1 : null };
  }

  /**
   * The table's game if the account's seat there is awaited now (its turn, the table playing)
   * and the table is not open and visible on one of the seat's pages (a held turn mail still has
   * news); null otherwise.
   */
  async awaits(account: string, table: string, seat: number): Promise<string | null> {
    let t: LiveTable;
    try {
      t = await this.tables.need(table);
    } catch {
      return null;
    }
    if (t.record.status !== 'playing' || t.record.seats[seat]?.account !== account) return null;
    if (!t.running().includes(seat)) return null;
    return (await this.shown(table, seat)) ? null : t.record.game;
  }

  /**
   * Whether the table is open and visible on a page of the seat: of this instance (its sockets
   * say so), or of another (push/visible-seats.ts).
   */
  async shown(table: string, seat: number): Promise<boolean> {
    const t = await this.tables.peek(table);
    if (t) for (const s of t.subscribers) if (s.seat === seat && s.visible) return true;
    return (await this.storage.visible?.seen(table, seat, Date.now()).catch(() => false)) === true;
  }

  /**
   * The account's sessions ended (signed out everywhere, a new password): each seat it holds at a
   * table not finished gets a new token that nobody is given, so a device that kept the old one (a
   * lost laptop) holds the seat no more. The account's signed-in devices hold it by the account.
   * A finished table's tokens stay: they only ask for a rematch (lobby.ts).
   */
  async rotateTokens(account: string): Promise<void> {
    for (let offset = 0; ; offset += 100) {
      const links = await this.storage.accountSeats(account, 100, offset);
      for (const link of links) {
        const t = await this.tables.need(link.table).catch(() => null);
        if (!t || t.record.status === 'finished') continue;
        await this.log.mutate(t, (r) => {
          const s = r.seats[link.seat];
          if (!s || r.status === 'finished' || !holdsSeat(s, account)) return null;
          const seats = r.seats.slice();
          seats[link.seat] = { ...s, tokenHash: hashToken(newToken()) };
          return { ...r, seats };
        });
      }
      if (links.length < 100) return;
    }
  }

  /**
   * An account goes: its seats are let go, its games stay. At an open table the seat is free
   * again; at a table being played a bot takes it at once; everywhere the name gives way to
   * "deleted player" (`deleted`), and no token holds the seat any more.
   */
  async forgetAccount(account: string): Promise<void> {
    for (let offset = 0; ; offset += 100) {
      const links = await this.storage.accountSeats(account, 100, offset);
      for (const link of links) {
        let t: LiveTable;
        try {
          t = await this.tables.need(link.table);
        } catch {
          continue;
        }
        await this.log.mutate(t, (r) => {
          const s = r.seats[link.seat];
          if (!s || s.account !== account) return null;
          const seats = r.seats.slice();
          seats[link.seat] =
            r.status === 'open'
              ? { ...s, account: null, name: null, tokenHash: null, creator: false }
              : {
                  ...s,
                  account: null,
                  name: null,
                  deleted: true,
                  // No token's hash: whoever held it holds the seat no more.
                  tokenHash: s.tokenHash === null ? null : 'deleted',
                  zombie: s.zombie || r.status === 'playing',
                  // Gone during the game: a forfeit (docs/ratings.md); a finished one stays as it was rated.
                  ...(r.status === 'playing'
                    ? { forfeit: forfeitNow(s, 'deleted', Date.now()) }
                    : {}),
                };
          return { ...r, seats };
        });
      }
      if (links.length < 100) return;
    }
  }
}
