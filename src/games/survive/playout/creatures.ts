import type { Draws } from './draws.js';
import * as componentsModule from '../components.js';
import * as boardModule from '../board.js';
import * as creaturesModule from '../creatures.js';
import * as piecesModule from '../pieces.js';
import * as stateModule from '../state.js';
import * as flatModule from './flat.js';
import * as reachModule from './reach.js';
import * as turnModule from './turn.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { EXPLORERS_PER_PLAYER } = componentsModule;
const { NB, NB_COUNT } = boardModule;
const { REACH_BY_KIND } = creaturesModule;
const { SERPENT, SHARK, SHIP_IDS, WHALE } = piecesModule;
const { L, NONE, W } = stateModule;
const { flat, ISLAND_MARK } = flatModule;
const { addStop, clearStops, isStop, reachCount, stopMask } = reachModule;
const { endTurn, moveRolledCreature } = turnModule;

/**
 * The creature step of a random playout: legalMoves' list (done, then each space holding a
 * creature of the kind rolled, in space order, with the spaces it may reach in the order
 * creatures.ts's search finds them) counted, one number drawn, and only the drawn creature's
 * moves listed to find it. Each creature's spaces are counted on bit masks (reach.ts); the
 * drawn one's are listed by creatures.ts's search, breadth first. Where the creature stops
 * (swimmers for a shark, an occupied ship for a whale) is marked once per roll.
 */

const froms = new Uint8Array(133);
const counts = new Int32Array(133);
const frontier = new Uint8Array(133);
let stamp = 0;

/** Marks where the creature rolled stops (reach.ts, stopMask): swimmers for a shark, occupied ships for a whale. */
function markStops(b: readonly number[], kind: number, players: number): void {
  clearStops();
  if (kind === SHARK) {
    for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
      if (b[L.EXP_WHERE + e] === W.Sea) addStop(b[L.EXP_AT + e]!);
    }
  } else if (kind === WHALE) {
    for (let ship = 0; ship < SHIP_IDS; ship++) {
      const here = b[L.SHIP_SPACE + ship]!;
      if (here !== NONE && b[L.SHIP_LOAD + ship]! > 0) addStop(here);
    }
  }
}

/**
 * The target-th space (from 0) a creature at `from` may end on, in the order creatures.ts's
 * search finds them: breadth first, each space's neighbours in the board's order. The search
 * stops there: what comes after it is never read.
 */
function nthDestination(reach: number, from: number, target: number): number {
  const seen = flat.visit;
  // Stamps stay below the island's mark (a playout's load clears the sea's).
  if (stamp === ISLAND_MARK - 1) {
    for (let s = 0; s < 133; s++) if (seen[s] !== ISLAND_MARK) seen[s] = 0;
    stamp = 0;
  }
  const mark = ++stamp;
  // Locals, not the module's bindings, in the loop.
  const stop = stopMask;
  const nb = NB;
  const nbCount = NB_COUNT;
  const list = frontier;
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
        if (count++ === target) return n;
        seen[n] = mark;
        if (!last && ((stop[n >>> 5]! >>> (n & 31)) & 1) === 0) list[tail++] = n;
      }
    }
    head = size;
    if (head === tail) break;
  }
  throw new Error('survive playout: a creature drawn past its destinations');
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
  for (let k = 0; k < spaces; k++) {
    const from = f.creatureAt[kind * 133 + k]!;
    // Only counted: the drawn creature's spaces are listed after the draw. A serpent goes one
    // step, to any sea neighbour.
    const count = reach === 1 ? f.seaAround[from]! : reachCount(reach, from);
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
  const foundSpace = nthDestination(reach, froms[i]!, r);
  // Sharks and whales stop where they would threaten or strike (stops), and nowhere else.
  moveRolledCreature(froms[i]!, foundSpace, kind !== SERPENT && !isStop(foundSpace));
}
