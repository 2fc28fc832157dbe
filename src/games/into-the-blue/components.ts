/**
 * Into the Blue's component values, each with where it comes from
 * (see ../shared/components/README.md and into-the-blue.md).
 */
export type Provenance = 'rulebook' | 'public' | 'provisional';

export interface Sourced<T> {
  readonly value: T;
  readonly provenance: Provenance;
  readonly source: string;
}

export const LEVELS = 5;
export const SHELLS_PER_PLAYER = 12;
export const DICE = 6;
/** The die face that shows a chest instead of a 6. */
export const CHEST_FACE = 6;

export interface TreasureLevel {
  /** The Main token, for the majority. */
  readonly main: number;
  /** Each Secondary token, for second place (and third with 4 or 5 players). */
  readonly secondary: number;
}

/**
 * The 15 treasure tokens appear only in pictures the rulebooks lost. These values are our own
 * choice: they rise with depth, the two Secondary tokens of a level are equal, and level 1 is
 * Main 2 / Secondary 1 as one review hints. Table creators may override them.
 */
export const DEFAULT_TREASURES: Sourced<readonly TreasureLevel[]> = {
  value: [
    { main: 2, secondary: 1 },
    { main: 4, secondary: 2 },
    { main: 6, secondary: 3 },
    { main: 8, secondary: 4 },
    { main: 10, secondary: 5 },
  ],
  provenance: 'provisional',
  source: 'shared/components/README.md: provisional default; the printed values are not public',
};

export const DEFAULT_CHESTS: Sourced<readonly number[]> = {
  value: [5, 6, 6, 7, 8],
  provenance: 'rulebook',
  source: 'rules/into-the-blue.{es,en,fr}.txt: "5, 6, 6, 7 and 8"',
};

/** Secondary tokens per level: one with 2 or 3 players (the other goes back to the box), two with 4 or 5. */
export function secondaryTokens(players: number): number {
  return players >= 4 ? 2 : 1;
}
