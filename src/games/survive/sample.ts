import type { Rng, Seat } from '../../kernel/index.js';
import type { Creature } from './components.js';
import { anyOfKind, sampleCreatureMove, vacantSpacesInto } from './creatures.js';
import {
  creatureMove,
  distinctValues,
  distinctValuesToPlace,
  dolphinWindPlays,
  emptyLand,
  emptySpaces,
  listInto,
  MOVE_CREATURE_BITS,
  placeExplorerMove,
  playableTiles,
  scratch,
  teleportMove,
} from './legal.js';
import { DONE, explorerSteps, shipSteps } from './movement.js';
import { inPlay } from './pieces.js';
import { CREATURE_INDEX, L, type SurviveMove, type SurviveState } from './state.js';

/**
 * A legal move drawn at random for random playouts, without handing out a list: exactly
 * legalMoves(state, seat)[rng.int(count)] (the contract suite holds the playout to that), but
 * the long runs of a list whose moves follow from their index (setup placements, "move a
 * creature" tiles) are counted rather than written, and the drawn one is computed from its index.
 * `state` may be a draft being played in place, so nothing here is cached.
 */
export function sampleMove(state: SurviveState, seat: Seat, rng: Rng): SurviveMove {
  if (seat === state.current) {
    if (state.phase === 'place-explorer') {
      const valueCount = distinctValuesToPlace(state, seat);
      const spaceCount = emptyLand(state.b, state.players);
      const i = rng.int(valueCount * spaceCount);
      return placeExplorerMove(distinctValues[(i / spaceCount) | 0]!, emptySpaces[i % spaceCount]!);
    }
    if (state.phase === 'move') return sampleMovement(state, seat, rng);
    if (state.phase === 'creature') {
      const kind = CREATURE_INDEX[state.die as Creature];
      return sampleCreatureMove(state.b, kind, state.players, rng, DONE, creatureMove);
    }
  }
  const count = listInto(state, seat);
  if (count === 0) throw new Error(`survive: seat ${seat} has no legal move in ${state.phase}`);
  return scratch[rng.int(count)]!;
}

const vacant = new Uint8Array(133);
/** Per creature kind, how many spaces hold one (0 when its tile is not in hand). */
const spacesOfKind = new Int32Array(3);

/**
 * The movement step, listed as legal.ts lists it (done, dolphin and wind tiles, "move a creature"
 * tiles, explorer steps, ship steps), with the "move a creature" tiles counted: every space with
 * such a creature times every vacant space, often more moves than all the others.
 */
function sampleMovement(state: SurviveState, seat: Seat, rng: Rng): SurviveMove {
  const { b, players } = state;
  const out = scratch;
  out[0] = DONE;
  let n = 1;
  let teleports = 0;
  let vacantCount = 0;
  const kinds = playableTiles(state, seat);
  if (kinds !== 0) {
    n = dolphinWindPlays(state, seat, kinds, out, n);
    vacantCount = -1;
    for (let kind = 0; kind < 3; kind++) {
      spacesOfKind[kind] = 0;
      if ((kinds & MOVE_CREATURE_BITS[kind]!) === 0 || !anyOfKind(b, kind)) continue;
      if (vacantCount < 0) vacantCount = vacantSpacesInto(b, players, vacant);
      spacesOfKind[kind] = spacesWith(state, kind);
      teleports += spacesOfKind[kind]! * vacantCount;
    }
  }
  const tilesEnd = n;
  if (inPlay(b, seat) > 0) {
    n = explorerSteps(b, players, seat, out, n);
    n = shipSteps(b, players, seat, out, n);
  }
  const r = rng.int(n + teleports);
  if (r < tilesEnd) return out[r]!;
  if (r >= tilesEnd + teleports) return out[r - teleports]!;
  // The drawn "move a creature" tile: kinds in order, then spaces in order, then vacant spaces.
  let j = r - tilesEnd;
  let kind = 0;
  while (j >= spacesOfKind[kind]! * vacantCount) j -= spacesOfKind[kind++]! * vacantCount;
  let nth = (j / vacantCount) | 0;
  const shift = 3 * kind;
  for (let from = 0; from < 133; from++) {
    if ((((b[L.CREATURES + from] as number) >> shift) & 7) === 0) continue;
    if (nth-- === 0) return teleportMove(kind, from, vacant[j % vacantCount]!);
  }
  throw new Error('survive: a "move a creature" tile drawn past the creatures');
}

function spacesWith(state: SurviveState, kind: number): number {
  const shift = 3 * kind;
  let count = 0;
  for (let s = 0; s < 133; s++)
    if ((((state.b[L.CREATURES + s] as number) >> shift) & 7) !== 0) count++;
  return count;
}
