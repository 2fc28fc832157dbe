import { z } from 'zod';
import { broadcastTable } from './fanout.js';
import { accountHold, hashToken, holdsSeat, type SeatAccount } from './lobby.js';
import { heldNow, TableError } from './live-table.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';

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
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    private readonly holdMs: number,
  ) {}

  /** `by`: either their seat's token or their account may say the asker created the table. */
  async invite(id: string, { token, account }: Asker, seat: number, invitee: SeatAccount) {
    if (token === undefined && account === undefined) throw new TableError('not-seated');
    const t = await this.tables.need(id);
    const hash = token === undefined ? undefined : hashToken(token);
    await this.log.mutate(t, (r) => {
      const byToken = hash === undefined ? undefined : r.seats.find((s) => s.tokenHash === hash);
      // The account's seat as its sockets find it (service.ts, subscribe): held, not one left.
      const byAccount = account === undefined ? [] : r.seats.filter((s) => holdsSeat(s, account));
      // Refused as before for anyone else: a seat of theirs that is not the creator's, a token
      // of no seat here, nothing that seats them.
      if (!byToken?.creator && !byAccount.some((s) => s.creator)) {
        if (byToken || byAccount.length > 0) throw new TableError('not-creator');
        throw new TableError(token === undefined ? 'not-seated' : 'bad-token');
      }
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
    return t.summary();
  }
}
