import {
  drawsStart,
  orderFrom,
  startOutcomes,
  type ChanceOutcome,
  type Rng,
} from '../../kernel/index.js';
import { derived } from './derived.js';
import { LETTERS, BLUE, COLOURS, type SectorSupply } from './pack.js';
import type { AqOptions } from './options.js';
import {
  PIECE_COLOURS,
  ROUNDS,
  SECTORS,
  START_TIME,
  START_TIME_NEAR_FREE_LOCK,
  SUBS_PER_COLOUR,
} from './rules-constants.js';
import { changing } from './shown.js';
import { lockAfter } from './station.js';
import type { AqMove, AqState, ChanceKind, Step } from './state.js';

/**
 * Setup, chance and the rule steps between rounds. Every random draw is a chance move made when
 * its result is turned face up: the sector ring, the base labs, the setup card's letters, a
 * program card, the top centre tile's orientation, a research card or lab expansion for a
 * sector. Drawing from a shuffled stack at the moment a card is turned up gives the same odds as
 * shuffling first, and nothing is ever face down in the state: there is nothing to hide.
 */

export function setup(options: AqOptions, players: number): AqState {
  const pack = options.pack;
  const centre = pack.centreTiles
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.players === players)
    .sort((a, b) => a.t.bulb - b.t.bulb)
    .map(({ i }) => i);
  // "Determina al azar un jugador inicial" comes first in the rulebook's setup.
  const steps: Step[] = drawsStart(options) ? [{ kind: 'start' }] : [];
  for (let i = 0; i < SECTORS; i++) steps.push({ kind: 'sector' });
  for (let seat = 0; seat < players; seat++) steps.push({ kind: 'lab', seat });
  const card = setupCard(options, players);
  for (let row = 0; row < card.others.length; row++) steps.push({ kind: 'stock', row });
  steps.push({ kind: 'program' }, { kind: 'lay-tiles' }, { kind: 'program' }, { kind: 'orient' });
  for (let pos = 0; pos < SECTORS; pos++) steps.push({ kind: 'research', pos });
  for (let pos = 0; pos < SECTORS; pos++) steps.push({ kind: 'expansion', pos });
  steps.push({ kind: 'finish-setup' }, { kind: 'round' });
  const supply = derived(pack).supplyMax;
  return {
    options,
    players,
    phase: 'chance',
    steps,
    round: 0,
    ring: [],
    locks: [],
    station: [],
    seats: Array.from({ length: players }, () => ({
      lab: -1,
      expansions: [],
      cards: [],
      spent: [],
      time: 0,
      crystals: 0,
      kp: 0,
      supply,
      programmed: [],
      subsPlaced: 0,
      engineer: derived(pack).start,
      scientist: -1,
      area: BLUE,
      parked: 0,
    })),
    order: Array.from({ length: players }, (_, seat) => seat),
    passed: [],
    current: 0,
    tiles: pack.hq.rooms.map(() => -1),
    programs: [],
    nextProgram: false,
    centre,
    centreDone: 0,
    rotation: -1,
    stock: [],
    deckCards: pack.researchCards.map((_, i) => i),
    deckExpansions: pack.expansions.map((_, i) => i),
    pool: {
      crystals: pack.supply.crystals,
      octopods: pack.supply.octopods,
      time: pack.supply.timeMarkers,
    },
    neutralSubs: Array.from({ length: PIECE_COLOURS }, (_, c) =>
      c < players ? 0 : SUBS_PER_COLOUR,
    ),
    redline: null,
    scoring: null,
  };
}

function setupCard(options: AqOptions, players: number) {
  return options.pack.setupCards.find((c) => c.players === players)!;
}

/** Bots of one colour in play, for the accounting: the supply section, the play-order marker
 * and the pre-programmed bot (with the printed board, 14 + 1 + 1 = the box's 16). */
export function botsPerColour(state: AqState): number {
  return derived(state.options.pack).supplyMax + 2;
}

/** The chance step at the head of the steps, if any. */
export function chanceStep(state: AqState): (Step & { kind: ChanceKind }) | null {
  const step = state.steps[0];
  if (!step) return null;
  switch (step.kind) {
    case 'start':
    case 'sector':
    case 'lab':
    case 'stock':
    case 'program':
    case 'orient':
    case 'research':
    case 'expansion':
      return step;
    default:
      return null;
  }
}

/** Letters (indices) not yet given out as base labs or setup rows. */
function freeLetters(state: AqState, forStock: boolean): number[] {
  const out: number[] = [];
  for (let l = 0; l < LETTERS.length; l++) {
    if (state.seats.some((p) => p.lab === l)) continue;
    if (forStock && state.stock.includes(l)) continue;
    out.push(l);
  }
  return out;
}

/** Every outcome of the chance step at the head, equally likely. */
export function chanceMoves(state: AqState): AqMove[] {
  const step = chanceStep(state);
  if (!step) return [];
  const pack = state.options.pack;
  switch (step.kind) {
    case 'start':
      return startOutcomes(state.players).map((o) => o.move);
    case 'sector':
      return pack.sectors
        .map((s, i) => ({ s, i }))
        .filter(({ i }) => !state.ring.includes(i))
        .map(({ s }) => ({ type: 'sector', letter: s.letter }));
    case 'lab':
      return freeLetters(state, false).map((l) => ({ type: 'lab', letter: LETTERS[l]! }));
    case 'stock':
      return freeLetters(state, true).map((l) => ({ type: 'stock', letter: LETTERS[l]! }));
    case 'program':
      return pack.programCards
        .map((c, i) => ({ c, i }))
        .filter(({ i }) => !state.programs.includes(i))
        .map(({ c }) => ({ type: 'program-card', card: c.id }));
    case 'orient':
      return [0, 1, 2, 3, 4, 5].map((rotation) => ({ type: 'orient', rotation }));
    case 'research':
      return state.deckCards.map((i) => ({ type: 'research', card: pack.researchCards[i]!.id }));
    case 'expansion':
      return state.deckExpansions.map((i) => ({ type: 'expansion', tile: pack.expansions[i]!.id }));
  }
}

export function chanceOutcomes(state: AqState): readonly ChanceOutcome<AqMove>[] {
  const moves = chanceMoves(state);
  return moves.map((move) => ({ move, probability: 1 / moves.length }));
}

/** One outcome drawn uniformly, without listing the others where that is cheap. */
export function sampleChance(state: AqState, rng: Rng): AqMove {
  const step = chanceStep(state);
  const pack = state.options.pack;
  if (step?.kind === 'research') {
    return {
      type: 'research',
      card: pack.researchCards[state.deckCards[rng.int(state.deckCards.length)]!]!.id,
    };
  }
  if (step?.kind === 'expansion') {
    const i = state.deckExpansions[rng.int(state.deckExpansions.length)]!;
    return { type: 'expansion', tile: pack.expansions[i]!.id };
  }
  const moves = chanceMoves(state);
  return moves[rng.int(moves.length)]!;
}

/**
 * Checks that a chance move is an outcome of the step at the head and applies it (in place);
 * returns false, having changed nothing, if it is not a possible outcome.
 */
export function applyChance(state: AqState, move: AqMove): boolean {
  const step = chanceStep(state);
  if (!step) return false;
  changing(state);
  const pack = state.options.pack;
  const d = derived(pack);
  const letterIndex = (m: AqMove) => ('letter' in m ? LETTERS.indexOf(m.letter) : -1);
  switch (step.kind) {
    case 'start': {
      if (move.type !== 'start' || move.seat >= state.players) return false;
      // The start player's bot goes first on the play-order track, then clockwise.
      state.order = orderFrom(move.seat, state.players);
      state.current = move.seat;
      break;
    }
    case 'sector': {
      if (move.type !== 'sector') return false;
      const i = d.letterSector[letterIndex(move)] ?? -1;
      if (i < 0 || state.ring.includes(i)) return false;
      state.ring.push(i);
      if (state.ring.length === SECTORS) {
        state.locks = state.ring.map((sector) => pack.sectors[sector]!.lockCost);
        state.station = state.ring.map((sector) => ({
          sector,
          time: 0,
          crystals: 0,
          octopods: 0,
          cards: [],
          expansions: [],
          subs: [],
          control: -1,
          charging: Array<number>(state.players).fill(0),
        }));
      }
      break;
    }
    case 'lab': {
      const l = letterIndex(move);
      if (move.type !== 'lab' || !freeLetters(state, false).includes(l)) return false;
      state.seats[step.seat]!.lab = l;
      break;
    }
    case 'stock': {
      const l = letterIndex(move);
      if (move.type !== 'stock' || !freeLetters(state, true).includes(l)) return false;
      state.stock.push(l);
      break;
    }
    case 'program': {
      if (move.type !== 'program-card') return false;
      const i = d.programIndex.get(move.card) ?? -1;
      if (i < 0 || state.programs.includes(i)) return false;
      state.programs.push(i);
      state.nextProgram = true;
      break;
    }
    case 'orient': {
      if (move.type !== 'orient' || !Number.isInteger(move.rotation)) return false;
      if (move.rotation < 0 || move.rotation > 5) return false;
      state.rotation = move.rotation;
      break;
    }
    case 'research': {
      if (move.type !== 'research') return false;
      const i = d.cardIndex.get(move.card) ?? -1;
      const at = state.deckCards.indexOf(i);
      if (at < 0) return false;
      state.deckCards.splice(at, 1);
      state.station[step.pos]!.cards.push(i);
      break;
    }
    case 'expansion': {
      if (move.type !== 'expansion') return false;
      const i = d.expansionIndex.get(move.tile) ?? -1;
      const at = state.deckExpansions.indexOf(i);
      if (at < 0) return false;
      state.deckExpansions.splice(at, 1);
      state.station[step.pos]!.expansions.push(i);
      break;
    }
  }
  state.steps.shift();
  runRuleSteps(state);
  return true;
}

/** Does the rule steps at the head of the queue, until a chance step or none is left. */
export function runRuleSteps(state: AqState): void {
  for (;;) {
    const step = state.steps[0];
    if (!step) return;
    switch (step.kind) {
      case 'finish-setup':
        finishSetup(state);
        break;
      case 'lay-tiles':
        layTiles(state);
        break;
      case 'centre':
        applyCentreTile(state);
        break;
      case 'round':
        startRound(state);
        break;
      default:
        return;
    }
    state.steps.shift();
  }
}

/** Takes up to n from the general supply. */
function fromPool(state: AqState, kind: 'crystals' | 'octopods' | 'time', n: number): number {
  const got = Math.min(n, state.pool[kind]);
  state.pool[kind] -= got;
  return got;
}

/** Places one neutral submarine in ring position `pos`, or the next legal sector clockwise. */
function placeNeutralSub(state: AqState, pos: number): void {
  for (let k = 0; k < SECTORS; k++) {
    const sector = state.station[(pos + k) % SECTORS]!;
    const spaces = state.options.pack.sectors[sector.sector]!.subCosts.length;
    if (sector.subs.length >= spaces) continue;
    // The neutral colour with the most submarines left that is not here yet.
    let best = -1;
    for (let c = state.players; c < PIECE_COLOURS; c++) {
      if (sector.subs.includes(c) || state.neutralSubs[c]! === 0) continue;
      if (best < 0 || state.neutralSubs[c]! > state.neutralSubs[best]!) best = c;
    }
    if (best < 0) continue;
    state.neutralSubs[best]!--;
    sector.subs.push(best);
    return;
  }
}

/** Adds a setup-card row or a centre-tile edge to a sector. */
function stockSector(
  state: AqState,
  pos: number,
  supply: SectorSupply,
  replaceTime: boolean,
): void {
  const sector = state.station[pos]!;
  if (replaceTime) {
    state.pool.time += sector.time;
    sector.time = 0;
  }
  sector.time += fromPool(state, 'time', supply.time);
  sector.crystals += fromPool(state, 'crystals', supply.crystals);
  sector.octopods += fromPool(state, 'octopods', supply.octopods);
  for (let i = 0; i < supply.neutralSubs; i++) placeNeutralSub(state, pos);
}

function finishSetup(state: AqState): void {
  const pack = state.options.pack;
  const d = derived(pack);
  const card = setupCard(state.options, state.players);
  const posOfLetter = (l: number) => state.ring.indexOf(d.letterSector[l]!);
  state.seats.forEach((p, seat) => {
    const pos = posOfLetter(p.lab);
    const sector = state.station[pos]!;
    stockSector(state, pos, card.start, false);
    // The leftmost submarine on the space that costs 1 (the first to fill), the scientist in
    // the blue area.
    sector.subs.push(seat);
    p.subsPlaced = 1;
    p.scientist = pos;
    p.area = BLUE;
    const nearFreeLock = lockAfter(state, pos) === 0 || lockAfter(state, (pos + 5) % 6) === 0;
    p.time = fromPool(state, 'time', nearFreeLock ? START_TIME_NEAR_FREE_LOCK : START_TIME);
    // The 16th bot goes on the symbol of the starting sector's white area.
    p.programmed = [COLOURS.indexOf(pack.sectors[sector.sector]!.white)];
  });
  card.others.forEach((row, i) => stockSector(state, posOfLetter(state.stock[i]!), row, false));
}

function layTiles(state: AqState): void {
  const pack = state.options.pack;
  const card = pack.programCards[state.programs[state.programs.length - 1]!]!;
  pack.hq.rooms.forEach((room, i) => {
    const colour = card.tiles[room.id];
    state.tiles[i] = colour === undefined ? -1 : COLOURS.indexOf(colour);
  });
  state.nextProgram = false;
}

function applyCentreTile(state: AqState): void {
  const tile = state.options.pack.centreTiles[state.centre[state.centreDone]!]!;
  for (let pos = 0; pos < SECTORS; pos++) {
    stockSector(state, pos, tile.edges[(pos - state.rotation + SECTORS) % SECTORS]!, true);
  }
  state.centreDone++;
  state.rotation = -1;
}

function startRound(state: AqState): void {
  state.round++;
  if (state.round > 1) state.order = state.passed;
  state.passed = [];
  const start = derived(state.options.pack).start;
  for (const p of state.seats) p.engineer = start;
  state.current = state.order[0]!;
  state.phase = 'play';
}

/** The steps between two rounds: new cards and expansions, the centre tile, the HQ. */
export function roundEndSteps(state: AqState): Step[] {
  const steps: Step[] = [];
  for (let pos = 0; pos < SECTORS; pos++) steps.push({ kind: 'research', pos });
  for (let pos = 0; pos < SECTORS; pos++) steps.push({ kind: 'expansion', pos });
  steps.push({ kind: 'centre' });
  // The new top tile's orientation matters only if it will be applied at a round end.
  if (state.round + 1 < ROUNDS) steps.push({ kind: 'orient' });
  steps.push({ kind: 'lay-tiles' });
  if (state.round + 1 < ROUNDS) steps.push({ kind: 'program' });
  steps.push({ kind: 'round' });
  return steps;
}
