import { createHash } from 'node:crypto';
import { holdsSeat, type LiveTable, TableError } from './live-table.js';

// Which seat a request holds: by the seat's token, or by the account signed in (issue 40).

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The seat a token holds at a table, or null. */
export function seatOf(t: LiveTable, token: string): number | null {
  const h = hashToken(token);
  const seat = t.record.seats.findIndex((s) => s.tokenHash === h);
  return seat >= 0 ? seat : null;
}

/**
 * The seat of a finished table asking for its rematch: the one its token holds, else the one the
 * signed-in account holds (`not-seated` with neither, `bad-token` for a token of no seat).
 */
export function rematchSeat(t: LiveTable, token: string | undefined, account?: string): number {
  const byToken = token === undefined ? null : seatOf(t, token);
  if (byToken !== null) return byToken;
  const mine = account ? t.record.seats.findIndex((s) => holdsSeat(s, account)) : -1;
  if (mine >= 0) return mine;
  throw new TableError(token === undefined ? 'not-seated' : 'bad-token');
}
