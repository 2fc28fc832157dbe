import * as boardModule from '../board.js';
import * as flatModule from './flat.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { NB, NB_COUNT } = boardModule;
const { flat } = flatModule;

/**
 * How many spaces a shark or a whale may end its move on, counted on bit masks of the 133 spaces
 * (five 32-bit words): a level of the search is the neighbours of the level before OR-ed word by
 * word, less the land and what was seen. The creature step needs this count for every creature
 * of the kind rolled, but the spaces themselves, in the order the rules list them, only for the
 * one drawn (creatures.ts's search, done once): counting by words costs a fraction of walking
 * every neighbour of every space one by one.
 */

export const WORDS = 5;

/** NB_MASK[s * WORDS + w]: word w of the mask of the neighbours of space s. */
const NB_MASK = new Int32Array(133 * WORDS);
for (let s = 0; s < 133; s++) {
  for (let i = s * 6; i < s * 6 + NB_COUNT[s]!; i++) {
    const n = NB[i]!;
    NB_MASK[s * WORDS + (n >>> 5)]! |= 1 << (n & 31);
  }
}

/** The spaces where the creature rolled stops (it goes no further from there), as a mask. */
export const stopMask = new Int32Array(WORDS);

export function clearStops(): void {
  stopMask.fill(0);
}

export function addStop(s: number): void {
  stopMask[s >>> 5]! |= 1 << (s & 31);
}

export const isStop = (s: number): boolean => ((stopMask[s >>> 5]! >>> (s & 31)) & 1) === 1;

function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The spaces in a mask. */
export function countBits(mask: Int32Array): number {
  return bits(mask[0]!) + bits(mask[1]!) + bits(mask[2]!) + bits(mask[3]!) + bits(mask[4]!);
}

/** The n-th space (from 0) of a mask, in space order. */
export function nthBit(mask: Int32Array, n: number): number {
  let left = n;
  for (let w = 0; w < WORDS; w++) {
    const inWord = bits(mask[w]!);
    if (left >= inWord) {
      left -= inWord;
      continue;
    }
    let m = mask[w]!;
    for (; left > 0; left--) m &= m - 1;
    return (w << 5) + 31 - Math.clz32(m & -m);
  }
  throw new Error('survive playout: no such space in the mask');
}

/** The spaces a level of the search goes on from, as a list. */
const frontier = new Uint8Array(133);

/** Appends the spaces of word w of a mask to the frontier; returns the new end. */
function listWord(word: number, w: number, tail: number): number {
  let m = word;
  while (m !== 0) {
    const low = m & -m;
    frontier[tail++] = (w << 5) + 31 - Math.clz32(low);
    m ^= low;
  }
  return tail;
}

/**
 * The number of sea spaces within `reach` steps of `from` over the sea, going on from no stop
 * (creatures.ts, search: the same spaces, counted), `from` itself not counted.
 */
export function reachCount(reach: number, from: number): number {
  const sea = flat.seaMask;
  const stop = stopMask;
  const nb = NB_MASK;
  const fromWord = from >>> 5;
  const fromBit = 1 << (from & 31);
  let seen0 = fromWord === 0 ? fromBit : 0;
  let seen1 = fromWord === 1 ? fromBit : 0;
  let seen2 = fromWord === 2 ? fromBit : 0;
  let seen3 = fromWord === 3 ? fromBit : 0;
  let seen4 = fromWord === 4 ? fromBit : 0;
  let head = 0;
  let tail = 0;
  frontier[tail++] = from;
  let count = 0;
  for (let step = 1; ; step++) {
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    let n3 = 0;
    let n4 = 0;
    for (let i = head; i < tail; i++) {
      const o = frontier[i]! * WORDS;
      n0 |= nb[o]!;
      n1 |= nb[o + 1]!;
      n2 |= nb[o + 2]!;
      n3 |= nb[o + 3]!;
      n4 |= nb[o + 4]!;
    }
    n0 &= sea[0]! & ~seen0;
    n1 &= sea[1]! & ~seen1;
    n2 &= sea[2]! & ~seen2;
    n3 &= sea[3]! & ~seen3;
    n4 &= sea[4]! & ~seen4;
    count += bits(n0) + bits(n1) + bits(n2) + bits(n3) + bits(n4);
    if (step === reach) return count;
    seen0 |= n0;
    seen1 |= n1;
    seen2 |= n2;
    seen3 |= n3;
    seen4 |= n4;
    head = tail;
    tail = listWord(n0 & ~stop[0]!, 0, tail);
    tail = listWord(n1 & ~stop[1]!, 1, tail);
    tail = listWord(n2 & ~stop[2]!, 2, tail);
    tail = listWord(n3 & ~stop[3]!, 3, tail);
    tail = listWord(n4 & ~stop[4]!, 4, tail);
    if (head === tail) return count;
  }
}
