import { CHEST_FACE, DICE } from './components.js';
import { COUNTS_BY_KEY, diceKey, multisets, PERFECT_BY_KEY, SEQUENCE_BY_KEY } from './dice.js';

/**
 * Every multiset of 0 to 6 dice as a dense index (924 of them), with its tables, for the flat
 * playout. Dice keys (diceKey) are sparse in 7^6 = 117,649 slots, so tables by key spread the
 * few entries a game reads over megabytes; by index they fit in a few kilobytes of cache.
 */

const ALL: readonly (readonly number[])[] = Array.from({ length: DICE + 1 }, (_, n) =>
  multisets(n),
).flat();

/** How many multisets of 0 to 6 dice there are. */
export const DICE_SETS = ALL.length;

/** KEY_OF[index]: the multiset's dice key. */
export const KEY_OF = Int32Array.from(ALL, diceKey);

const INDEX_BY_KEY = new Map<number, number>(Array.from(KEY_OF, (key, index) => [key, index]));

/** The index of the multiset with this dice key. */
export function indexOfKey(key: number): number {
  return INDEX_BY_KEY.get(key)!;
}

/** ADD[index * 8 + face]: the multiset with one more die showing `face` (-1 past six dice). */
export const ADD = new Int16Array(DICE_SETS * 8).fill(-1);
/** COUNT[index * 8 + face]: how many dice show the face; COUNT[index * 8] how many dice. */
export const COUNT = new Uint8Array(DICE_SETS * 8);
/** SEQUENCE[index]: the sequence's length (see sequenceLength). */
export const SEQUENCE = new Uint8Array(DICE_SETS);
/** PERFECT[index]: 1 for a perfect dive (see isPerfect). */
export const PERFECT = new Uint8Array(DICE_SETS);

for (let index = 0; index < DICE_SETS; index++) {
  const key = KEY_OF[index]!;
  for (let face = 0; face <= CHEST_FACE; face++)
    COUNT[index * 8 + face] = COUNTS_BY_KEY[key * 8 + face]!;
  SEQUENCE[index] = SEQUENCE_BY_KEY[key]!;
  PERFECT[index] = PERFECT_BY_KEY[key]!;
  if (COUNT[index * 8]! < DICE) {
    for (let face = 1; face <= CHEST_FACE; face++)
      ADD[index * 8 + face] = indexOfKey(diceKey([...ALL[index]!, face].sort((a, b) => a - b)));
  }
}

/**
 * The decide-moves of six dice as integers, in legalMoves' order: KEEPS[KEEP_AT[index] + i] is
 * the index of what the i-th move keeps (-1 for stop, always first); KEEP_COUNT[index] moves.
 * The rerolls follow keepChoices' order: the count of face 1 the slowest digit, of face 6 the
 * fastest, the six dice themselves (the last) left out. A test holds this to decideMoves.
 */
export const KEEP_AT = new Int32Array(DICE_SETS);
export const KEEP_COUNT = new Int32Array(DICE_SETS);
export const KEEPS: Int32Array = buildKeeps();

function buildKeeps(): Int32Array {
  const keeps: number[] = [];
  for (let index = 0; index < DICE_SETS; index++) {
    if (COUNT[index * 8] !== DICE) continue;
    KEEP_AT[index] = keeps.length;
    keeps.push(-1);
    let kept = [0];
    for (let face = 1; face <= CHEST_FACE; face++) {
      // Each choice so far with 0, 1, ... dice of this face added, in that order.
      const next: number[] = [];
      for (const k of kept) {
        let at = k;
        next.push(at);
        for (let c = 1; c <= COUNT[index * 8 + face]!; c++) next.push((at = ADD[at * 8 + face]!));
      }
      kept = next;
    }
    for (const k of kept) if (COUNT[k * 8]! < DICE) keeps.push(k);
    KEEP_COUNT[index] = keeps.length - KEEP_AT[index]!;
  }
  return Int32Array.from(keeps);
}
