import { z } from 'zod';
import { broadcastTable } from './fanout.js';
import { accountHold, hashToken, type SeatAccount } from './lobby.js';
import { heldNow, TableError } from './live-table.js';
import type { LoadedTables } from './loaded.js';
import type { TableLog } from './log.js';

/** `POST /api/v1/tables/ID/invite`'s body (docs/protocol.md): the seat, the account's name. */
export const inviteBody = z.strictObject({
  seat: z.number().int().min(0).max(15),
  name: z.string().min(1).max(100),
});

/**
 * An account invited to an empty seat of a table already waiting (issue 26's invitations, after
 * the creation): only the table's creator, with their seat's token, and only while it waits. The
 * seat is kept for the account as a reservation made at creation is (lobby.ts): their signed-in
 * join takes it, until the hold ends and the seat opens to anyone with the link.
 */
export class SeatInvites {
  constructor(
    private readonly tables: LoadedTables,
    private readonly log: TableLog,
    private readonly holdMs: number,
  ) {}

  async invite(id: string, token: string | undefined, seat: number, invitee: SeatAccount) {
    if (token === undefined) throw new TableError('not-seated');
    const t = await this.tables.need(id);
    const hash = hashToken(token);
    await this.log.mutate(t, (r) => {
      const mine = r.seats.find((s) => s.tokenHash === hash);
      if (!mine) throw new TableError('bad-token');
      if (!mine.creator) throw new TableError('not-creator');
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
