import {
  drawsStart,
  sampleStart,
  startOutcomes,
  type ChanceOutcome,
  type Rng,
} from '../../kernel/index.js';
import {
  BACKS,
  CREATURES,
  DIE_FACES,
  PIECE_COUNTS,
  TERRAIN_COUNTS,
  TERRAINS,
} from './components.js';
import { LAND_SPACES, SERPENT_START_SPACES } from './board.js';
import { addCreature, SERPENT } from './pieces.js';
import type { SurviveOptions } from './options.js';
import { backPool, terrainIndex } from './tiles.js';
import { L, NONE, type Buf, type HandTile, type SurviveMove, type SurviveState } from './state.js';

/**
 * A game's start, and chance: the start player, the island laid tile by tile, the backs of
 * removed tiles and the creature die. Whose turn it is and the moves are in apply.ts.
 */

/**
 * The board before any option is read: every space and piece where a game starts. Each setup
 * copies it (a slice of a packed array is one copy) rather than pushing 625 numbers one by one,
 * which grew the array a score of times and was a twentieth of a whole random playout.
 */
const START_BOARD: readonly number[] = (() => {
  // Pushed one by one, the array is packed (no holes): faster to copy and read.
  const b: Buf = [];
  for (let i = 0; i < L.SIZE; i++) b.push(0);
  b.fill(NONE, L.SHIP_AT, L.SHIP_AT + 133);
  b.fill(NONE, L.EXP_AT, L.EXP_AT + 40);
  b.fill(NONE, L.SHIP_SPACE, L.SHIP_SPACE + 12);
  for (const s of LAND_SPACES) b[L.TERRAIN + s] = 4;
  for (const s of SERPENT_START_SPACES) addCreature(b, SERPENT, s, 1);
  TERRAINS.forEach((t, i) => (b[L.TO_LAY + i] = TERRAIN_COUNTS.value[t]));
  b[L.SUPPLY] = PIECE_COUNTS.value.ships;
  b[L.SUPPLY + 1] = PIECE_COUNTS.value.shark;
  b[L.SUPPLY + 2] = PIECE_COUNTS.value.whale;
  return b;
})();

export function setup(options: SurviveOptions, players: number): SurviveState {
  const b: Buf = START_BOARD.slice();
  for (let i = 0; i < BACKS.length; i++) {
    const counts = options.backs[BACKS[i]!];
    for (let t = 0; t < 3; t++) b[L.BACKS + t * 12 + i] = counts[t] as number;
  }
  const hands: HandTile[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push([]);
  return {
    options,
    players,
    b,
    hands,
    shown: [],
    phase: drawsStart(options) ? 'start' : 'layout',
    current: 0,
    first: 0,
    step: 0,
    points: 0,
    tilePlayed: false,
    focus: NONE,
    stepsLeft: 0,
    removal: null,
    die: null,
    reaction: null,
    turn: 0,
  };
}

export function chanceOutcomes(state: SurviveState): readonly ChanceOutcome<SurviveMove>[] {
  const { b } = state;
  switch (state.phase) {
    case 'start':
      return startOutcomes(state.players);
    case 'layout': {
      const left = [0, 1, 2].map((i) => b[L.TO_LAY + i] as number);
      const total = left[0]! + left[1]! + left[2]!;
      return TERRAINS.flatMap((terrain, i) =>
        left[i]! > 0 ? [{ move: { type: 'terrain', terrain }, probability: left[i]! / total }] : [],
      );
    }
    case 'reveal': {
      const pool = backPool(b, terrainIndex(state.removal!.terrain));
      const total = pool.reduce((sum, p) => sum + p.count, 0);
      return pool.map(({ back, count }) => ({
        move: { type: 'back', back },
        probability: count / total,
      }));
    }
    case 'roll':
      return CREATURES.map((creature) => ({
        move: { type: 'die', creature },
        probability: DIE_FACES.value.filter((f) => f === creature).length / DIE_FACES.value.length,
      }));
    default:
      return [];
  }
}

const TERRAIN_MOVES = TERRAINS.map((terrain): SurviveMove => ({ type: 'terrain', terrain }));
const BACK_MOVES = BACKS.map((back): SurviveMove => ({ type: 'back', back }));
const DIE_MOVES = DIE_FACES.value.map((creature): SurviveMove => ({ type: 'die', creature }));

export function sampleChance(state: SurviveState, rng: Rng): SurviveMove {
  const { b } = state;
  if (state.phase === 'start') return sampleStart(state.players, rng);
  if (state.phase === 'layout') {
    const total = b[L.TO_LAY]! + b[L.TO_LAY + 1]! + b[L.TO_LAY + 2]!;
    let r = rng.int(total);
    for (let i = 0; i < 3; i++) {
      r -= b[L.TO_LAY + i]!;
      if (r < 0) return TERRAIN_MOVES[i]!;
    }
  }
  if (state.phase === 'reveal') {
    const base = L.BACKS + (terrainIndex(state.removal!.terrain) - 1) * 12;
    let total = 0;
    for (let i = 0; i < 12; i++) total += b[base + i]!;
    let r = rng.int(total);
    for (let i = 0; i < 12; i++) {
      r -= b[base + i]!;
      if (r < 0) return BACK_MOVES[i]!;
    }
  }
  return DIE_MOVES[rng.int(DIE_MOVES.length)]!;
}
