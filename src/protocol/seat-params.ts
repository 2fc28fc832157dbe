/** A message's params (the kernel's `Params`: protocol stands apart from the kernel). */
type Params = Readonly<Record<string, string | number>>;

/**
 * The server's error codes whose `seat` is a seat's index (docs/protocol.md, "Errors"): 0 for
 * the first seat, as everywhere on the wire. People count seats from 1 (the pages say "Seat 1"
 * of index 0), so a client shows `seat + 1` in these codes' texts ("Seat 1 is taken.").
 */
export const SEAT_INDEX_CODES: ReadonlySet<string> = new Set([
  'seat-taken',
  'seat-held',
  'bad-seat',
  'not-awaited',
  'player-here',
  'seat-claimed',
  'already-seated',
]);

/** A server error's params as a person reads them: its seat counted from 1. */
export function shownParams(code: string, params: Params): Params {
  const seat = params.seat;
  return SEAT_INDEX_CODES.has(code) && typeof seat === 'number'
    ? { ...params, seat: seat + 1 }
    : params;
}
