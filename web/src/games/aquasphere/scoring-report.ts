import type { AqState, AqView } from '../../../../src/games/aquasphere/index.js';
import { fireCards } from '../../../../src/games/aquasphere/cards.js';
import { derived } from '../../../../src/games/aquasphere/derived.js';
import {
  FINAL_ALL_SUBS,
  FINAL_COMPLETE_LAB,
  FINAL_PER_TIME_MARKER,
  MAX_EXPANSIONS,
  SUBS_PER_COLOUR,
} from '../../../../src/games/aquasphere/rules-constants.js';
import {
  botsInPlayPoints,
  crystalPoints,
  majorityPoints,
  octopodPenalty,
} from '../../../../src/games/aquasphere/scoring.js';
import { clone } from '../../../../src/games/aquasphere/state.js';
import {
  capacity,
  controlCount,
  gainTime,
  letterCount,
  tableValue,
} from '../../../../src/games/aquasphere/station.js';

/**
 * The scorings in parts, each with what it counted, for the step-by-step breakdown. The
 * intermediate scoring is read from the state just before it (the rules' own functions, in the
 * rules' order: the time-marker step with the scoring cards first, then the knowledge step); the
 * final scoring from the final state, which is what it counted.
 */
export interface RoundLine {
  readonly seat: number;
  /** Time-marker step: markers for submarines in the station, and what scoring cards gave. */
  readonly subs: number;
  readonly timeGained: number;
  /** Markers for submarines that a full lab could not hold, and what it holds. */
  readonly timeLost: number;
  readonly timeCap: number;
  readonly cards: readonly number[];
  readonly cardPoints: number;
  /** Knowledge step. */
  readonly controls: number;
  readonly most: number;
  readonly tied: boolean;
  readonly majority: number;
  readonly botsTaken: number;
  readonly botsInPlay: number;
  readonly crystalsHeld: number;
  readonly crystals: number;
  /** Octopods left in each sector whose control space the seat holds. */
  readonly octopodsLeft: readonly { readonly sector: number; readonly n: number }[];
  readonly octopods: number;
  readonly total: number;
}

export interface RoundReport {
  readonly round: number;
  readonly lines: readonly RoundLine[];
}

export function roundReport(before: AqState): RoundReport {
  const s = clone(before);
  const pack = s.options.pack;
  const d = derived(pack);
  const firstStep = s.seats.map((p, seat) => {
    const time0 = p.time;
    const timeCap = capacity(s, p, 'time');
    // Only what the lab's capacity cuts (not an empty general supply) is "lost to storage".
    const timeLost = Math.max(0, p.subsPlaced - Math.max(0, timeCap - time0));
    gainTime(s, p, p.subsPlaced);
    s.pool.time += p.parked;
    p.parked = 0;
    const cards = p.cards.filter((c) => d.scoringCards.includes(c) && !p.spent.includes(c));
    const cardPoints = fireCards(s, seat, d.scoringCards, p.cards.length);
    return { cards, cardPoints, timeGained: p.time - time0, timeLost, timeCap };
  });
  const counts = s.seats.map((_, seat) => controlCount(s, seat));
  const most = Math.max(...counts);
  const lines = s.seats.map((p, seat): RoundLine => {
    const first = firstStep[seat]!;
    const majority = majorityPoints(s, seat);
    const botsInPlay = botsInPlayPoints(s, seat);
    const crystals = crystalPoints(s, seat);
    const octopods = octopodPenalty(s, seat);
    return {
      seat,
      subs: p.subsPlaced,
      timeGained: first.timeGained,
      timeLost: first.timeLost,
      timeCap: first.timeCap,
      cards: first.cards,
      cardPoints: first.cardPoints,
      controls: counts[seat]!,
      most,
      tied: counts.filter((c) => c === most).length > 1,
      majority,
      botsTaken: d.supplyMax - p.supply,
      botsInPlay,
      crystalsHeld: p.crystals,
      crystals,
      octopodsLeft: s.station.flatMap((sector, pos) =>
        sector.control === seat && sector.octopods > 0 ? [{ sector: pos, n: sector.octopods }] : [],
      ),
      octopods,
      total: first.cardPoints + majority + botsInPlay + crystals + octopods,
    };
  });
  return { round: s.round, lines };
}

export interface FinalLine {
  readonly seat: number;
  readonly letters: number;
  readonly letterPoints: number;
  readonly time: number;
  readonly timePoints: number;
  readonly allSubs: number;
  readonly completeLab: number;
  readonly total: number;
  readonly before: number;
  readonly kp: number;
  readonly controls: number;
  readonly crystals: number;
}

/** The final scoring, from the final state (it changes nothing the parts count). */
export function finalReport(state: AqState): FinalLine[] {
  const pack = state.options.pack;
  return state.seats.map((p, seat) => {
    const letters = letterCount(state, p);
    const letterPoints = tableValue(pack.scoring.letters, letters);
    const timePoints = FINAL_PER_TIME_MARKER * p.time;
    const allSubs = p.subsPlaced === SUBS_PER_COLOUR ? FINAL_ALL_SUBS : 0;
    const completeLab = p.expansions.length === MAX_EXPANSIONS ? FINAL_COMPLETE_LAB : 0;
    const total = letterPoints + timePoints + allSubs + completeLab;
    return {
      seat,
      letters,
      letterPoints,
      time: p.time,
      timePoints,
      allSubs,
      completeLab,
      total,
      before: p.kp - total,
      kp: p.kp,
      controls: controlCount(state, seat),
      crystals: p.crystals,
    };
  });
}

/** The state just before an intermediate scoring: everyone but the player to move has passed. */
export function aboutToScore(v: AqState): boolean {
  return v.phase === 'play' && v.passed.length === v.order.length - 1;
}

/**
 * Whether `after` is past the scoring that `before` was about to start: at a red line of the
 * scoring, laying out the next round, in it already (online, a move comes with the chance moves
 * it leads to), or at the end.
 */
export function scoredSince(before: AqState, after: AqState): boolean {
  return (
    aboutToScore(before) &&
    (after.round > before.round ||
      after.phase === 'over' ||
      (after.round === before.round && after.passed.length === after.order.length))
  );
}

/**
 * Reports seen so far, per game (a fingerprint of its setup), kept outside the board so that a
 * hot-seat cover, which unmounts the board, does not lose them.
 */
const seen = new Map<string, Map<number, RoundReport>>();

export function fingerprint(v: AqView | AqState): string {
  return [v.ring.join(''), v.seats.map((p) => p.lab).join(''), v.programs[0] ?? '', v.players].join(
    '|',
  );
}

export function remember(v: AqState, report: RoundReport): void {
  const key = fingerprint(v);
  const reports = seen.get(key) ?? new Map<number, RoundReport>();
  reports.set(report.round, report);
  seen.set(key, reports);
}

export function recalled(v: AqState): RoundReport[] {
  return [...(seen.get(fingerprint(v))?.values() ?? [])].sort((a, b) => a.round - b.round);
}
