import type { SeatConfig } from '../local/config';

/**
 * Who a seat of a new online table is for (issue 42), beside 'human' (anyone with the link, or
 * the person at this screen) and the bots: 'account', kept for a Fathom account by its name, and
 * 'guest', kept by name for someone who takes it with an invitation code. A table of two accounts
 * and a guest is then made in one go (docs/protocol.md, `reserve`).
 */
export const KEPT_KINDS = ['account', 'guest'] as const;

/** A person's seat, whoever it is kept for (not a bot's). */
export const isPerson = (kind: string): boolean =>
  kind === 'human' || (KEPT_KINDS as readonly string[]).includes(kind);

/** A seat as a table on this device knows it: a person is a person. */
export const localSeat = (s: SeatConfig): SeatConfig =>
  isPerson(s.kind) ? { ...s, kind: 'human' } : s;

/**
 * The seat kept at a new online table for seat `i`, if any: an account's or a guest's always,
 * another person's when the creator keeps every seat for its name (`keepAll`, and for accounts
 * with `allAccounts`). `name`: the name typed, or the default for a blank one.
 */
export function keptSeat(
  s: SeatConfig,
  i: number,
  name: string,
  keepAll: boolean,
  allAccounts: boolean,
): { seat: number; name: string; account?: true } | null {
  if (s.kind === 'account') return { seat: i, name, account: true };
  if (s.kind === 'guest') return { seat: i, name };
  if (s.kind === 'human' && keepAll)
    return { seat: i, name, ...(allAccounts ? { account: true as const } : {}) };
  return null;
}
