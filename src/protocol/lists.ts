/**
 * A list of values told shorter (protocol 5; docs/protocol.md, "Views and their patches"), for a
 * welcome's view (packed.ts): the list as it is, or, where shorter,
 * - `{"all":v,"n":N}`: N times the same value;
 * - `{"from":a,"step":d,"n":N}`: the integers a, a+d, a+2d, ... (ids);
 * - `{"of":[...],"at":"...","n":N}`: its d distinct values once, then their indexes in the
 *   characters `0`-`9`, `a`-`z`, `A`-`Z` (0 to 61), k items a character where d^k <= 62 (k at
 *   most 6): the character of items i..i+k-1 is the sum of index(i+j) * d^j; `n` is told when
 *   k > 1 (a last character may hold fewer than k). At most 62 distinct values;
 * - `{"set":"..."}`: increasing integers from 0 to 4095 (a deck's cards) as a bitmask in hex,
 *   four numbers a digit from the left: the digit at i holds 4i+b as its bit b (value 2^b).
 * Why: a Survive view's 40 explorers are 40 rows of the same few owners, places and values, its
 * island 133 small numbers; told as columns with these codes they take a third of their bytes.
 * Plain code importing nothing outside src/protocol: the server and the web client share it.
 */

import { putKey } from './own-key.js';

export type ToldList =
  | unknown[]
  | { all: unknown; n: number }
  | { from: number; step: number; n: number }
  | { of: unknown[]; at: string; n?: number }
  | { set: string };

/** The largest number a `set` tells: a longer mask is not worth it. */
const SET_MAX = 4095;

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz' + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const isObj = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const size = (v: unknown) => JSON.stringify(v).length;

/** The shortest way to tell `values` (the list itself when nothing is shorter). */
export function tellList(values: readonly unknown[]): ToldList {
  let best: ToldList = [...values];
  let bestSize = size(best);
  const consider = (told: ToldList) => {
    const s = size(told);
    if (s < bestSize) {
      best = told;
      bestSize = s;
    }
  };
  const n = values.length;
  if (n < 2) return best;
  const texts = values.map((v) => JSON.stringify(v));
  const distinct = [...new Set(texts)];
  if (distinct.length === 1) consider({ all: values[0], n });
  if (values.every((v) => Number.isSafeInteger(v))) {
    const a = values[0] as number;
    const step = (values[1] as number) - a;
    if (Number.isSafeInteger(step) && values.every((v, i) => v === a + i * step)) {
      consider({ from: a, step, n });
    }
  }
  if (
    values.every(
      (v, i) => Number.isSafeInteger(v) && (i === 0 || (v as number) > (values[i - 1] as number)),
    )
  ) {
    const last = values[n - 1] as number;
    if ((values[0] as number) >= 0 && last <= SET_MAX) {
      const mask = new Array<number>(Math.floor(last / 4) + 1).fill(0);
      for (const v of values as number[]) mask[v >> 2] = (mask[v >> 2] as number) | (1 << (v & 3));
      consider({ set: mask.map((d) => d.toString(16)).join('') });
    }
  }
  if (distinct.length <= DIGITS.length) {
    const d = distinct.length;
    const k = perCharacter(d);
    const index = new Map(distinct.map((t, i) => [t, i]));
    let at = '';
    for (let i = 0; i < n; i += k) {
      let code = 0;
      for (let j = Math.min(k, n - i) - 1; j >= 0; j--) {
        code = code * d + (index.get(texts[i + j] as string) as number);
      }
      at += DIGITS[code] as string;
    }
    const of = distinct.map((t) => JSON.parse(t) as unknown);
    consider(k > 1 ? { of, at, n } : { of, at });
  }
  return best;
}

/** How many items of d distinct values one character tells: the most k with d^k <= 62. */
function perCharacter(d: number): number {
  let k = 1;
  while (k < 6 && d ** (k + 1) <= DIGITS.length) k++;
  return k;
}

/**
 * A value again, not shared with another item (a later patch may change one of them). The values
 * are JSON's (parsed from a message): arrays and plain objects are copied by hand, several times
 * faster than `structuredClone`, which a client decoding Into the Blue's dice lists spent most of
 * its time in. An own `__proto__` key (JSON.parse makes one) stays an own key.
 */
export function copy(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(copy);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) {
    if (key === '__proto__') putKey(out, key, copy(value));
    else out[key] = copy(value);
  }
  return out;
}

const count = (n: unknown): number => {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new Error('packed: bad n');
  return n;
};

/** The list `told` tells (`tellList`'s inverse). Throws on anything else. */
export function readList(told: unknown): unknown[] {
  if (Array.isArray(told)) return told;
  if (!isObj(told)) throw new Error('packed: not a list');
  if ('all' in told) return Array.from({ length: count(told.n) }, () => copy(told.all));
  if ('from' in told) {
    const { from, step } = told;
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(step)) {
      throw new Error('packed: bad from or step');
    }
    return Array.from({ length: count(told.n) }, (_, i) => (from as number) + i * (step as number));
  }
  if ('of' in told) {
    const { of, at } = told;
    if (!Array.isArray(of) || typeof at !== 'string') throw new Error('packed: bad of or at');
    const d = of.length;
    const k = perCharacter(d);
    const n = k > 1 ? count(told.n) : at.length;
    if (at.length !== Math.ceil(n / k)) throw new Error('packed: at and n differ');
    const out: unknown[] = [];
    for (const c of at) {
      let code = DIGITS.indexOf(c);
      const items = Math.min(k, n - out.length);
      if (code < 0 || code >= d ** items) throw new Error('packed: bad index');
      for (let j = 0; j < items; j++) {
        out.push(copy(of[code % d]));
        code = Math.floor(code / d);
      }
    }
    return out;
  }
  if ('set' in told) {
    const { set } = told;
    if (typeof set !== 'string' || !/^[0-9a-f]*$/.test(set)) throw new Error('packed: bad set');
    const out: number[] = [];
    [...set].forEach((d, i) => {
      const bits = parseInt(d, 16);
      for (let b = 0; b < 4; b++) if (bits & (1 << b)) out.push(4 * i + b);
    });
    return out;
  }
  throw new Error('packed: not a list');
}

/**
 * The rows a set of columns tells (each column a list as `readList` reads it, all of one
 * length): row i holds every column's item i. Throws on columns of other lengths.
 */
export function readColumns(cols: readonly unknown[]): unknown[][] {
  const lists = cols.map(readList);
  const n = lists[0]?.length ?? 0;
  if (lists.some((l) => l.length !== n)) throw new Error('packed: columns of other lengths');
  return Array.from({ length: n }, (_, i) => lists.map((l) => l[i]));
}
