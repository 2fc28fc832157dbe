import { CHEST_FACE, DICE } from '../components.js';
import { diceKey, keepChoices, multisetProbability, multisets } from '../dice.js';

/**
 * Exact play of the dice: expectimax over the rolls left, for any value given to the final dice.
 *
 * There are 462 results of six dice and 462 ways to keep fewer than six (as multisets), so the
 * whole game tree of a turn folds into a few small tables: W_r[K], the expected value of keeping
 * K and rolling the rest with r rolls left after it, and V_r[d], the value of holding d with r
 * rolls left. Each table is dense, 462 numbers by the result's (or the keep's) place in a list;
 * keys (diceKey, face counts in base 7) reach that place through one index made once. Tables
 * indexed by key directly took five arrays of 7^6 numbers (4.7 MB) to zero on every solve, and the
 * expert keeps 64 solves: a third of the search's time went to collecting them.
 */

const KEY_SPACE = 7 ** CHEST_FACE;

interface Final {
  readonly dice: readonly number[];
  readonly key: number;
}

/** The shape of a turn's dice, whatever they are worth: what every table is folded over. */
interface TurnShape {
  /** Every result of six dice, in the order of the tables. */
  readonly finals: readonly Final[];
  /** FINAL_AT[key]: the place of a result of six dice in the tables; -1 for any other key. */
  readonly finalAt: Int16Array;
  /** KEEP_AT[key]: the place of a multiset of 0 to 5 dice (a keep) in the tables; -1 otherwise. */
  readonly keepAt: Int16Array;
  /** Keep i's rolls, i in keep order: rollStart[i] to rollStart[i + 1] in the two below. */
  readonly rollStart: Int32Array;
  /** The place of the result each roll gives (keep and rolled dice together). */
  readonly rollFinal: Int16Array;
  /** The odds of each roll. */
  readonly rollProbability: Float64Array;
  /** Result i's keeps, i in final order: keepsStart[i] to keepsStart[i + 1] in keepsOf. */
  readonly keepsStart: Int32Array;
  /** The places of what may be kept from each result, in keepChoices order. */
  readonly keepsOf: Int16Array;
}

let shape: TurnShape | undefined;

/**
 * Built on first use (about 26,000 numbers, and 2 x 7^6 for the index), which a process that
 * never values dice need not hold: the server's main thread loads every bot (the registry names
 * them) but has them decide in workers.
 */
function turnShape(): TurnShape {
  if (shape) return shape;
  const finals = multisets(DICE).map((dice) => ({ dice, key: diceKey(dice) }));
  const keeps = [0, 1, 2, 3, 4, 5].flatMap((size) => multisets(size));
  const finalAt = new Int16Array(KEY_SPACE).fill(-1);
  finals.forEach(({ key }, i) => (finalAt[key] = i));
  const keepAt = new Int16Array(KEY_SPACE).fill(-1);
  keeps.forEach((keep, i) => (keepAt[diceKey(keep)] = i));
  const rollStart = new Int32Array(keeps.length + 1);
  const rolls: { final: number; probability: number }[] = [];
  keeps.forEach((keep, i) => {
    rollStart[i] = rolls.length;
    for (const rolled of multisets(DICE - keep.length)) {
      const final = finalAt[diceKey([...keep, ...rolled])] as number;
      rolls.push({ final, probability: multisetProbability(rolled) });
    }
  });
  rollStart[keeps.length] = rolls.length;
  const keepsStart = new Int32Array(finals.length + 1);
  const keepsOf: number[] = [];
  finals.forEach(({ dice }, i) => {
    keepsStart[i] = keepsOf.length;
    for (const keep of keepChoices(dice)) keepsOf.push(keepAt[diceKey(keep)] as number);
  });
  keepsStart[finals.length] = keepsOf.length;
  return (shape = {
    finals,
    finalAt,
    keepAt,
    rollStart,
    rollFinal: Int16Array.from(rolls, (r) => r.final),
    rollProbability: Float64Array.from(rolls, (r) => r.probability),
    keepsStart,
    keepsOf: Int16Array.from(keepsOf),
  });
}

/** The faces of every key, for callers that valued results by faces. */
export function finals(): readonly Final[] {
  return turnShape().finals;
}

/**
 * One solve's values. Each solve owns its array (callers cache tables: the expert per position,
 * the odds for good), so nothing is shared between solves but the shape.
 *
 * Lookups by diceKey answer as the tables indexed by key did: a key below 7^6 that the table does
 * not hold (dice of another size) is worth 0, a key beyond them undefined.
 */
export class DiceTables {
  /**
   * values: final, hold with 1 and 2 rolls left (by result), keep with 0 and 1 rolls after (by
   * keep), then the value before the first roll.
   */
  constructor(
    private readonly values: Float64Array,
    private readonly at: TurnShape,
  ) {}

  /** Expected value before the first roll of a turn: six dice rolled, then two more rolls at best. */
  get start(): number {
    return this.values[this.values.length - 1] as number;
  }

  /** The value of stopping with these six dice. */
  final(key: number): number | undefined {
    return this.hold(0, key);
  }

  /** The value of holding these six dice with r rolls left (r = 0, 1, 2), best play. */
  hold(r: number, key: number): number | undefined {
    if (!(r >= 0 && r <= 2)) return undefined;
    const i = this.at.finalAt[key];
    if (i === undefined) return undefined;
    return i < 0 ? 0 : (this.values[r * this.at.finals.length + i] as number);
  }

  /** The expected value of keeping this multiset and rolling the rest, r rolls left after. */
  keep(r: number, key: number): number | undefined {
    if (!(r >= 0 && r <= 1)) return undefined;
    const i = this.at.keepAt[key];
    if (i === undefined) return undefined;
    const n = this.at.finals.length;
    return i < 0 ? 0 : (this.values[3 * n + r * (this.at.rollStart.length - 1) + i] as number);
  }
}

/** Builds the tables for a value of every final result (`index`: its place in `finals()`). */
export function solveDice(
  finalValue: (dice: readonly number[], key: number, index: number) => number,
): DiceTables {
  const at = turnShape();
  const { finals, rollStart, rollFinal, rollProbability, keepsStart, keepsOf } = at;
  const n = finals.length;
  const keeps = rollStart.length - 1;
  const values = new Float64Array(3 * n + 2 * keeps + 1);
  for (let i = 0; i < n; i++) {
    const { dice, key } = finals[i] as Final;
    values[i] = finalValue(dice, key, i);
  }
  for (let r = 1; r <= 2; r++) {
    const prev = (r - 1) * n;
    const w = 3 * n + (r - 1) * keeps;
    for (let k = 0; k < keeps; k++) {
      let e = 0;
      const end = rollStart[k + 1] as number;
      for (let o = rollStart[k] as number; o < end; o++) {
        e += (rollProbability[o] as number) * (values[prev + (rollFinal[o] as number)] as number);
      }
      values[w + k] = e;
    }
    const v = r * n;
    for (let i = 0; i < n; i++) {
      let best = values[i] as number;
      const end = keepsStart[i + 1] as number;
      for (let j = keepsStart[i] as number; j < end; j++) {
        const x = values[w + (keepsOf[j] as number)] as number;
        if (x > best) best = x;
      }
      values[v + i] = best;
    }
  }
  // Rolling all six (keep 0 is keeping nothing) with two rolls left after.
  let start = 0;
  for (let o = rollStart[0] as number; o < (rollStart[1] as number); o++) {
    start += (rollProbability[o] as number) * (values[2 * n + (rollFinal[o] as number)] as number);
  }
  values[values.length - 1] = start;
  return new DiceTables(values, at);
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
    { choice: { type: 'stop' }, value: tables.final(diceKey(dice)) as number },
  ];
  if (rollsLeft > 0) {
    for (const keep of keepChoices(dice)) {
      const value = tables.keep(rollsLeft - 1, diceKey(keep)) as number;
      ranked.push({ choice: { type: 'reroll', keep }, value });
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
    value: tables.final(key) as number,
  };
  if (rollsLeft <= 0) return best;
  for (const keep of keepChoices(dice)) {
    const value = tables.keep(rollsLeft - 1, diceKey(keep)) as number;
    // Strictly better only: stopping early never costs anything when values tie.
    if (value > best.value + 1e-12) best = { choice: { type: 'reroll', keep }, value };
  }
  return best;
}

/** Expected value before the first roll of a turn: six dice rolled, then two more rolls at best. */
export function turnStartValue(tables: DiceTables): number {
  return tables.start;
}
