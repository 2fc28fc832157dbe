import type { Rng } from '../../kernel/index.js';
import type { Creature } from './components.js';
import * as componentsModule from './components.js';
import * as boardModule from './board.js';
import * as piecesModule from './pieces.js';
import type { Buf } from './state.js';
import * as stateModule from './state.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { EXPLORERS_PER_PLAYER, REACH } = componentsModule;
const { NB, NB_COUNT } = boardModule;
const {
  addCreature,
  capsize,
  creatureCount,
  eatSwimmers,
  isSea,
  ownerOf,
  shipAt,
  shipLoad,
  sinkWithAll,
  swimmerCounts,
  SERPENT,
  SHARK,
  WHALE,
} = piecesModule;
const { CREATURE_INDEX, L, NONE, W } = stateModule;

/**
 * Creatures: where a rolled creature may go, and what it does where it stops. Only the end space
 * matters: a shark stops on entering a space with swimmers and a whale on entering one with an
 * occupied ship, so neither can pass such a space; everything else lets creatures through.
 */

const swimmers = new Uint8Array(133);
const seen = new Uint32Array(133);
const frontier = new Uint8Array(133);
/** The spaces found by the last search, in the order found. */
export const found = new Uint8Array(133);
let stamp = 0;

/**
 * The spaces a creature of `kind` at `from` may end its move on (never `from` itself), written
 * to `found`; returns how many. For a shark, `swimmers` must hold the swimmers per space.
 */
function search(b: Buf, kind: number, reach: number, from: number): number {
  stamp++;
  seen[from] = stamp;
  let count = 0;
  let head = 0;
  let tail = 0;
  // Breadth first: frontier[head..tail] holds the spaces reached by the last step.
  frontier[tail++] = from;
  for (let step = 0; step < reach; step++) {
    const size = tail;
    for (let i = head; i < size; i++) {
      const s = frontier[i]!;
      const end = s * 6 + NB_COUNT[s]!;
      for (let j = s * 6; j < end; j++) {
        const n = NB[j]!;
        if (seen[n] === stamp || b[L.TERRAIN + n] !== 0) continue;
        seen[n] = stamp;
        found[count++] = n;
        // A shark stops at swimmers, a whale at an occupied ship: they go no further from there.
        const stops =
          kind === SHARK
            ? swimmers[n]! > 0
            : kind === WHALE &&
              b[L.SHIP_AT + n] !== NONE &&
              b[L.SHIP_LOAD + b[L.SHIP_AT + n]!]! > 0;
        if (!stops) frontier[tail++] = n;
      }
    }
    head = size;
    if (head === tail) break;
  }
  return count;
}

export const REACH_BY_KIND = [REACH.value.serpent, REACH.value.shark, REACH.value.whale];

/** The spaces a creature at `from` may end its move on (never `from` itself). */
export function destinations(b: Buf, creature: Creature, from: number, players: number): number[] {
  const kind = CREATURE_INDEX[creature];
  if (kind === SHARK) swimmerCounts(b, players, swimmers);
  const count = search(b, kind, REACH_BY_KIND[kind]!, from);
  return Array.from(found.subarray(0, count));
}

/** Whether a creature of `kind` at `from` may end its move on `to`. */
export function canReach(b: Buf, kind: number, from: number, to: number, players: number): boolean {
  if (kind === SHARK) swimmerCounts(b, players, swimmers);
  const count = search(b, kind, REACH_BY_KIND[kind]!, from);
  for (let i = 0; i < count; i++) if (found[i] === to) return true;
  return false;
}

/**
 * Every move of a creature of `kind`, as `move(from, to)`, written to out[n0..] (returns the new
 * end): the creatures in space order, each one's destinations in the order found.
 */
export function pushCreatureMoves<M>(
  b: Buf,
  kind: number,
  players: number,
  out: M[],
  n0: number,
  move: (from: number, to: number) => M,
): number {
  let k = n0;
  let counted = false;
  const reach = REACH_BY_KIND[kind]!;
  const shift = 3 * kind;
  for (let from = 0; from < 133; from++) {
    if ((((b[L.CREATURES + from] as number) >> shift) & 7) === 0) continue;
    if (kind === SHARK && !counted) {
      swimmerCounts(b, players, swimmers);
      counted = true;
    }
    const count = search(b, kind, reach, from);
    for (let i = 0; i < count; i++) out[k++] = move(from, found[i]!);
  }
  return k;
}

const fromsOf = new Uint8Array(133);
const movesOf = new Uint8Array(133);

/**
 * pushCreatureMoves(b, kind, players, out, 1, move)'s list, with `none` before it, drawn
 * uniformly (the same move for the same draw) without writing it: each creature's destinations
 * are counted, and only the drawn creature's are searched again.
 */
export function sampleCreatureMove<M>(
  b: Buf,
  kind: number,
  players: number,
  rng: Rng,
  none: M,
  move: (from: number, to: number) => M,
): M {
  const reach = REACH_BY_KIND[kind]!;
  const shift = 3 * kind;
  if (kind === SHARK) swimmerCounts(b, players, swimmers);
  let creatures = 0;
  let total = 1;
  for (let from = 0; from < 133; from++) {
    if ((((b[L.CREATURES + from] as number) >> shift) & 7) === 0) continue;
    const count = search(b, kind, reach, from);
    fromsOf[creatures] = from;
    movesOf[creatures++] = count;
    total += count;
  }
  let r = rng.int(total) - 1;
  if (r < 0) return none;
  let i = 0;
  while (r >= movesOf[i]!) r -= movesOf[i++]!;
  search(b, kind, reach, fromsOf[i]!);
  return move(fromsOf[i]!, found[r]!);
}

/** Whether any creature of `kind` is on the board. */
export function anyOfKind(b: Buf, kind: number): boolean {
  const shift = 3 * kind;
  for (let s = 0; s < 133; s++)
    if ((((b[L.CREATURES + s] as number) >> shift) & 7) !== 0) return true;
  return false;
}

export function moveCreature(b: Buf, kind: number, from: number, to: number): void {
  addCreature(b, kind, from, -1);
  addCreature(b, kind, to, 1);
}

export function removeCreature(b: Buf, kind: number, s: number): void {
  addCreature(b, kind, s, -1);
}

/**
 * A bit per seat whose pieces a creature's arrival in `s` threatens: the owners of the swimmers
 * a shark reaches, or of the passengers of the occupied ship a whale reaches (the mover's too).
 */
export function threatenedMask(b: Buf, creature: Creature, s: number, players: number): number {
  let mask = 0;
  const count = players * EXPLORERS_PER_PLAYER;
  if (creature === 'shark') {
    for (let e = 0; e < count; e++) {
      if (b[L.EXP_WHERE + e] === W.Sea && b[L.EXP_AT + e] === s) mask |= 1 << ownerOf(e);
    }
  } else if (creature === 'whale') {
    const ship = shipAt(b, s);
    if (ship !== NONE && shipLoad(b, ship) > 0) {
      for (let e = 0; e < count; e++) {
        if (b[L.EXP_WHERE + e] === W.Aboard && b[L.EXP_AT + e] === ship) mask |= 1 << ownerOf(e);
      }
    }
  }
  return mask;
}

/**
 * The seats other than `mover` who may answer a creature's arrival with a defence tile
 * (threatenedMask), in seat order.
 */
export function threatened(
  b: Buf,
  creature: Creature,
  s: number,
  players: number,
  mover: number,
): number[] {
  const mask = threatenedMask(b, creature, s, players) & ~(1 << mover);
  const seats: number[] = [];
  for (let seat = 0; seat < players; seat++) if (mask & (1 << seat)) seats.push(seat);
  return seats;
}

/** What a creature does in the space where it stops. */
export function strike(b: Buf, creature: Creature, s: number, players: number): void {
  const ship = shipAt(b, s);
  if (creature === 'serpent') {
    if (ship !== NONE && shipLoad(b, ship) > 0) sinkWithAll(b, ship, players);
    eatSwimmers(b, s, players);
  } else if (creature === 'shark') {
    eatSwimmers(b, s, players);
  } else if (ship !== NONE && shipLoad(b, ship) > 0) {
    capsize(b, ship, players);
  }
}

/** A space with no creature, no ship and no swimmer: where a "move a creature" tile may send one. */
export function isVacant(b: Buf, s: number, players: number): boolean {
  if (!vacantIgnoringSwimmers(b, s)) return false;
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Sea && b[L.EXP_AT + e] === s) return false;
  }
  return true;
}

function vacantIgnoringSwimmers(b: Buf, s: number): boolean {
  return (
    isSea(b, s) &&
    shipAt(b, s) === NONE &&
    creatureCount(b, SERPENT, s) === 0 &&
    creatureCount(b, SHARK, s) === 0 &&
    creatureCount(b, WHALE, s) === 0
  );
}

/** Every vacant space, in one pass, written to `out`; returns how many. */
export function vacantSpacesInto(b: Buf, players: number, out: Uint8Array): number {
  swimmerCounts(b, players, swimmers);
  let count = 0;
  for (let s = 0; s < 133; s++) {
    if (
      swimmers[s] === 0 &&
      b[L.TERRAIN + s] === 0 &&
      b[L.SHIP_AT + s] === NONE &&
      b[L.CREATURES + s] === 0
    ) {
      out[count++] = s;
    }
  }
  return count;
}

/** Every vacant space, in one pass. */
export function vacantSpaces(b: Buf, players: number): number[] {
  swimmerCounts(b, players, swimmers);
  const out: number[] = [];
  for (let s = 0; s < 133; s++) if (swimmers[s] === 0 && vacantIgnoringSwimmers(b, s)) out.push(s);
  return out;
}

/** Spaces holding at least one creature of a kind. */
export function creatureSpaces(b: Buf, kind: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < 133; s++) if (creatureCount(b, kind, s) > 0) out.push(s);
  return out;
}
