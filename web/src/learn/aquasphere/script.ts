import { aquasphere, type AqMove, type AqState } from '../../../../src/games/aquasphere/index.js';
import { HeuristicBot } from '../../../../src/games/aquasphere/bots/heuristic.js';
import { DEFAULT_PACK_1 } from '../../../../src/games/aquasphere/default-pack-1.js';
import * as scoring from '../../../../src/games/aquasphere/scoring.js';
import { LEARNER, type PlayedStep, type Script, type ScriptStep } from '../guide';

/**
 * The guided first game of AquaSphere: Marina (the learner) against Finn's heuristic bot. The
 * station is set up from a fixed seed and Finn answers each of the learner's moves; the learner's
 * first three moves are written here, then the guide plays the rest of the first round for her,
 * up to its scoring. Every number the texts quote is read from the rules' own state.
 */

export type StepId = 'welcome' | 'program' | 'octopods' | 'crystals' | 'round' | 'scoring' | 'next';

/** Ring positions (the order of the station's sectors): 3 is sector B, 5 is sector C. */
const STEPS: readonly ScriptStep<AqMove, StepId>[] = [
  { id: 'welcome', expect: [] },
  // From the start room to room 1L, whose programming tile is purple (catch octopods).
  { id: 'program', expect: [{ type: 'program', room: '1L' }] },
  { id: 'octopods', expect: [{ type: 'act', sector: 3, colour: 'purple' }] },
  { id: 'crystals', expect: [{ type: 'act', sector: 5, colour: 'black' }] },
  // The rest of round 1, Marina's six decisions played by the guide, up to round 2.
  { id: 'round', forYou: 6, expect: [] },
  { id: 'scoring', expect: [] },
  { id: 'next', expect: [] },
];

export const SCRIPT: Script<AqState, AqMove, StepId> = {
  game: aquasphere,
  // The first default pack (default-pack-1.ts): the guide's setup comes from a fixed seed and the
  // heuristic bot, and it was written against that pack's station; the recalibrated pack sets up
  // another station, where the scripted moves are not the lesson's.
  options: { ...aquasphere.defaultOptions(2), pack: DEFAULT_PACK_1, startPlayer: 'seating' },
  players: 2,
  learner: LEARNER,
  steps: STEPS,
  fill: { seed: 'guide', agent: () => new HeuristicBot() },
};

/** The first state of round 1's scoring, in the 'round' step. */
export function scoredState(played: readonly PlayedStep<AqState, AqMove>[]): AqState {
  const round = played.find((s) => s.id === 'round')!;
  return round.states.find((s) => s.scoring !== null)!;
}

/** What the texts quote: the learner's round-1 scoring by category, and both totals after it. */
export function scoringParams(played: readonly PlayedStep<AqState, AqMove>[]) {
  const scored = scoredState(played);
  const final = played.at(-1)!.states.at(-1)!;
  return {
    majority: scoring.majorityPoints(scored, LEARNER),
    bots: scoring.botsInPlayPoints(scored, LEARNER),
    crystals: scoring.crystalPoints(scored, LEARNER),
    octopods: -scoring.octopodPenalty(scored, LEARNER),
    finnMajority: scoring.majorityPoints(scored, 1),
    you: final.seats[LEARNER]!.kp,
    finn: final.seats[1]!.kp,
  };
}
