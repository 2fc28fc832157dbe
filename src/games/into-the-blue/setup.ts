import {
  drawsStart,
  sampleStart,
  startOutcomes,
  type ChanceOutcome,
  type Rng,
} from '../../kernel/index.js';
import { DICE, LEVELS, SHELLS_PER_PLAYER } from './components.js';
import { diceOfKey, rollDice, rollOutcomesOf } from './dice.js';
import type { ItbOptions } from './options.js';
import type { ItbMove, ItbState } from './state.js';

/** A new game's state, and what chance may draw in each phase. */

/** No dice: before a turn's first roll, and nothing kept. */
export const NO_DICE: readonly number[] = diceOfKey(0);

export function setup(options: ItbOptions, players: number): ItbState {
  const zeros = Array<number>(players).fill(0);
  // No turn has begun until chance names the start player, when the table draws one.
  const draws = drawsStart(options);
  const lastTurn = zeros.map((_, seat) => (seat === 0 && !draws ? 0 : -1));
  const shells: (readonly number[])[] = [];
  for (let level = 0; level < LEVELS; level++) shells.push(zeros);
  const chests: number[][] = [];
  for (let seat = 0; seat < players; seat++) chests.push([]);
  // Built once, in the field order of apply.ts's draft (one object shape for V8).
  return {
    options,
    players,
    shells,
    supply: Array<number>(players).fill(SHELLS_PER_PLAYER),
    chests,
    // The chests lie face down: which one is taken is a chance move, so their order is irrelevant.
    chestPool: [...options.chests].sort((a, b) => a - b),
    current: 0,
    phase: draws ? 'start' : 'roll',
    dice: NO_DICE,
    kept: NO_DICE,
    rolling: DICE,
    rollsMade: 0,
    trigger: null,
    turnCount: draws ? 0 : 1,
    lastTurn,
  };
}
export function chanceOutcomes(state: ItbState): readonly ChanceOutcome<ItbMove>[] {
  if (state.phase === 'start') return startOutcomes(state.players);
  if (state.phase === 'roll') return rollOutcomesOf(state.rolling);
  if (state.phase === 'chest') {
    const counts = new Map<number, number>();
    for (const v of state.chestPool) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].map(([value, n]) => ({
      move: { type: 'chest', value },
      probability: n / state.chestPool.length,
    }));
  }
  return [];
}

export function sampleChance(state: ItbState, rng: Rng): ItbMove {
  if (state.phase === 'start') return sampleStart(state.players, rng);
  if (state.phase === 'chest') {
    return { type: 'chest', value: state.chestPool[rng.int(state.chestPool.length)] as number };
  }
  return { type: 'dice', values: rollDice(state.rolling, rng) };
}
