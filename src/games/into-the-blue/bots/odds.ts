import { LEVELS } from '../components.js';
import { isPerfect, sequenceLength } from '../dice.js';
import { bestChoice, solveDice, turnStartValue, type DiceTables } from './dice-search.js';

/** The odds a player can reach with best play from the dice they hold, for the web client's hints. */
export interface DiceOdds {
  /** Chance of a perfect dive. */
  readonly perfect: number;
  /** reach[k - 1]: chance that the sequence reaches level k or deeper (perfect dives included). */
  readonly reach: readonly number[];
}

let perfectTables: DiceTables | undefined;
let reachTables: DiceTables[] | undefined;

function tables(): { perfect: DiceTables; reach: DiceTables[] } {
  perfectTables ??= solveDice((dice) => (isPerfect(dice) ? 1 : 0));
  reachTables ??= Array.from({ length: LEVELS }, (_, i) =>
    solveDice((dice) => (sequenceLength(dice) >= i + 1 ? 1 : 0)),
  );
  return { perfect: perfectTables, reach: reachTables };
}

/**
 * Each chance is for the best play towards that one goal, from `dice` with `rollsLeft` rolls.
 * With no dice yet (the start of a turn), all three rolls are to come.
 */
export function diceOdds(dice: readonly number[], rollsLeft: number): DiceOdds {
  const t = tables();
  if (dice.length === 0) {
    return { perfect: turnStartValue(t.perfect), reach: t.reach.map(turnStartValue) };
  }
  return {
    perfect: bestChoice(t.perfect, dice, rollsLeft).value,
    reach: t.reach.map((table) => bestChoice(table, dice, rollsLeft).value),
  };
}
