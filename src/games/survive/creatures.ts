import { REACH, type Creature } from './components.js';
import { NEIGHBOURS } from './board.js';
import {
  addCreature,
  capsize,
  creatureCount,
  eatSwimmers,
  isSea,
  ownerOf,
  passengers,
  shipAt,
  shipLoad,
  sinkWithAll,
  swimmersAt,
  swimmerCounts,
  SERPENT,
  SHARK,
  WHALE,
} from './pieces.js';
import { CREATURE_INDEX, L, NONE, type Buf } from './state.js';

/**
 * Creatures: where a rolled creature may go, and what it does where it stops. Only the end space
 * matters: a shark stops on entering a space with swimmers and a whale on entering one with an
 * occupied ship, so neither can pass such a space; everything else lets creatures through.
 */

const swimmers = new Uint8Array(133);
const seen = new Uint32Array(133);
let stamp = 0;

/** The spaces a creature at `from` may end its move on (never `from` itself). */
export function destinations(b: Buf, creature: Creature, from: number, players: number): number[] {
  const kind = CREATURE_INDEX[creature];
  const reach = REACH.value[creature];
  if (kind === SHARK) swimmerCounts(b, players, swimmers);
  stamp++;
  seen[from] = stamp;
  const out: number[] = [];
  let start = 0;
  // Breadth first: frontier[start..] holds the spaces reached by the last step.
  const frontier: number[] = [from];
  for (let step = 0; step < reach; step++) {
    const size = frontier.length;
    for (let i = start; i < size; i++) {
      const s = frontier[i]!;
      for (const n of NEIGHBOURS[s]!) {
        if (seen[n] === stamp || b[L.TERRAIN + n] !== 0) continue;
        seen[n] = stamp;
        out.push(n);
        // A shark stops at swimmers, a whale at an occupied ship: they go no further from there.
        const stops =
          kind === SHARK
            ? swimmers[n]! > 0
            : kind === WHALE &&
              b[L.SHIP_AT + n] !== NONE &&
              b[L.SHIP_LOAD + b[L.SHIP_AT + n]!]! > 0;
        if (!stops) frontier.push(n);
      }
    }
    start = size;
    if (start === frontier.length) break;
  }
  return out;
}

export function moveCreature(b: Buf, kind: number, from: number, to: number): void {
  addCreature(b, kind, from, -1);
  addCreature(b, kind, to, 1);
}

export function removeCreature(b: Buf, kind: number, s: number): void {
  addCreature(b, kind, s, -1);
}

/**
 * The seats other than `mover` who may answer a creature's arrival with a defence tile: the
 * owners of swimmers a shark reaches, or of passengers of the ship a whale reaches.
 */
export function threatened(
  b: Buf,
  creature: Creature,
  s: number,
  players: number,
  mover: number,
): number[] {
  let victims: number[] = [];
  if (creature === 'shark') victims = swimmersAt(b, s, players);
  else if (creature === 'whale') {
    const ship = shipAt(b, s);
    if (ship !== NONE) victims = passengers(b, ship, players);
  }
  const seats = new Set<number>();
  for (const e of victims) if (ownerOf(e) !== mover) seats.add(ownerOf(e));
  return [...seats].sort((x, y) => x - y);
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
  return vacantIgnoringSwimmers(b, s) && swimmersAt(b, s, players).length === 0;
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
