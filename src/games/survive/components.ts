/**
 * Survive: Escape from Atlantis!'s component values, each with where it comes from
 * (see ../shared/components/README.md and survive.md). Every value here is found ("public" or
 * "rulebook"); nothing is provisional.
 */
export type Provenance = 'rulebook' | 'public' | 'provisional';

export interface Sourced<T> {
  readonly value: T;
  readonly provenance: Provenance;
  readonly source: string;
}

/** The playable mask, 13 rows of 12 columns; even rows are shifted half a hex to the right. */
export const BOARD_MASK: Sourced<readonly string[]> = {
  value: [
    '001111111000',
    '011111111110',
    '111111111110',
    '011111111110',
    '111111111110',
    '111111111111',
    '111111111110',
    '111111111111',
    '111111111110',
    '011111111110',
    '111111111110',
    '011111111110',
    '001111111000',
  ],
  provenance: 'public',
  source: 'survive.md §2.2 (Impl-A map.txt = Impl-K isInMapBound = Impl-T setNull_plateau)',
};

/** The 40 island spaces as [row, first column, last column] runs; (6,5) is the lagoon. */
export const LAND_RUNS: Sourced<readonly (readonly [number, number, number])[]> = {
  value: [
    [3, 4, 7],
    [4, 3, 7],
    [5, 2, 9],
    [6, 2, 4],
    [6, 6, 8],
    [7, 2, 9],
    [8, 3, 7],
    [9, 4, 7],
  ],
  provenance: 'public',
  source: 'survive.md §2.3 (Impl-K, Impl-T, Impl-C agree exactly)',
};

/** The four safe isles (row, column), outside the playable mask: NW, NE, SW, SE. */
export const SAFE_ISLES: Sourced<readonly (readonly [number, number])[]> = {
  value: [
    [1, 0],
    [1, 11],
    [11, 0],
    [11, 11],
  ],
  provenance: 'public',
  source: 'survive.md §2.5 (Impl-K ISLAND cells, Impl-T); two access sea spaces each, as ES says',
};

export const SERPENT_STARTS: Sourced<readonly (readonly [number, number])[]> = {
  value: [
    [1, 1],
    [2, 10],
    [6, 5],
    [10, 0],
    [11, 10],
  ],
  provenance: 'public',
  source: 'survive.md §2.6 (Impl-K, Impl-T, Impl-C)',
};

export const TERRAINS = ['beach', 'forest', 'mountain'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Tiles of each terrain: 16 beaches, 16 forests, 8 mountains. */
export const TERRAIN_COUNTS: Sourced<Readonly<Record<Terrain, number>>> = {
  value: { beach: 16, forest: 16, mountain: 8 },
  provenance: 'public',
  source: 'survive.md §1 (pdfslide rulebook page 1; wikiboardgames)',
};

/**
 * What a terrain tile's back shows. Green backs act at once; red ones go to the hand, to be
 * played at the start of one's turn or, for the two defences, in another player's turn.
 */
export const BACKS = [
  'shark',
  'whale',
  'ship',
  'whirlpool',
  'volcano',
  'dolphin',
  'wind',
  'move-serpent',
  'move-shark',
  'move-whale',
  'shark-defence',
  'whale-defence',
] as const;
export type Back = (typeof BACKS)[number];

export const GREEN_BACKS: ReadonlySet<Back> = new Set([
  'shark',
  'whale',
  'ship',
  'whirlpool',
  'volcano',
]);
export const DEFENCE_BACKS: ReadonlySet<Back> = new Set(['shark-defence', 'whale-defence']);

export function isGreen(back: Back): boolean {
  return GREEN_BACKS.has(back);
}

/** Backs per terrain: counts[back] = [beach, forest, mountain]. */
export type BackCounts = Readonly<Record<Back, readonly [number, number, number]>>;

export const BACK_COUNTS: Sourced<BackCounts> = {
  value: {
    shark: [3, 2, 1],
    whale: [3, 2, 0],
    ship: [1, 3, 0],
    whirlpool: [0, 2, 4],
    volcano: [0, 0, 1],
    dolphin: [3, 1, 0],
    wind: [2, 0, 0],
    'move-serpent': [1, 1, 0],
    'move-shark': [1, 1, 0],
    'move-whale': [1, 1, 0],
    'shark-defence': [1, 1, 1],
    'whale-defence': [0, 2, 1],
  },
  provenance: 'public',
  source: 'survive.md §3 (Impl-K Board.CreateTiles; Impl-A and Impl-T agree but for slips)',
};

/** Each colour's hidden explorer values. */
export const EXPLORER_VALUES: Sourced<readonly number[]> = {
  value: [1, 1, 1, 2, 2, 3, 3, 4, 5, 6],
  provenance: 'public',
  source: 'survive.md §4 (Impl-K Player.java, fr.iatic, GameState, A.J. Merritt variant)',
};

export const EXPLORERS_PER_PLAYER = 10;
export const SHIPS_PER_PLAYER = 2;

export const CREATURES = ['serpent', 'shark', 'whale'] as const;
export type Creature = (typeof CREATURES)[number];

export const PIECE_COUNTS: Sourced<{
  readonly ships: number;
  readonly serpent: number;
  readonly shark: number;
  readonly whale: number;
}> = {
  value: { ships: 12, serpent: 5, shark: 6, whale: 5 },
  provenance: 'public',
  source: 'survive.md §1 (pdfslide rulebook page 1; wikiboardgames)',
};

/** The creature die: two faces of each creature. */
export const DIE_FACES: Sourced<readonly Creature[]> = {
  value: ['serpent', 'serpent', 'shark', 'shark', 'whale', 'whale'],
  provenance: 'public',
  source: 'survive.md §5 (two implementations; not in the official text)',
};

/** How far each creature may move when rolled (it may also stay). */
export const REACH: Sourced<Readonly<Record<Creature, number>>> = {
  value: { serpent: 1, shark: 2, whale: 3 },
  provenance: 'rulebook',
  source: 'rules/survive.es.txt, "USO DE UN RESULTADO DEL DADO": 1, 1 or 2, 1 to 3 spaces',
};

/** Movement points per turn, ship capacity, and the reach of dolphin and wind tiles. */
export const MOVE_POINTS = 3;
export const SHIP_CAPACITY = 3;
export const TILE_REACH = 3;
