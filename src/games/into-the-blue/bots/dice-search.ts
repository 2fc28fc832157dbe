import { CHEST_FACE, DICE } from '../components.js';
import { diceKey, keepChoices, multisetProbability, multisets } from '../dice.js';

/**
 * Exact play of the dice: expectimax over the rolls left, for any value given to the final dice.
 *
 * There are 462 results of six dice and 462 ways to keep fewer than six (as multisets), so the
 * whole game tree of a turn folds into a few small tables: W_r[K], the expected value of keeping
 * K and rolling the rest with r rolls left after it, and V_r[d], the value of holding d with r
 * rolls left. Keys are diceKey (face counts in base 7), so tables are flat arrays.
 */

const KEY_SPACE = 7 ** CHEST_FACE;

interface Outcome {
  readonly key: number;
  readonly probability: number;
}

interface Final {
  readonly dice: readonly number[];
  readonly key: number;
}

interface Keep {
  readonly keep: readonly number[];
  readonly key: number;
  /** The six-dice results rolling the rest gives. */
  readonly outcomes: readonly Outcome[];
}

/** The shape of a turn's dice, whatever they are worth: what every table is folded over. */
interface TurnShape {
  /** Every result of six dice. */
  readonly finals: readonly Final[];
  /** Every multiset that may be kept (0 to 5 dice), with the six-dice results rolling the rest gives. */
  readonly keeps: readonly Keep[];
  /** For each six-dice result, the keys of what may be kept from it. */
  readonly keepsOf: ReadonlyMap<number, readonly number[]>;
}

let shape: TurnShape | undefined;

/**
 * Built on first use: about 26,000 objects, which a process that never values dice need not
 * hold. The server's main thread loads every bot (the registry names them) but has them decide
 * in workers, and each full collection of its heap would mark them.
 */
function turnShape(): TurnShape {
  if (shape) return shape;
  const finals = multisets(DICE).map((dice) => ({ dice, key: diceKey(dice) }));
  const keeps = [0, 1, 2, 3, 4, 5].flatMap((size) =>
    multisets(size).map((keep) => ({
      keep,
      key: diceKey(keep),
      outcomes: multisets(DICE - size).map((rolled) => ({
        key: diceKey([...keep, ...rolled]),
        probability: multisetProbability(rolled),
      })),
    })),
  );
  const keepsOf = new Map(finals.map(({ dice, key }) => [key, keepChoices(dice).map(diceKey)]));
  return (shape = { finals, keeps, keepsOf });
}

/** The faces of every key, for callers that valued results by faces. */
export function finals(): readonly Final[] {
  return turnShape().finals;
}

export interface DiceTables {
  /** final[key]: the value of stopping with these six dice. */
  readonly final: Float64Array;
  /** hold[r][key]: the value of holding these six dice with r rolls left (r = 0, 1, 2), best play. */
  readonly hold: readonly Float64Array[];
  /** keep[r][key]: the expected value of keeping this multiset and rolling the rest, r rolls left after. */
  readonly keep: readonly Float64Array[];
}

/** Builds the tables for a value of every final result (indexed by diceKey). */
export function solveDice(
  finalValue: (dice: readonly number[], key: number) => number,
): DiceTables {
  const { finals, keeps, keepsOf } = turnShape();
  const final = new Float64Array(KEY_SPACE);
  for (const { dice, key } of finals) final[key] = finalValue(dice, key);
  const hold: Float64Array[] = [final];
  const keep: Float64Array[] = [];
  for (let r = 1; r <= 2; r++) {
    const prev = hold[r - 1] as Float64Array;
    const w = new Float64Array(KEY_SPACE);
    for (const k of keeps) {
      let e = 0;
      for (const o of k.outcomes) e += o.probability * (prev[o.key] as number);
      w[k.key] = e;
    }
    keep.push(w);
    const v = new Float64Array(KEY_SPACE);
    for (const { key } of finals) {
      let best = final[key] as number;
      for (const kk of keepsOf.get(key) as readonly number[]) {
        const x = w[kk] as number;
        if (x > best) best = x;
      }
      v[key] = best;
    }
    hold.push(v);
  }
  return { final, hold, keep };
}

export type DiceChoice =
  { readonly type: 'stop' } | { readonly type: 'reroll'; readonly keep: readonly number[] };

/** Every choice holding `dice` with `rollsLeft` rolls and its expected value, best first. */
export function rankChoices(
  tables: DiceTables,
  dice: readonly number[],
  rollsLeft: number,
): { choice: DiceChoice; value: number }[] {
  const ranked: { choice: DiceChoice; value: number }[] = [
    { choice: { type: 'stop' }, value: tables.final[diceKey(dice)] as number },
  ];
  if (rollsLeft > 0) {
    const w = tables.keep[rollsLeft - 1] as Float64Array;
    for (const keep of keepChoices(dice)) {
      ranked.push({ choice: { type: 'reroll', keep }, value: w[diceKey(keep)] as number });
    }
  }
  // Stable: stopping, listed first, stays ahead of a reroll worth the same.
  return ranked.sort((a, b) => b.value - a.value);
}

/** The best choice holding `dice` with `rollsLeft` rolls, and its expected value. */
export function bestChoice(
  tables: DiceTables,
  dice: readonly number[],
  rollsLeft: number,
): { choice: DiceChoice; value: number } {
  const key = diceKey(dice);
  let best: { choice: DiceChoice; value: number } = {
    choice: { type: 'stop' },
    value: tables.final[key] as number,
  };
  if (rollsLeft <= 0) return best;
  const w = tables.keep[rollsLeft - 1] as Float64Array;
  for (const keep of keepChoices(dice)) {
    const value = w[diceKey(keep)] as number;
    // Strictly better only: stopping early never costs anything when values tie.
    if (value > best.value + 1e-12) best = { choice: { type: 'reroll', keep }, value };
  }
  return best;
}

/** Expected value before the first roll of a turn: six dice rolled, then two more rolls at best. */
export function turnStartValue(tables: DiceTables): number {
  const rollAll = turnShape().keeps[0];
  const hold2 = tables.hold[2] as Float64Array;
  let e = 0;
  for (const o of rollAll?.outcomes ?? []) e += o.probability * (hold2[o.key] as number);
  return e;
}
