import type { Rng } from '../../../kernel/index.js';
import { DIE_FACES, EXPLORERS_PER_PLAYER, TILE_REACH } from '../components.js';
import { LAND_SPACES, NB, NB_COUNT } from '../board.js';
import { sampleCreatureMove } from '../creatures.js';
import { isShipStart } from '../legal.js';
import { swimmersAt } from '../pieces.js';
import { CREATURE_INDEX, L, NONE, W, type SurviveState } from '../state.js';
import { removableInto } from '../tiles.js';
import {
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
} from './flat.js';
import { playMovement } from './movement.js';
import {
  chooseBoarders,
  decline,
  defend,
  DEFENCE_BACKS,
  dolphinStep,
  endTurn,
  layTerrain,
  moveRolledCreature,
  placeExplorer,
  placeStartShip,
  removeTile,
  reveal,
  rollDie,
  windStep,
} from './turn.js';

/**
 * Survive's random playout on a flat copy of the state (flat.ts): the kernel's list-based playout
 * move for move (the same draws, in the same order, of `rng.int` over the length of legalMoves'
 * list, and the chance draws of sampleChance), but with the lists counted instead of written out,
 * and the fields of the state as numbers. legalMoves and apply stay the rules' reference: the
 * contract suite and tests/playout.test.ts hold this playout to them.
 */

const DIE_KINDS = DIE_FACES.value.map((c) => CREATURE_INDEX[c]);
const removable = new Uint8Array(LAND_SPACES.length);
const shipStarts = new Uint8Array(133);
/** The values under each colour's explorers, in the playout in progress. */
let explorerValues: readonly number[] = [];
/** What sampleCreatureMove returns for the move to and from: a number, nothing allocated. */
const creatureCode = (from: number, to: number): number => from * 256 + to;

export function playout(state: SurviveState, rng: Rng, seatRngs?: readonly Rng[]): SurviveState {
  if (state.phase === 'over') return state;
  load(state);
  explorerValues = state.options.explorerValues;
  const f = flat;
  const b = f.b;
  const players = f.players;
  for (;;) {
    const seatRng = seatRngs ? seatRngs[f.current]! : rng;
    switch (f.phase) {
      case START:
        f.first = f.current = rng.int(players);
        f.firstOut = f.first;
        f.phase = LAYOUT;
        break;
      case LAYOUT: {
        let r = rng.int(b[L.TO_LAY]! + b[L.TO_LAY + 1]! + b[L.TO_LAY + 2]!);
        let t = 0;
        while (r >= b[L.TO_LAY + t]!) r -= b[L.TO_LAY + t++]!;
        layTerrain(t + 1);
        break;
      }
      case PLACE_EXPLORER:
        placeRandomExplorer(seatRng);
        break;
      case PLACE_SHIP: {
        let count = 0;
        for (let s = 0; s < 133; s++) if (isShipStart(b, s)) shipStarts[count++] = s;
        placeStartShip(shipStarts[seatRng.int(count)]!);
        break;
      }
      case MOVE:
        playMovement(seatRng);
        break;
      case DOLPHIN:
      case WIND:
        playTileStep(seatRng);
        break;
      case REMOVE: {
        const count = removableInto(b, removable);
        if (count === 0) throw new Error('survive playout: no tile to remove');
        removeTile(removable[seatRng.int(count)]!);
        break;
      }
      case REVEAL: {
        const base = L.BACKS + (f.removalTerrain - 1) * 12;
        let total = 0;
        for (let i = 0; i < 12; i++) total += b[base + i]!;
        let r = rng.int(total);
        let back = 0;
        while (r >= b[base + back]!) r -= b[base + back++]!;
        reveal(back);
        break;
      }
      case BOARDERS:
        chooseRandomBoarders(seatRng);
        break;
      case ROLL:
        rollDie(DIE_KINDS[rng.int(DIE_KINDS.length)]!);
        break;
      case CREATURE: {
        const move = sampleCreatureMove(b, f.die, players, seatRng, -1, creatureCode);
        if (move < 0) endTurn();
        else moveRolledCreature(move >> 8, move & 255);
        break;
      }
      case REACT: {
        const seat = f.waiting[0]!;
        const defence = f.handBacks(seat) & (1 << DEFENCE_BACKS[f.reactionKind]!);
        const r = (seatRngs ? seatRngs[seat]! : rng).int(defence ? 2 : 1);
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

const values = new Int32Array(EXPLORERS_PER_PLAYER);
const used = new Uint8Array(EXPLORERS_PER_PLAYER);
const taken = new Uint8Array(133);

/**
 * A setup placement: the distinct values the seat has left, ascending, times the island spaces
 * without an explorer, in space order (legal.ts, listInto), one of them drawn.
 */
function placeRandomExplorer(rng: Rng): void {
  const f = flat;
  const b = f.b;
  const seat = f.current;
  const all = explorerValues;
  used.fill(0);
  for (let k = 0; k < EXPLORERS_PER_PLAYER; k++) {
    const e = seat * EXPLORERS_PER_PLAYER + k;
    if (b[L.EXP_WHERE + e] === W.Unplaced) break;
    const v = b[L.EXP_VALUE + e];
    for (let i = 0; i < all.length; i++) {
      if (used[i] === 0 && all[i] === v) {
        used[i] = 1;
        break;
      }
    }
  }
  let valueCount = 0;
  for (let i = 0; i < all.length; i++) {
    if (used[i] === 1) continue;
    const v = all[i]!;
    let j = valueCount;
    while (j > 0 && values[j - 1]! > v) j--;
    if (j > 0 && values[j - 1] === v) continue;
    values.copyWithin(j + 1, j, valueCount);
    values[j] = v;
    valueCount++;
  }
  taken.fill(0);
  for (let e = 0; e < f.players * EXPLORERS_PER_PLAYER; e++) {
    if (b[L.EXP_WHERE + e] === W.Land) taken[b[L.EXP_AT + e]!] = 1;
  }
  let spaceCount = 0;
  for (let i = 0; i < LAND_SPACES.length; i++) if (taken[LAND_SPACES[i]!] === 0) spaceCount++;
  const pick = rng.int(valueCount * spaceCount);
  let nth = pick % spaceCount;
  for (let i = 0; ; i++) {
    const s = LAND_SPACES[i]!;
    if (taken[s] === 0 && nth-- === 0) return placeExplorer(values[(pick / spaceCount) | 0]!, s);
  }
}

/** A step of a dolphin's swimmer or a wind's ship, or done (after the first step). */
function playTileStep(rng: Rng): void {
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
function chooseRandomBoarders(rng: Rng): void {
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
