import type { ChanceOutcome, Rng } from '../../kernel/index.js';
import { CHEST_FACE, DICE, LEVELS } from './components.js';
import type { ItbMove } from './state.js';

/** counts[f] = dice showing face f (index 0 unused). */
export function faceCounts(dice: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d] = (counts[d] ?? 0) + 1;
  return counts;
}

/** The length k of the run 1, 2, ..., k among the dice (0 without a 1); the chest face never counts. */
export function sequenceLength(dice: readonly number[]): number {
  return SEQUENCE_BY_KEY[diceKey(dice)] as number;
}

function computeSequenceLength(dice: readonly number[]): number {
  const counts = faceCounts(dice);
  let k = 0;
  while (k < LEVELS && (counts[k + 1] ?? 0) > 0) k++;
  return k;
}

/** One of each face 1 to 5 and a chest: with six dice, the only way to show all six faces. */
export function isPerfect(dice: readonly number[]): boolean {
  return PERFECT_BY_KEY[diceKey(dice)] === 1;
}

function computeIsPerfect(dice: readonly number[]): boolean {
  const counts = faceCounts(dice);
  return dice.length === DICE && counts.every((c, face) => face === 0 || c === 1);
}

export type DiveOutcome =
  | { readonly kind: 'unsuccessful' }
  | { readonly kind: 'perfect' }
  /** options[i] = { level, shells }: the levels of the sequence and how many shells each places. */
  | { readonly kind: 'successful'; readonly options: readonly { level: number; shells: number }[] };

export function diveOutcome(dice: readonly number[]): DiveOutcome {
  if (isPerfect(dice)) return { kind: 'perfect' };
  const k = sequenceLength(dice);
  if (k === 0) return { kind: 'unsuccessful' };
  const counts = faceCounts(dice);
  const options = [];
  for (let level = 1; level <= k; level++) options.push({ level, shells: counts[level] ?? 0 });
  return { kind: 'successful', options };
}

/** How many of the dice show `face`, without allocating. */
export function countOf(dice: readonly number[], face: number): number {
  return COUNTS_BY_KEY[diceKey(dice) * 8 + face] ?? 0;
}

/** A sorted multiset of dice as one small integer: the face counts in base 7. */
export function diceKey(dice: readonly number[]): number {
  let key = 0;
  for (let i = 0; i < dice.length; i++) key += POWERS[dice[i] as number] as number;
  return key;
}

/** Keys stay below 7^6. */
const KEY_SPACE = 7 ** CHEST_FACE;
/** POWERS[face]: what one die showing `face` adds to a key. */
export const POWERS: readonly number[] = [0, 1, 7, 49, 343, 2401, 16807];

/**
 * Every multiset of 0 to 6 dice as one shared sorted array, by key (never changed). Rules code hands
 * these out instead of building and sorting new arrays: random playouts make millions of rolls.
 */
const BY_KEY: (readonly number[])[] = new Array<readonly number[]>(KEY_SPACE).fill([]);

/** The sorted dice with this key (see diceKey). */
export function diceOfKey(key: number): readonly number[] {
  return BY_KEY[key] as readonly number[];
}

/** The kept and the rolled dice together, sorted. */
export function combineDice(kept: readonly number[], rolled: readonly number[]): readonly number[] {
  return diceOfKey(diceKey(kept) + diceKey(rolled));
}

/** n dice rolled (faces 1 to 6), sorted, without sorting. */
export function rollDice(n: number, rng: Rng): readonly number[] {
  let key = 0;
  for (let i = 0; i < n; i++) key += POWERS[1 + rng.int(CHEST_FACE)] as number;
  return diceOfKey(key);
}

/** Every sorted multiset of `n` faces from 1 to 6. */
export function multisets(n: number, minFace = 1): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let f = minFace; f <= CHEST_FACE; f++) {
    for (const rest of multisets(n - 1, f)) out.push([f, ...rest]);
  }
  return out;
}

function factorial(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

/** Probability of rolling exactly this sorted multiset with its number of dice. */
export function multisetProbability(values: readonly number[]): number {
  let ways = factorial(values.length);
  for (const c of faceCounts(values)) ways /= factorial(c);
  return ways / 6 ** values.length;
}

const rollOutcomes: ChanceOutcome<ItbMove>[][] = [];

/** Every outcome of rolling n dice, with its probability (memoized: there are at most 462). */
export function rollOutcomesOf(n: number): readonly ChanceOutcome<ItbMove>[] {
  let outcomes = rollOutcomes[n];
  if (!outcomes) {
    outcomes = multisets(n).map((values) => ({
      move: { type: 'dice', values },
      probability: multisetProbability(values),
    }));
    rollOutcomes[n] = outcomes;
  }
  return outcomes;
}

/** Every distinct sub-multiset of the dice with fewer than all of them, sorted; [] included. */
export function keepChoices(dice: readonly number[]): number[][] {
  const counts = faceCounts(dice);
  let choices: number[][] = [[]];
  for (let face = 1; face <= CHEST_FACE; face++) {
    const next: number[][] = [];
    for (const choice of choices) {
      for (let c = 0; c <= (counts[face] ?? 0); c++) {
        next.push(c === 0 ? choice : [...choice, ...Array<number>(c).fill(face)]);
      }
    }
    choices = next;
  }
  return choices.filter((c) => c.length < dice.length);
}

/** True when `part` is a sub-multiset of `whole` (faces outside 1 to 6 never are). */
export function isSubMultiset(part: readonly number[], whole: readonly number[]): boolean {
  return subMultisetKey(part, whole) >= 0;
}

/** The key of `part` when it is a sub-multiset of `whole`, otherwise -1. Allocates nothing. */
export function subMultisetKey(part: readonly number[], whole: readonly number[]): number {
  if (part.length > DICE) return -1;
  for (let i = 0; i < part.length; i++) {
    const face = part[i] as number;
    if (!(face >= 1 && face <= CHEST_FACE && Number.isInteger(face))) return -1;
  }
  const key = diceKey(part);
  const a = key * 8;
  const b = diceKey(whole) * 8;
  for (let face = 1; face <= CHEST_FACE; face++) {
    if ((COUNTS_BY_KEY[a + face] as number) > (COUNTS_BY_KEY[b + face] as number)) return -1;
  }
  return key;
}

/** By dice key (for code that keeps dice as keys, like the flat playout): see sequenceLength. */
export const SEQUENCE_BY_KEY = new Int8Array(KEY_SPACE);
/** By dice key: 1 for a perfect dive (see isPerfect). */
export const PERFECT_BY_KEY = new Int8Array(KEY_SPACE);
/** COUNTS_BY_KEY[key * 8 + face]: how many dice show the face; face 0 holds how many dice. */
export const COUNTS_BY_KEY = new Uint8Array(KEY_SPACE * 8);
for (let n = 0; n <= DICE; n++) {
  for (const dice of multisets(n)) {
    const key = diceKey(dice);
    BY_KEY[key] = dice;
    SEQUENCE_BY_KEY[key] = computeSequenceLength(dice);
    PERFECT_BY_KEY[key] = computeIsPerfect(dice) ? 1 : 0;
    faceCounts(dice).forEach((c, face) => (COUNTS_BY_KEY[key * 8 + face] = c));
    COUNTS_BY_KEY[key * 8] = n;
  }
}
