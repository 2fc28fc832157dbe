import { z } from 'zod';
import { accountName } from '../accounts/names.js';
import type { Storage, TableRecord } from '../storage/types.js';
import type { AccountSeats } from './account-seats.js';
import { broadcastTable } from './fanout.js';
import { accountHold, hashToken, holdsSeat, type SeatAccount } from './lobby.js';
import { heldNow, TableError } from './live-table.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';

/**
 * Invitations an account may get a day (UTC), from everyone together: a flood of junk
 * invitations stops there, whoever sends them (beside at most one pending per inviter).
 */
export const INVITES_PER_DAY = 20;

/**
 * Who invites, for "one pending invitation per inviter": the table's creator, by their account
 * when they created it signed in, otherwise by their address (as lobby.ts keeps it, hashed):
 * tables' creators need no account.
 */
export const inviterOf = (
  account: string | null | undefined,
  creator: string | null | undefined,
) => (account ? `account ${account}` : `creator ${creator ?? ''}`);

/** `POST /api/v1/tables/ID/invite`'s body (docs/protocol.md): the seat, the account's name. */
export const inviteBody = z.strictObject({
  seat: z.number().int().min(0).max(15),
  name: z.string().min(1).max(100),
});

/** Who asks to invite: their seat's token, their signed-in account's id (either, both, none). */
export interface Asker {
  readonly token: string | undefined;
  readonly account: string | undefined;
}

/**
 * An account invited to an empty seat of a table already waiting (issue 26's invitations, after
 * the creation): only the table's creator, and only while it waits. The creator is known by their
 * seat's token, or, signed in, by their account: the creating seat is the account's on every
 * device where it is signed in, and only the creating browser holds the token. The seat is kept
 * for the account as a reservation made at creation is (lobby.ts): their signed-in join takes
 * it, until the hold ends and the seat opens to anyone with the link.
 */
export class SeatInvites {
  constructor(
    private readonly storage: Storage,
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    private readonly accounts: AccountSeats,
    private readonly holdMs: number,
    private readonly perDay: number,
  ) {}

  /** The account named `name` (accounts/names.ts's key), or `no-account`. */
  async invitee(name: string): Promise<SeatAccount> {
    let found = null;
    try {
      found = await this.storage.findAccount(accountName(name).key);
    } catch {
      // not a name an account can have
    }
    if (!found) throw new TableError('no-account', { name: name.slice(0, 100) });
    return { id: found.id, name: found.name };
  }

  /**
   * Seats reserved at a table's creation for the accounts named (`reserve` with `account`), each
   * admitted as an invitation is.
   */
  async reserved(
    reserve: readonly { seat: number; name: string; account?: boolean | undefined }[],
    inviter: string,
  ): Promise<Map<number, SeatAccount>> {
    const invitees = new Map<number, SeatAccount>();
    for (const r of reserve) if (r.account) invitees.set(r.seat, await this.invitee(r.name));
    for (const invitee of invitees.values()) await this.admit(invitee, inviter);
    return invitees;
  }

  /** The invitations made with a table: on the invitees' "your tables", and recorded. */
  async sent(id: string, invitees: ReadonlyMap<number, SeatAccount>, inviter: string) {
    for (const [seat, invitee] of invitees) {
      await this.accounts.linkSeat(invitee.id, id, seat);
      await this.storage.invites.record(invitee.id, inviter, id, seat, Date.now());
    }
  }

  /**
   * An invitation may be made: none from this inviter is pending for the account
   * (`invite-pending`: its seat still kept for it at a waiting table), and the account has had
   * fewer than `perDay` today (`invites-full`). Counted once admitted.
   */
  private async admit(invitee: SeatAccount, inviter: string): Promise<void> {
    // An account the invitee blocks invites them no more (issue 42).
    const by = inviter.startsWith('account ') ? inviter.slice('account '.length) : null;
    if (by !== null && (await this.storage.friends.blockedByAny([invitee.id], by)))
      throw new TableError('invite-refused', { name: invitee.name });
    const last = await this.storage.invites.latest(invitee.id, inviter);
    if (last && (await this.pending(last, invitee.id)) && !(await this.knows(invitee.id, inviter)))
      throw new TableError('invite-pending', { name: invitee.name });
    if (!(await this.storage.invites.countOne(invitee.id, this.perDay, Date.now())))
      throw new TableError('invites-full', { name: invitee.name, max: this.perDay });
  }

  /**
   * The inviter is a friend or an account the invitee has played with: a friend's second table is never held
   * back (issue 40), only a stranger's (issue 39); the day's cap holds for everyone.
   */
  private async knows(invitee: string, inviter: string): Promise<boolean> {
    if (!inviter.startsWith('account ')) return false;
    const by = inviter.slice('account '.length);
    // A friend is never a stranger (issue 42).
    if ((await this.storage.friends.relation(invitee, by)).friends) return true;
    return this.storage.playedTogether(invitee, by);
  }

  private async pending(at: { table: string; seat: number }, account: string): Promise<boolean> {
    const t = await this.tables.need(at.table).catch(() => null);
    const s = t?.record.seats[at.seat];
    return (
      t?.record.status === 'open' && s?.heldFor === accountHold(account) && heldNow(s, Date.now())
    );
  }

  /**
   * `by`: either their seat's token or their account may say the asker created the table. The
   * invitation is admitted only once the asker is known to be the creator, so that nobody else
   * spends an account's invitations of the day.
   */
  async invite(id: string, by: Asker, seat: number, name: string) {
    if (by.token === undefined && by.account === undefined) throw new TableError('not-seated');
    const t = await this.tables.need(id);
    const hash = by.token === undefined ? undefined : hashToken(by.token);
    creatorOnly(t.record, hash, by.account);
    const invitee = await this.invitee(name);
    const inviter = inviterOf(t.record.seats.find((s) => s.creator)?.account, t.record.creator);
    await this.admit(invitee, inviter);
    await this.log.mutate(t, (r) => {
      creatorOnly(r, hash, by.account);
      if (r.status !== 'open') throw new TableError('already-started');
      const s = r.seats[seat];
      if (!s) throw new TableError('bad-seat', { seat });
      if (s.kind !== 'human' || s.tokenHash !== null || heldNow(s, Date.now()))
        throw new TableError('seat-taken', { seat });
      const seats = r.seats.slice();
      seats[seat] = {
        ...s,
        name: invitee.name,
        heldFor: accountHold(invitee.id),
        heldUntil: Date.now() + this.holdMs,
      };
      return { ...r, seats };
    });
    // When the hold ends, whoever watches the table is told the seat is open.
    setTimeout(() => {
      if (t.record.status === 'open') broadcastTable(t);
    }, this.holdMs + 100).unref();
    await this.accounts.seated(id, seat, invitee.id);
    await this.storage.invites.record(invitee.id, inviter, id, seat, Date.now());
    return { table: t, summary: t.summary(), invitee };
  }

  /**
   * The invitee declines: the seat kept for their account (its hold lapsed or not) is open to
   * anyone again, and the table leaves their "your tables" (`not-invited`: no seat kept for them
   * at a waiting table).
   */
  async decline(id: string, account: string) {
    const t = await this.tables.need(id);
    const hold = accountHold(account);
    let seat = -1;
    await this.log.mutate(t, (r) => {
      seat = r.seats.findIndex((s) => s.tokenHash === null && s.heldFor === hold);
      const s = r.seats[seat];
      if (r.status !== 'open' || !s) throw new TableError('not-invited');
      const seats = r.seats.slice();
      seats[seat] = { ...s, name: null, heldFor: null, heldUntil: null };
      return { ...r, seats };
    });
    await this.accounts.unlinkSeat(id, seat);
    await this.storage.invites.forget(account, id);
    return t.summary();
  }
}

/**
 * Refused for anyone but the table's creator: a seat of theirs that is not the creator's
 * (`not-creator`), a token of no seat here (`bad-token`), nothing that seats them (`not-seated`).
 * The creator is known by their seat's token, or by their account (its seat as its sockets find
 * it, service.ts's subscribe: held, not one left).
 */
function creatorOnly(r: TableRecord, hash: string | undefined, account: string | undefined) {
  const byToken = hash === undefined ? undefined : r.seats.find((s) => s.tokenHash === hash);
  const byAccount = account === undefined ? [] : r.seats.filter((s) => holdsSeat(s, account));
  if (byToken?.creator || byAccount.some((s) => s.creator)) return;
  if (byToken || byAccount.length > 0) throw new TableError('not-creator');
  throw new TableError(hash === undefined ? 'not-seated' : 'bad-token');
}
