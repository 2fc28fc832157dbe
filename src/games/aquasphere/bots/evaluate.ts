import { derived } from '../derived.js';
import { nextRedLine } from '../knowledge.js';
import {
  FINAL_ALL_SUBS,
  FINAL_COMPLETE_LAB,
  MAX_EXPANSIONS,
  ROUNDS,
  SUBS_PER_COLOUR,
} from '../rules-constants.js';
import { botsInPlayPoints, crystalPoints, majorityPoints, octopodPenalty } from '../scoring.js';
import { capacity, letterCount, tableValue } from '../station.js';
import type { AqState } from '../state.js';

/**
 * What a position is worth to one seat, in knowledge points: the points it has, plus what its
 * position should still earn: every intermediate scoring to come repeats the majority, bots in
 * play, crystals and octopod terms as they stand; programmed bots and the engineer's rooms still
 * to climb are actions to come; resources are worth what they usually buy.
 */
export interface EvalParams {
  /** Per time marker held (final scoring pays 1; they also pay for locks and submarines). */
  readonly time: number;
  /** Per programmed bot (an action to come). */
  readonly programmed: number;
  /** Per HQ level the engineer can still climb this round. */
  readonly level: number;
  /** Per unspent research card held (besides its scoring-card value). */
  readonly card: number;
  /** Weight of the standing round-score terms per scoring to come (control can be lost). */
  readonly standing: number;
  /** Per free capacity slot for research cards (room to take more). */
  readonly cardRoom: number;
  /** Weight of the best rival's value (playing against the leader). */
  readonly rival: number;
  /** Per red line ahead that the seat has no crystal to cross. */
  readonly redLine: number;
  /** Knowledge points a seat may expect per scoring to come (to see which red lines lie ahead). */
  readonly pace: number;
}

/**
 * Tuned against three random bots (300 games each, seats rotated, the greedy one-move policy):
 * these weights won 95%; other values of any one weight won 81-95% (the programmed-bot weight
 * matters most: 1.5 won 82%). Looking one of its own turns ahead (HeuristicBot) won 99%.
 */
export const DEFAULT_EVAL: EvalParams = {
  time: 0.8,
  programmed: 2.5,
  level: 2,
  card: 1,
  standing: 0.7,
  cardRoom: 0.5,
  rival: 0.3,
  redLine: 4,
  pace: 12,
};

/** Intermediate scorings still to come (the current round's included). */
export function scoringsLeft(state: AqState): number {
  return state.phase === 'over' ? 0 : ROUNDS - Math.max(state.round, 1) + 1;
}

/** The seat's own worth, without rivals. */
export function worth(state: AqState, seat: number, p: EvalParams = DEFAULT_EVAL): number {
  const pl = state.seats[seat]!;
  if (state.phase === 'over') return pl.kp;
  const pack = state.options.pack;
  const left = scoringsLeft(state);
  let v = pl.kp;
  // Scored at every intermediate scoring to come, if the position holds.
  v +=
    left *
    p.standing *
    (majorityPoints(state, seat) + botsInPlayPoints(state, seat) + octopodPenalty(state, seat));
  v += left * crystalPoints(state, seat);
  // Red lines ahead without a crystal to cross them stop the counter.
  const ahead = redLinesAhead(state, pl.kp, pl.kp + p.pace * left);
  if (ahead > pl.crystals) v -= p.redLine * (ahead - pl.crystals);
  // Submarines pay a time marker at every scoring.
  v += left * pl.subsPlaced * p.time * 0.6;
  // Final scoring, as it stands, discounted by the rounds left to improve it.
  v += tableValue(pack.scoring.letters, letterCount(state, pl));
  if (pl.subsPlaced === SUBS_PER_COLOUR) v += FINAL_ALL_SUBS;
  if (pl.expansions.length === MAX_EXPANSIONS) v += FINAL_COMPLETE_LAB;
  v += pl.time * p.time;
  // Actions to come: programmed bots stay programmed into the next round.
  if (pl.engineer >= 0 || state.round < ROUNDS) v += pl.programmed.length * p.programmed;
  if (pl.engineer >= 0) v += levelsLeft(state, pl.engineer) * p.level;
  // Cards: scoring cards pay at each scoring; others fire now and then.
  for (const c of pl.cards) {
    if (pl.spent.includes(c)) continue;
    const card = pack.researchCards[c]!;
    const uses = card.once ? 1 : card.trigger.on === 'scoring' ? left : Math.min(left, 2);
    v += uses * cardValue(card.effects);
  }
  v += p.card * pl.cards.length;
  // Capacity: room for cards, crystals and time markers is worth a little while rounds remain.
  if (left > 1) {
    v += p.cardRoom * Math.max(0, capacity(state, pl, 'cards') - pl.cards.length);
    v += 0.3 * capacity(state, pl, 'octopods');
  }
  return v;
}

function cardValue(effects: readonly { readonly n: number; readonly gain?: string }[]): number {
  let v = 0;
  for (const e of effects) v += e.gain === 'kp' || e.gain === undefined ? e.n : e.n * 0.8;
  return v;
}

/** Red lines between two counter positions. */
function redLinesAhead(state: AqState, from: number, to: number): number {
  let n = 0;
  for (let at = from; ; n++) {
    at = nextRedLine(state, at, to);
    if (at < 0) return n;
  }
}

/** How many levels the engineer can still climb from its room. */
function levelsLeft(state: AqState, room: number): number {
  const d = derived(state.options.pack);
  let depth = 0;
  let frontier = [room];
  while (frontier.length) {
    const next = new Set<number>();
    for (const r of frontier) for (const t of d.arrows[r]!) next.add(t);
    if (next.size === 0) break;
    depth++;
    frontier = [...next];
  }
  return depth;
}

/** The seat's worth against the best rival's. */
export function evaluate(state: AqState, seat: number, p: EvalParams = DEFAULT_EVAL): number {
  let best = -Infinity;
  for (let s = 0; s < state.players; s++) {
    if (s !== seat) best = Math.max(best, worth(state, s, p));
  }
  return worth(state, seat, p) - p.rival * best;
}
