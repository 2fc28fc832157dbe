import { createContext } from 'solid-js';

/**
 * Per seat, the account whose profile (`/u/NAME`) its name leads to, or null: anonymous players,
 * bots and deleted accounts have none. An online table provides it around its board, so the
 * games' scoreboards link names without each board being told about accounts; local tables and
 * replays provide nothing and show plain names.
 */
export const SeatProfiles = createContext<() => readonly (string | null)[]>(() => []);

/** The seats' profiles from a table's seats (`account` is only ever set on a live account). */
export function seatProfiles(
  seats: readonly {
    kind: string;
    name: string | null;
    account?: boolean;
    deleted?: boolean;
  }[],
): (string | null)[] {
  return seats.map((s) => (s.kind === 'human' && s.account && !s.deleted && s.name) || null);
}
