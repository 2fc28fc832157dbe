import type { GameResult } from '../../kernel/index.js';
import { fireCards } from './cards.js';
import { derived } from './derived.js';
import { moveCounter } from './knowledge.js';
import {
  FINAL_ALL_SUBS,
  FINAL_COMPLETE_LAB,
  FINAL_PER_TIME_MARKER,
  MAX_EXPANSIONS,
  ROUNDS,
  SUBS_PER_COLOUR,
} from './rules-constants.js';
import { roundEndSteps, runRuleSteps } from './setup.js';
import { controlCount, gainTime, letterCount, tableValue } from './station.js';
import type { AqState } from './state.js';

/**
 * Intermediate scoring (after every round) and final scoring (after the fourth). The time-marker
 * step first, then the knowledge step: each player's points are added up before any counter
 * moves; counters then move in play order, each stopping at red lines as the player decides.
 */

export function majorityPoints(state: AqState, seat: number): number {
  const counts = state.seats.map((_, s) => controlCount(state, s));
  const best = Math.max(...counts);
  if (best === 0 || counts[seat] !== best) return 0;
  const { majoritySole, majorityTied } = state.options.pack.scoring;
  return counts.filter((c) => c === best).length === 1 ? majoritySole : majorityTied;
}

/** The highest number under a column emptied of bots and not covered by a submarine. */
export function botsInPlayPoints(state: AqState, seat: number): number {
  const pack = state.options.pack;
  const d = derived(pack);
  const p = state.seats[seat]!;
  const taken = d.supplyMax - p.supply;
  let best = 0;
  pack.playerBoard.columns.forEach((column, c) => {
    if (taken < d.columnEnds[c]!) return;
    const covered = pack.playerBoard.subCovers.some((col, sub) => col === c && sub >= p.subsPlaced);
    if (!covered && column.value > best) best = column.value;
  });
  return best;
}

export function crystalPoints(state: AqState, seat: number): number {
  return tableValue(state.options.pack.scoring.crystals, state.seats[seat]!.crystals);
}

/** Loses points for the octopods left in each sector where the seat holds the control space. */
export function octopodPenalty(state: AqState, seat: number): number {
  const table = state.options.pack.scoring.leftoverOctopods;
  let total = 0;
  for (const sector of state.station) {
    if (sector.control === seat) total += tableValue(table, sector.octopods);
  }
  return total;
}

/** Everything but the scoring cards (which fire in the time-marker step). */
export function roundScore(state: AqState, seat: number): number {
  return (
    majorityPoints(state, seat) +
    botsInPlayPoints(state, seat) +
    crystalPoints(state, seat) +
    octopodPenalty(state, seat)
  );
}

/** All have passed: the time-marker step for everyone, then the knowledge step begins. */
export function startScoring(state: AqState): void {
  const scoringCards = derived(state.options.pack).scoringCards;
  const cardPoints = state.seats.map((p, seat) => {
    gainTime(state, p, p.subsPlaced);
    state.pool.time += p.parked;
    p.parked = 0;
    return fireCards(state, seat, scoringCards, p.cards.length);
  });
  const deltas = state.seats.map((_, seat) => roundScore(state, seat) + cardPoints[seat]!);
  state.scoring = { deltas, queue: state.order.slice() };
  continueScoring(state);
}

/** Moves the counters of the seats still queued; stops at a red line that awaits a choice. */
export function continueScoring(state: AqState): void {
  const scoring = state.scoring!;
  while (scoring.queue.length > 0) {
    const seat = scoring.queue.shift()!;
    const pending = moveCounter(state, seat, scoring.deltas[seat]!, 'scoring');
    if (pending) {
      state.phase = 'redline';
      state.redline = pending;
      state.current = seat;
      return;
    }
  }
  state.scoring = null;
  if (state.round < ROUNDS) {
    state.phase = 'chance';
    state.steps = roundEndSteps(state);
    runRuleSteps(state);
  } else {
    finalScoring(state);
  }
}

/** Final scoring: red lines are ignored. */
export function finalScoring(state: AqState): void {
  const pack = state.options.pack;
  state.seats.forEach((p) => {
    p.kp += tableValue(pack.scoring.letters, letterCount(state, p));
    p.kp += FINAL_PER_TIME_MARKER * p.time;
    if (p.subsPlaced === SUBS_PER_COLOUR) p.kp += FINAL_ALL_SUBS;
    if (p.expansions.length === MAX_EXPANSIONS) p.kp += FINAL_COMPLETE_LAB;
  });
  state.phase = 'over';
}

/** Most knowledge wins; ties go to most bots on control spaces, then most crystals; then shared. */
export function result(state: AqState): GameResult | null {
  if (state.phase !== 'over') return null;
  const key = state.seats.map((p, seat) => [p.kp, controlCount(state, seat), p.crystals]);
  const beats = (a: number[], b: number[]) =>
    a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! > b[2]!)));
  return {
    scores: state.seats.map((p) => p.kp),
    ranking: key.map((k) => 1 + key.filter((other) => beats(other, k)).length),
  };
}
