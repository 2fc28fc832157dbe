import type { Draws } from './draws.js';
import { EXPLORERS_PER_PLAYER } from '../components.js';
import { NB, NB_COUNT } from '../board.js';
import { REACH_BY_KIND } from '../creatures.js';
import { SERPENT, SHARK, SHIP_IDS, WHALE } from '../pieces.js';
import { L, NONE, W } from '../state.js';
import { flat, ISLAND_MARK } from './flat.js';
import { endTurn, moveRolledCreature } from './turn.js';

/**
 * The creature step of a random playout: legalMoves' list (done, then each space holding a
 * creature of the kind rolled, in space order, with the spaces it may reach in the order
 * creatures.ts's search finds them) counted, one number drawn, and only the drawn creature's
 * moves walked again to find it. The search is creatures.ts's, breadth first, with where the
 * creature stops (swimmers for a shark, an occupied ship for a whale) marked once per roll, and
 * the last step only counted.
 */

const froms = new Uint8Array(133);
const counts = new Int32Array(133);
/**
 * The spaces each creature rolled may end on, in the order found, from found[starts[i]]: the
 * drawn one is read from there, not searched again (at most 36 spaces lie within three steps).
 */
const starts = new Int32Array(133);
const found = new Uint8Array(133 * 40);
/** stops[space] === stopStamp: the creature rolled goes no further from there. */
const stops = new Uint32Array(133);
let stopStamp = 0;
const frontier = new Uint8Array(133);
let stamp = 0;

function markStops(b: readonly number[], kind: number, players: number): void {
  const mark = ++stopStamp;
  if (kind === SHARK) {
    for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
      if (b[L.EXP_WHERE + e] === W.Sea) stops[b[L.EXP_AT + e]!] = mark;
    }
  } else if (kind === WHALE) {
    for (let ship = 0; ship < SHIP_IDS; ship++) {
      const here = b[L.SHIP_SPACE + ship]!;
      if (here !== NONE && b[L.SHIP_LOAD + ship]! > 0) stops[here] = mark;
    }
  }
}

/** How many spaces a creature at `from` may end on; they go to found[out..] in the order found. */
function destinations(reach: number, from: number, out: number): number {
  const seen = flat.visit;
  // Stamps stay below the island's mark (a playout's load clears the sea's).
  if (stamp === ISLAND_MARK - 1) {
    for (let s = 0; s < 133; s++) if (seen[s] !== ISLAND_MARK) seen[s] = 0;
    stamp = 0;
  }
  const mark = ++stamp;
  // Locals, not the module's bindings, in the loop.
  const stopMark = stopStamp;
  const nb = NB;
  const nbCount = NB_COUNT;
  const list = frontier;
  const into = found;
  seen[from] = mark;
  let count = 0;
  let head = 0;
  let tail = 0;
  list[tail++] = from;
  for (let step = 1; step <= reach; step++) {
    const size = tail;
    const last = step === reach;
    for (let i = head; i < size; i++) {
      const s = list[i]!;
      const end = s * 6 + nbCount[s]!;
      for (let j = s * 6; j < end; j++) {
        const n = nb[j]!;
        if (seen[n]! >= mark) continue;
        seen[n] = mark;
        into[out + count++] = n;
        if (!last && stops[n] !== stopMark) list[tail++] = n;
      }
    }
    head = size;
    if (head === tail) break;
  }
  return count;
}

export function playCreature(rng: Draws): void {
  const f = flat;
  const b = f.b;
  const kind = f.die;
  const reach = REACH_BY_KIND[kind]!;
  let creatures = 0;
  let total = 1;
  const spaces = f.creatureCount[kind]!;
  if (spaces > 0 && reach > 1) markStops(b, kind, f.players);
  let out = 0;
  for (let k = 0; k < spaces; k++) {
    const from = f.creatureAt[kind * 133 + k]!;
    // A serpent goes one step: to any sea neighbour (listed only for the one drawn).
    const count = reach === 1 ? f.seaAround[from]! : destinations(reach, from, out);
    starts[creatures] = out;
    out += count;
    froms[creatures] = from;
    counts[creatures++] = count;
    total += count;
  }
  // No creature of that kind on the board: nothing moves, and nothing is drawn (play.ts, rollDie).
  if (creatures === 0) return endTurn();
  let r = rng.int(total) - 1;
  if (r < 0) return endTurn();
  let i = 0;
  while (r >= counts[i]!) r -= counts[i++]!;
  if (reach === 1) destinations(1, froms[i]!, starts[i]!);
  const foundSpace = found[starts[i]! + r]!;
  // Sharks and whales stop where they would threaten or strike (stops), and nowhere else.
  moveRolledCreature(froms[i]!, foundSpace, kind !== SERPENT && stops[foundSpace] !== stopStamp);
}
