import { BOARD_MASK, LAND_RUNS, SAFE_ISLES, SERPENT_STARTS } from './components.js';

/**
 * The board as numbered spaces: the 133 playable cells of the mask, numbered row by row, and
 * their neighbours, computed once. The four safe isles lie outside the mask and are reached only
 * from their access spaces.
 */
export const ROWS = BOARD_MASK.value.length;
export const COLS = 12;

/** SPACE_AT[row * COLS + col]: the space number, or -1 outside the board. */
const SPACE_AT: number[] = Array<number>(ROWS * COLS).fill(-1);
/** ROW_OF[space], COL_OF[space]. */
export const ROW_OF: number[] = [];
export const COL_OF: number[] = [];

BOARD_MASK.value.forEach((line, r) => {
  for (let c = 0; c < COLS; c++) {
    if (line[c] !== '1') continue;
    SPACE_AT[r * COLS + c] = ROW_OF.length;
    ROW_OF.push(r);
    COL_OF.push(c);
  }
});

export const SPACES = ROW_OF.length;

export function spaceAt(row: number, col: number): number {
  if (row < 0 || row >= ROWS || col < 0 || col >= COLS) return -1;
  return SPACE_AT[row * COLS + col] ?? -1;
}

/** The six neighbours of a cell (row, col) in offset coordinates, even rows shifted right. */
export function cellNeighbours(row: number, col: number): [number, number][] {
  const d = row % 2 === 0 ? 0 : -1;
  return [
    [row - 1, col + d],
    [row - 1, col + d + 1],
    [row, col - 1],
    [row, col + 1],
    [row + 1, col + d],
    [row + 1, col + d + 1],
  ];
}

/** NEIGHBOURS[space]: the neighbouring spaces on the board. */
export const NEIGHBOURS: readonly (readonly number[])[] = ROW_OF.map((r, s) =>
  cellNeighbours(r, COL_OF[s] as number)
    .map(([nr, nc]) => spaceAt(nr, nc))
    .filter((n) => n >= 0),
);

/** The 40 island spaces. */
export const LAND_SPACES: readonly number[] = LAND_RUNS.value.flatMap(([r, from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => spaceAt(r, from + i)),
);

export const IS_LAND_START: readonly boolean[] = ROW_OF.map((_, s) => LAND_SPACES.includes(s));

export const ISLES = SAFE_ISLES.value.length;

/** ISLE_ACCESS[isle]: the two sea spaces next to it. */
export const ISLE_ACCESS: readonly (readonly number[])[] = SAFE_ISLES.value.map(([r, c]) =>
  cellNeighbours(r, c)
    .map(([nr, nc]) => spaceAt(nr, nc))
    .filter((n) => n >= 0),
);

/** ACCESS_ISLE[space]: the safe isle reachable from this space, or -1. */
export const ACCESS_ISLE: readonly number[] = ROW_OF.map((_, s) =>
  ISLE_ACCESS.findIndex((spaces) => spaces.includes(s)),
);

export const SERPENT_START_SPACES: readonly number[] = SERPENT_STARTS.value.map(([r, c]) =>
  spaceAt(r, c),
);

/**
 * SEA_DISTANCE[space]: the fewest steps from this space to a safe isle through any spaces (the
 * isle itself being one step from its access spaces). Land counts as passable, because land
 * sinks as the game goes on; the bots use it as a rough measure of how far an explorer is
 * from rescue.
 */
export const ISLE_DISTANCE: readonly number[] = (() => {
  const dist = Array<number>(SPACES).fill(Infinity);
  const queue: number[] = [];
  ISLE_ACCESS.forEach((spaces) =>
    spaces.forEach((s) => {
      dist[s] = 1;
      queue.push(s);
    }),
  );
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i] as number;
    for (const n of NEIGHBOURS[s] ?? []) {
      if ((dist[n] as number) > (dist[s] as number) + 1) {
        dist[n] = (dist[s] as number) + 1;
        queue.push(n);
      }
    }
  }
  return dist;
})();

/** "r,c" for a space, as players read the board. */
export function spaceName(space: number): string {
  return `${ROW_OF[space]},${COL_OF[space]}`;
}

/**
 * The same neighbours as flat tables, for the hot loops of move generation:
 * NB[space * 6 + i] for i < NB_COUNT[space].
 */
export const NB = new Uint8Array(SPACES * 6);
export const NB_COUNT = new Uint8Array(SPACES);
NEIGHBOURS.forEach((around, s) => {
  NB_COUNT[s] = around.length;
  around.forEach((n, i) => (NB[s * 6 + i] = n));
});

/** ISLE_OF[space]: ACCESS_ISLE as a table, -1 for none. */
export const ISLE_OF = Int8Array.from(ACCESS_ISLE);
