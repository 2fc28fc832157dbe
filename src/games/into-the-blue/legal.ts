import type { Seat } from '../../kernel/index.js';
import { diceKey, diceOfKey, keepChoices, sequenceLength } from './dice.js';
import type { ItbMove, ItbState } from './state.js';

/** The moves a player may make: each list computed once per roll and shared. */

const STOP: ItbMove = { type: 'stop' };
/** Legal decide-moves by dice key: at most 462 multisets, each computed once. */
const decideMovesByDice: (readonly ItbMove[] | undefined)[] = [];
/** Legal place-moves by dice key. */
const placeMovesByDice: (readonly ItbMove[] | undefined)[] = [];

/**
 * The reroll keeping each multiset, by its key: one object for all the lists that offer it. Built
 * per list, the moves and their dice were about 36,000 objects once most rolls had been seen,
 * held by a server for good and marked by each of its full collections.
 */
const rerollByKeep = new Map<number, ItbMove>();

function rerollMove(keep: readonly number[]): ItbMove {
  const key = diceKey(keep);
  let move = rerollByKeep.get(key);
  if (!move) {
    move = { type: 'reroll', keep: diceOfKey(key) };
    rerollByKeep.set(key, move);
  }
  return move;
}

/** The legal moves of the decide phase for the dice with this key: stop first, then the rerolls. */
export function decideMoves(key: number): readonly ItbMove[] {
  let moves = decideMovesByDice[key];
  if (!moves) {
    moves = [STOP, ...keepChoices(diceOfKey(key)).map(rerollMove)];
    decideMovesByDice[key] = moves;
  }
  return moves;
}

export function legalMoves(state: ItbState, seat: Seat): readonly ItbMove[] {
  if (seat !== state.current) return [];
  const key = diceKey(state.dice);
  if (state.phase === 'decide') return decideMoves(key);
  if (state.phase === 'place') {
    let moves = placeMovesByDice[key];
    if (!moves) {
      moves = Array.from({ length: sequenceLength(state.dice) }, (_, i): ItbMove => ({
        type: 'place',
        level: i + 1,
      }));
      placeMovesByDice[key] = moves;
    }
    return moves;
  }
  return [];
}
