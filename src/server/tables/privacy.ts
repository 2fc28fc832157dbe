import type { TableRecord } from '../storage/types.js';
import { TableError } from './live-table.js';

/**
 * Who may follow a table that is not everyone's (issue 41, docs/protocol.md "Private tables"). An
 * unlisted table is followed by whoever has its link (its id: 72 random bits), and is never
 * named in a public answer (ratings/http.ts). A table for its players only goes further: no
 * spectator at all, and its chat for the seated only.
 */

/** A spectator (no seat) is refused at a players-only table: `players-only`. */
export function admitViewer(r: TableRecord, seat: number | null): void {
  if (seat === null && r.playersOnly) throw new TableError('players-only');
}

/** Whether a socket (its seat, or null) is told the table's chat. */
export function seesChat(r: TableRecord, seat: number | null): boolean {
  return seat !== null || !r.playersOnly;
}
