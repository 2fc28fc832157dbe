import { describe, expect, it } from 'vitest';
import {
  ACCESS_ISLE,
  ISLE_ACCESS,
  LAND_SPACES,
  NEIGHBOURS,
  SERPENT_START_SPACES,
  SPACES,
  spaceName,
} from '../board.js';
import { BACK_COUNTS, BACKS, EXPLORER_VALUES, TERRAIN_COUNTS } from '../components.js';
import { sp } from './helpers.js';

describe('board geometry (survive.md §2)', () => {
  it('has 133 spaces: 40 island spaces and 93 sea', () => {
    expect(SPACES).toBe(133);
    expect(LAND_SPACES).toHaveLength(40);
    expect(new Set(LAND_SPACES).size).toBe(40);
  });

  it('leaves the lagoon (6,5) as sea, with a serpent', () => {
    expect(LAND_SPACES).not.toContain(sp(6, 5));
    expect(SERPENT_START_SPACES.map(spaceName).sort()).toEqual(
      ['1,1', '2,10', '6,5', '10,0', '11,10'].sort(),
    );
  });

  it('gives each safe isle exactly its two access sea spaces', () => {
    expect(ISLE_ACCESS.map((a) => a.map(spaceName).sort())).toEqual([
      ['1,1', '2,0'],
      ['1,10', '2,10'],
      ['10,0', '11,1'],
      ['10,10', '11,10'],
    ]);
    expect(ACCESS_ISLE.filter((i) => i >= 0)).toHaveLength(8);
  });

  it('has the 12 landlocked island spaces and 29 sea spaces touching land listed in §2.3-2.4', () => {
    const land = new Set(LAND_SPACES);
    const inland = LAND_SPACES.filter((s) => NEIGHBOURS[s]!.every((n) => land.has(n)));
    expect(inland.map(spaceName).sort()).toEqual(
      ['4,4', '4,5', '4,6', '5,4', '5,7', '6,3', '6,7', '7,4', '7,7', '8,4', '8,5', '8,6'].sort(),
    );
    const coastSea = Array.from({ length: 133 }, (_, s) => s).filter(
      (s) => !land.has(s) && NEIGHBOURS[s]!.some((n) => land.has(n)),
    );
    expect(coastSea).toHaveLength(29);
  });

  it('is symmetric: neighbourhood is mutual', () => {
    NEIGHBOURS.forEach((ns, s) => ns.forEach((n) => expect(NEIGHBOURS[n]).toContain(s)));
  });
});

describe('components (survive.md §3-§5)', () => {
  it('hides 16, 16 and 8 backs under beaches, forests and mountains, with one volcano', () => {
    const sums = [0, 1, 2].map((t) => BACKS.reduce((n, b) => n + BACK_COUNTS.value[b][t]!, 0));
    expect(sums).toEqual([
      TERRAIN_COUNTS.value.beach,
      TERRAIN_COUNTS.value.forest,
      TERRAIN_COUNTS.value.mountain,
    ]);
    expect(BACK_COUNTS.value.volcano).toEqual([0, 0, 1]);
  });

  it('gives each colour explorers 1,1,1,2,2,3,3,4,5,6', () => {
    expect(EXPLORER_VALUES.value).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 5, 6]);
  });
});
