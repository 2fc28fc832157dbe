import { fireCards } from './cards.js';
import { derived } from './derived.js';
import { advance, moveCounter } from './knowledge.js';
import { colourIndex } from './moves-table.js';
import { BLACK, BLUE, COLOURS, GREEN, PURPLE, RED, WHITE, YELLOW } from './pack.js';
import { BUY_COST, MIN_TIME_TAKEN, RETURN_GAIN, WHITE_OCCUPIED_GAIN } from './rules-constants.js';
import { continueScoring, startScoring } from './scoring.js';
import { changing } from './shown.js';
import { capacity, gainTime, lockCost, payTime, placeBot, tableValue } from './station.js';
import type { AqMove, AqState, PlayerState } from './state.js';

/**
 * Playing a player's move, checked by `check.ts` before (`apply.ts` joins the two): programming a
 * bot, an action and what its cards bring, returning a bot, passing, the red-line choice, and
 * whose turn is next.
 */

/** The bulb of the top centre tile: the points for a submarine or a research card. */
export function bulb(state: AqState): number {
  return state.options.pack.centreTiles[state.centre[state.centreDone]!]!.bulb;
}

/** Plays a legal move of the seat to move (in place). */
export function play(state: AqState, seat: number, move: AqMove): void {
  changing(state);
  const p = state.seats[seat]!;
  const d = derived(state.options.pack);
  switch (move.type) {
    case 'redline':
      return resolveRedLine(state, seat, move);
    case 'program': {
      const room = d.roomIndex.get(move.room)!;
      p.engineer = room;
      program(p, state.tiles[room]!);
      return gainKp(state, seat, fireCards(state, seat, d.hqCards[room]!, p.cards.length));
    }
    case 'buy':
      payTime(state, p, BUY_COST);
      // One of the three stays parked on the board until the intermediate scoring.
      state.pool.time--;
      p.parked = 1;
      program(p, colourIndex(move.colour));
      return endTurn(state);
    case 'return':
      p.programmed.splice(p.programmed.indexOf(colourIndex(move.colour)), 1);
      p.supply++;
      gainTime(state, p, RETURN_GAIN);
      return;
    case 'pass':
      p.engineer = -1;
      state.passed.push(seat);
      return endTurn(state);
    case 'act':
      return act(state, seat, move.sector, colourIndex(move.colour), move.letters ?? []);
    default:
      throw new Error(`aquasphere: ${move.type} is not a player's move`);
  }
}

function program(p: PlayerState, colour: number): void {
  p.supply--;
  p.programmed.push(colour);
}

function act(
  state: AqState,
  seat: number,
  pos: number,
  colour: number,
  letters: readonly number[],
): void {
  const p = state.seats[seat]!;
  const pack = state.options.pack;
  const sector = state.station[pos]!;
  // 1. The scientist goes there, paying for the locks on the way.
  payTime(state, p, lockCost(state, p.scientist, pos));
  p.scientist = pos;
  p.area = colour;
  // 2. The programmed bot goes to the control space.
  p.programmed.splice(p.programmed.indexOf(colour), 1);
  placeBot(state, seat, pos);
  // 3. The action; cards taken now do not fire for it (they were not held when it began).
  const held = p.cards.length;
  let kp = 0;
  switch (colour) {
    case RED:
      p.cards.push(sector.cards.pop()!);
      kp += bulb(state);
      break;
    case GREEN:
      p.expansions.push(sector.expansions.pop()!);
      for (const target of letters) {
        p.supply--;
        placeBot(state, seat, target);
      }
      break;
    case YELLOW: {
      const taken = Math.max(0, Math.min(sector.time, capacity(state, p, 'time') - p.time));
      sector.time -= taken;
      p.time += taken;
      if (taken < MIN_TIME_TAKEN) gainTime(state, p, MIN_TIME_TAKEN - taken);
      break;
    }
    case BLACK: {
      const taken = Math.max(
        0,
        Math.min(sector.crystals, capacity(state, p, 'crystals') - p.crystals),
      );
      sector.crystals -= taken;
      p.crystals += taken;
      break;
    }
    case PURPLE: {
      const caught = Math.min(sector.octopods, capacity(state, p, 'octopods'));
      sector.octopods -= caught;
      state.pool.octopods += caught;
      kp += tableValue(pack.scoring.octopodsCaught, caught);
      break;
    }
    case BLUE: {
      payTime(state, p, pack.sectors[sector.sector]!.subCosts[sector.subs.length]!);
      sector.subs.push(seat);
      p.subsPlaced++;
      kp += bulb(state);
      break;
    }
    case WHITE: {
      const target = COLOURS.indexOf(pack.sectors[sector.sector]!.white);
      if (p.supply > 0 && !p.programmed.includes(target)) program(p, target);
      else gainTime(state, p, WHITE_OCCUPIED_GAIN);
      break;
    }
  }
  kp += fireCards(state, seat, derived(pack).actionCards[colour]!, held);
  gainKp(state, seat, kp);
}

/** Moves the counter for points earned in a turn, then ends the turn (or awaits a red line). */
function gainKp(state: AqState, seat: number, kp: number): void {
  if (kp !== 0) {
    const pending = moveCounter(state, seat, kp, 'turn');
    if (pending) {
      state.phase = 'redline';
      state.redline = pending;
      return;
    }
  }
  endTurn(state);
}

function resolveRedLine(state: AqState, seat: number, move: AqMove & { type: 'redline' }): void {
  const line = state.redline!;
  const p = state.seats[seat]!;
  state.redline = null;
  let pending = null;
  if (move.pay !== 'stop') {
    if (move.pay === 'crystal') {
      p.crystals--;
      state.pool.crystals++;
    } else if (move.pay === 'bot') {
      // Returned without its time markers.
      p.programmed.splice(p.programmed.indexOf(colourIndex(move.colour)), 1);
      p.supply++;
    }
    p.kp = line.line;
    pending = advance(state, seat, line.target, line.then);
  }
  if (pending) {
    state.redline = pending;
    return;
  }
  state.phase = 'play';
  if (line.then === 'turn') endTurn(state);
  else continueScoring(state);
}

/** The next player in play order who has not passed; when all have, the intermediate scoring. */
export function endTurn(state: AqState): void {
  const { order, passed } = state;
  if (passed.length === order.length) {
    startScoring(state);
    return;
  }
  let i = order.indexOf(state.current);
  do i = (i + 1) % order.length;
  while (passed.includes(order[i]!));
  state.current = order[i]!;
  state.phase = 'play';
}
