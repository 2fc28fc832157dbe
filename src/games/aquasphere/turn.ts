import { refuse, type RuleError } from '../../kernel/index.js';
import { fireCards } from './cards.js';
import { derived } from './derived.js';
import { advance, moveCounter } from './knowledge.js';
import { ACT, BUY, PASS, PAY_BOT, PAY_CRYSTAL, RETURN, STOP, colourIndex } from './moves-table.js';
import { BLACK, BLUE, COLOURS, GREEN, LETTERS, PURPLE, RED, WHITE, YELLOW } from './pack.js';
import {
  BUY_COST,
  MAX_EXPANSIONS,
  MAX_PROGRAMMED,
  MIN_TIME_TAKEN,
  RETURN_GAIN,
  SUBS_PER_COLOUR,
  WHITE_OCCUPIED_GAIN,
} from './rules-constants.js';
import { continueScoring, startScoring } from './scoring.js';
import {
  capacity,
  gainTime,
  lockCost,
  lockCosts,
  payTime,
  placeBot,
  tableValue,
} from './station.js';
import type { AqMove, AqState, PlayerState } from './state.js';

/**
 * A player's turn: program a bot (along an HQ arrow, or once a round for 3 time markers), carry
 * out an action with a programmed bot, or pass; at any time of the turn, return a programmed bot
 * for 2 time markers. And the red-line choice, in a turn or at a scoring.
 *
 * `legalMoves` lists the moves; `check` says why any other move is refused (the contract suite,
 * tests/contract, holds the two to each other); `play` applies a legal move in place.
 */

const bad = refuse;

/** The bulb of the top centre tile: the points for a submarine or a research card. */
export function bulb(state: AqState): number {
  return state.options.pack.centreTiles[state.centre[state.centreDone]!]!.bulb;
}

function canProgram(p: PlayerState): boolean {
  return p.programmed.length < MAX_PROGRAMMED && p.supply > 0;
}

/** Whether the engineer may step into `room` (an index) now. */
function canEnter(state: AqState, p: PlayerState, room: number): boolean {
  return !p.programmed.includes(state.tiles[room]!);
}

/** The ring positions of the top expansion's letters in a sector (distinct, ascending). */
export function letterTargets(state: AqState, pos: number): number[] {
  const sector = state.station[pos]!;
  const top = sector.expansions[sector.expansions.length - 1];
  if (top === undefined) return [];
  const d = derived(state.options.pack);
  const out: number[] = [];
  for (const l of state.options.pack.expansions[top]!.letters) {
    const p = state.ring.indexOf(d.letterSector[LETTERS.indexOf(l)]!);
    if (!out.includes(p)) out.push(p);
  }
  return out.sort((a, b) => a - b);
}

/** Why an action is refused, or null (letters are checked apart). */
function actionProblem(
  state: AqState,
  seat: number,
  pos: number,
  colour: number,
  locks = lockCost(state, state.seats[seat]!.scientist, pos),
): RuleError | null {
  const p = state.seats[seat]!;
  if (!p.programmed.includes(colour)) return bad('aq.act.not-programmed', { colour });
  if (locks > p.time) return bad('aq.act.locks', { cost: locks, time: p.time });
  const sector = state.station[pos]!;
  switch (colour) {
    case RED:
      if (sector.cards.length === 0) return bad('aq.act.no-card');
      if (p.cards.length >= capacity(state, p, 'cards'))
        return bad('aq.act.card-capacity', { capacity: capacity(state, p, 'cards') });
      return null;
    case GREEN:
      if (p.expansions.length >= MAX_EXPANSIONS) return bad('aq.act.lab-complete');
      if (sector.expansions.length === 0) return bad('aq.act.no-expansion');
      return null;
    case BLUE: {
      if (sector.subs.includes(seat)) return bad('aq.act.sub-here');
      if (p.subsPlaced >= SUBS_PER_COLOUR) return bad('aq.act.no-sub-left');
      const costs = state.options.pack.sectors[sector.sector]!.subCosts;
      if (sector.subs.length >= costs.length) return bad('aq.act.no-sub-space');
      const cost = locks + costs[sector.subs.length]!;
      if (cost > p.time) return bad('aq.act.sub-cost', { cost, time: p.time });
      return null;
    }
    default:
      return null;
  }
}

const NONE: readonly number[] = [];

/** Every subset of `targets` of at most `max` positions, ascending within each. */
function subsets(targets: readonly number[], max: number): number[][] {
  let out: number[][] = [[]];
  for (const t of targets)
    out = out.concat(out.filter((s) => s.length < max).map((s) => [...s, t]));
  return out;
}

export function legalMoves(state: AqState, seat: number): AqMove[] {
  if (state.current !== seat) return [];
  if (state.phase === 'redline') return redLineMoves(state, seat);
  if (state.phase !== 'play') return [];
  const p = state.seats[seat]!;
  const d = derived(state.options.pack);
  const out: AqMove[] = [];
  let canStep = false;
  if (canProgram(p)) {
    for (const room of d.arrows[p.engineer]!) {
      if (canEnter(state, p, room)) {
        out.push(d.programMoves[room]!);
        canStep = true;
      }
    }
    if (p.parked === 0 && p.time >= BUY_COST) {
      for (let c = 0; c < COLOURS.length; c++) if (!p.programmed.includes(c)) out.push(BUY[c]!);
    }
  }
  const locks = p.programmed.length > 0 ? lockCosts(state, p.scientist) : NONE;
  for (const c of p.programmed) {
    for (let pos = 0; pos < 6; pos++) {
      if (actionProblem(state, seat, pos, c, locks[pos])) continue;
      const targets = c === GREEN && p.supply > 0 ? letterTargets(state, pos) : NONE;
      if (targets.length > 0) {
        for (const letters of subsets(targets, p.supply)) {
          out.push(
            letters.length ? { type: 'act', sector: pos, colour: 'green', letters } : ACT[pos]![c]!,
          );
        }
      } else out.push(ACT[pos]![c]!);
    }
  }
  // Returning a bot is no option of its own (it never ends a turn): whoever could only return
  // bots can neither program nor act.
  const idle = out.length === 0;
  for (const c of p.programmed) out.push(RETURN[c]!);
  if (d.exits[p.engineer] || idle || (state.options.passing !== 'exit' && !canStep)) {
    out.push(PASS);
  }
  return out;
}

function redLineMoves(state: AqState, seat: number): AqMove[] {
  const p = state.seats[seat]!;
  if (p.crystals > 0) return [PAY_CRYSTAL, STOP];
  return [...p.programmed.map((c) => PAY_BOT[c]!), STOP];
}

/** Why a player's move is refused now, or null if it is legal. */
export function check(state: AqState, seat: number, move: AqMove): RuleError | null {
  if (state.phase === 'redline') {
    if (move.type !== 'redline') return bad('aq.redline.pending');
    const p = state.seats[seat]!;
    if (move.pay === 'crystal' && p.crystals === 0) return bad('aq.redline.no-crystal');
    if (move.pay === 'bot') {
      if (p.crystals > 0) return bad('aq.redline.crystal-first');
      if (!p.programmed.includes(colourIndex(move.colour)))
        return bad('aq.redline.not-programmed', { colour: colourIndex(move.colour) });
    }
    return null;
  }
  const p = state.seats[seat]!;
  const d = derived(state.options.pack);
  switch (move.type) {
    case 'redline':
      return bad('aq.redline.none');
    case 'program': {
      const room = d.roomIndex.get(move.room);
      if (room === undefined) return bad('aq.program.no-room', { room: move.room });
      if (!d.arrows[p.engineer]!.includes(room))
        return bad('aq.program.no-arrow', { room: move.room });
      if (p.programmed.length >= MAX_PROGRAMMED) return bad('aq.program.full');
      if (p.supply === 0) return bad('aq.program.no-bot');
      if (!canEnter(state, p, room)) return bad('aq.program.taken', { colour: state.tiles[room]! });
      return null;
    }
    case 'buy': {
      if (p.parked > 0) return bad('aq.buy.used');
      if (p.time < BUY_COST) return bad('aq.buy.cost', { cost: BUY_COST, time: p.time });
      if (p.programmed.length >= MAX_PROGRAMMED) return bad('aq.program.full');
      if (p.supply === 0) return bad('aq.program.no-bot');
      if (p.programmed.includes(colourIndex(move.colour)))
        return bad('aq.program.taken', { colour: colourIndex(move.colour) });
      return null;
    }
    case 'act': {
      const problem = actionProblem(state, seat, move.sector, colourIndex(move.colour));
      if (problem) return problem;
      const letters = move.letters ?? [];
      if (letters.length > 0) {
        if (move.colour !== 'green') return bad('aq.act.letters-green');
        const targets = letterTargets(state, move.sector);
        const sorted = [...letters].sort((a, b) => a - b);
        if (sorted.some((l, i) => !targets.includes(l) || sorted[i - 1] === l))
          return bad('aq.act.letters');
        if (letters.length > p.supply) return bad('aq.program.no-bot');
      }
      return null;
    }
    case 'return':
      return p.programmed.includes(colourIndex(move.colour))
        ? null
        : bad('aq.return.not-programmed', { colour: colourIndex(move.colour) });
    case 'pass':
      // Rare enough to list the moves: passing is legal exactly when legalMoves offers it.
      return legalMoves(state, seat).includes(PASS) ? null : bad('aq.pass.not-yet');
    default:
      return bad('aq.not-now');
  }
}

/** Plays a legal move of the seat to move (in place). */
export function play(state: AqState, seat: number, move: AqMove): void {
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
