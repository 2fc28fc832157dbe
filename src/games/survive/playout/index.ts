import type { Rng } from '../../../kernel/index.js';
import * as componentsModule from '../components.js';
import * as boardModule from '../board.js';
import * as piecesModule from '../pieces.js';
import type { SurviveState } from '../state.js';
import * as stateModule from '../state.js';
import * as flatModule from './flat.js';
import * as creaturesModule from './creatures.js';
import { Draws } from './draws.js';
import * as movementModule from './movement.js';
import * as setupModule from './setup.js';
import * as shipsModule from './ships.js';
import * as turnModule from './turn.js';

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { DIE_FACES, TILE_REACH } = componentsModule;
const { LAND_SPACES, NB, NB_COUNT } = boardModule;
const { swimmersAt } = piecesModule;
const { CREATURE_INDEX, L, NONE } = stateModule;
const {
  BOARDERS,
  CREATURE,
  DOLPHIN,
  flat,
  LAYOUT,
  load,
  MOVE,
  OVER,
  PLACE_EXPLORER,
  PLACE_SHIP,
  REACT,
  REMOVE,
  REVEAL,
  ROLL,
  save,
  START,
  WIND,
} = flatModule;
const { playCreature } = creaturesModule;
const { forgetCounts, playMovement } = movementModule;
const { forgetPlacements, placeRandomExplorer, placeRandomShip } = setupModule;
const { resetShips } = shipsModule;
const {
  chooseBoarders,
  decline,
  defend,
  DEFENCE_BACKS,
  dolphinStep,
  layTerrain,
  removeTile,
  reveal,
  rollDie,
  windStep,
} = turnModule;

/**
 * Survive's random playout on a flat copy of the state (flat.ts): the kernel's list-based playout
 * move for move (the same draws, in the same order, of `rng.int` over the length of legalMoves'
 * list, and the chance draws of sampleChance), but with the lists counted instead of written out,
 * and the fields of the state as numbers. legalMoves and apply stay the rules' reference: the
 * contract suite and tests/playout.test.ts hold this playout to them.
 */

/** Chance's draws, and each seat's (chance's generator too, without a generator per seat). */
const chance = new Draws();
const seats = [new Draws(), new Draws(), new Draws(), new Draws()];
const DIE_KINDS = DIE_FACES.value.map((c) => CREATURE_INDEX[c]);
const removable = new Uint8Array(LAND_SPACES.length);
/** The values under each colour's explorers, in the playout in progress. */
let explorerValues: readonly number[] = [];

export function playout(state: SurviveState, rng: Rng, seatRngs?: readonly Rng[]): SurviveState {
  if (state.phase === 'over') return state;
  load(state);
  chance.use(rng);
  for (let seat = 0; seat < state.players; seat++)
    seats[seat]!.use(seatRngs ? seatRngs[seat]! : rng);
  resetShips();
  forgetPlacements();
  forgetCounts();
  explorerValues = state.options.explorerValues;
  const f = flat;
  const b = f.b;
  const players = f.players;
  for (;;) {
    const seatRng = seats[f.current]!;
    if (f.phase !== MOVE) forgetCounts();
    switch (f.phase) {
      case START:
        f.first = f.current = chance.int(players);
        f.firstOut = f.first;
        f.phase = LAYOUT;
        break;
      case LAYOUT: {
        let r = chance.int(b[L.TO_LAY]! + b[L.TO_LAY + 1]! + b[L.TO_LAY + 2]!);
        let t = 0;
        while (r >= b[L.TO_LAY + t]!) r -= b[L.TO_LAY + t++]!;
        layTerrain(t + 1);
        break;
      }
      case PLACE_EXPLORER:
        placeRandomExplorer(seatRng, explorerValues);
        break;
      case PLACE_SHIP:
        placeRandomShip(seatRng);
        break;
      case MOVE:
        playMovement(seatRng);
        break;
      case DOLPHIN:
      case WIND:
        playTileStep(seatRng);
        break;
      case REMOVE: {
        const count = removableSpaces();
        if (count === 0) throw new Error('survive playout: no tile to remove');
        removeTile(removable[seatRng.int(count)]!);
        break;
      }
      case REVEAL: {
        const base = L.BACKS + (f.removalTerrain - 1) * 12;
        let total = 0;
        for (let i = 0; i < 12; i++) total += b[base + i]!;
        let r = chance.int(total);
        let back = 0;
        while (r >= b[base + back]!) r -= b[base + back++]!;
        reveal(back);
        break;
      }
      case BOARDERS:
        chooseRandomBoarders(seatRng);
        break;
      case ROLL:
        rollDie(DIE_KINDS[chance.int(DIE_KINDS.length)]!);
        break;
      case CREATURE:
        playCreature(seatRng);
        break;
      case REACT: {
        const seat = f.waiting[0]!;
        const defence = f.handBacks(seat) & (1 << DEFENCE_BACKS[f.reactionKind]!);
        const r = seats[seat]!.int(defence ? 2 : 1);
        if (r === 0) decline(seat);
        else defend(seat);
        break;
      }
      case OVER:
        return save(state);
      default:
        throw new Error(`survive playout: no phase ${f.phase}`);
    }
  }
}

const inland = new Uint8Array(LAND_SPACES.length);

/**
 * The tiles that may be removed (tiles.ts, removableInto), into `removable`: of the lowest
 * terrain left, those next to the sea, or all of them when none is; from the kept counts of
 * terrains left and of sea neighbours.
 */
function removableSpaces(): number {
  const left = flat.landLeft;
  const lowest = left[0]! > 0 ? 1 : left[1]! > 0 ? 2 : left[2]! > 0 ? 3 : 0;
  if (lowest === 0) return 0;
  const seaAround = flat.seaAround;
  let count = 0;
  let landlocked = 0;
  const list = (lowest - 1) * 40;
  const end = list + left[lowest - 1]!;
  for (let i = list; i < end; i++) {
    const s = flat.landOf[i]!;
    if (seaAround[s]! > 0) removable[count++] = s;
    else inland[landlocked++] = s;
  }
  if (count > 0) return count;
  removable.set(inland.subarray(0, landlocked));
  return landlocked;
}

/** A step of a dolphin's swimmer or a wind's ship, or done (after the first step). */
function playTileStep(rng: Draws): void {
  const f = flat;
  const b = f.b;
  const done = f.stepsLeft < TILE_REACH ? 1 : 0;
  const dolphin = f.phase === DOLPHIN;
  const here = dolphin ? b[L.EXP_AT + f.focus]! : b[L.SHIP_SPACE + f.focus]!;
  const end = here * 6 + NB_COUNT[here]!;
  let count = done;
  for (let i = here * 6; i < end; i++) {
    const n = NB[i]!;
    if (b[L.TERRAIN + n] === 0 && (dolphin || b[L.SHIP_AT + n] === NONE)) count++;
  }
  let r = rng.int(count);
  if (r < done) {
    f.phase = MOVE;
    return;
  }
  r -= done;
  for (let i = here * 6; i < end; i++) {
    const n = NB[i]!;
    if (b[L.TERRAIN + n] !== 0 || (!dolphin && b[L.SHIP_AT + n] !== NONE) || r-- > 0) continue;
    if (dolphin) dolphinStep(f.focus, n);
    else windStep(f.focus, n);
    return;
  }
}

/**
 * More swimmers than a new ship holds (SHIP_CAPACITY, three): one set of three of them, drawn
 * from legalMoves' list of every such set, in its order.
 */
function chooseRandomBoarders(rng: Draws): void {
  const swimmers = swimmersAt(flat.b, flat.removalSpace, flat.players);
  const n = swimmers.length;
  let r = rng.int((n * (n - 1) * (n - 2)) / 6);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        if (r-- === 0) return chooseBoarders([swimmers[i]!, swimmers[j]!, swimmers[k]!]);
      }
    }
  }
}
