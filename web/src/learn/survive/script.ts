import {
  survive,
  type SurviveMove,
  type SurviveState,
} from '../../../../src/games/survive/index.js';
import { HeuristicBot } from '../../../../src/games/survive/bots/heuristic.js';
import { scores } from '../../../../src/games/survive/scoring.js';
import { BOT, LEARNER, type Script, type ScriptMove, type ScriptStep } from '../guide';

/**
 * The guided first game of Survive: Marina (the learner) against Finn. The island is laid from a
 * fixed seed, and the rest of the setup is placed by Finn's bot for both sides; from the first
 * turn on, every move is written here, the tile turned and the die included, so that each
 * explanation says what happens. A unit test plays it through the rules.
 */

export type StepId =
  | 'welcome'
  | 'explorer'
  | 'boat'
  | 'move'
  | 'tile'
  | 'turned'
  | 'die'
  | 'finn'
  | 'ashore'
  | 'scoring'
  | 'next';

const chance = (move: SurviveMove): ScriptMove<SurviveMove> => ({ actor: 'chance', move });
const finn = (move: SurviveMove): ScriptMove<SurviveMove> => ({ actor: BOT, move });

/** The learner's 6 (explorer 0) starts on the beach at space 58; ship 0 is the learner's first. */
const STEPS: readonly ScriptStep<SurviveMove, StepId>[] = [
  { id: 'welcome', expect: [] },
  { id: 'explorer', expect: [{ type: 'place-explorer', value: 6, space: 58 }] },
  // Finn and the guide place the other nineteen explorers, one each in turn.
  { id: 'boat', forYou: 9, expect: [{ type: 'place-ship', space: 59 }] },
  {
    id: 'move',
    forYou: 1,
    expect: [
      { type: 'board', explorer: 0, ship: 0 },
      { type: 'sail', ship: 0, space: 48 },
      { type: 'sail', ship: 0, space: 37 },
    ],
  },
  // Finn's explorer 18 stands on the beach at 57.
  { id: 'tile', expect: [{ type: 'remove', space: 57 }] },
  { id: 'turned', auto: [chance({ type: 'back', back: 'shark' })], expect: [] },
  {
    id: 'die',
    auto: [chance({ type: 'die', creature: 'shark' })],
    expect: [{ type: 'creature', from: 57, to: 35 }],
  },
  {
    id: 'finn',
    auto: [
      finn({ type: 'board', explorer: 10, ship: 1 }),
      finn({ type: 'board', explorer: 11, ship: 3 }),
      finn({ type: 'board', explorer: 12, ship: 1 }),
      // The beach under the learner's 3 (explorer 3).
      finn({ type: 'remove', space: 91 }),
      chance({ type: 'back', back: 'whale' }),
      chance({ type: 'die', creature: 'shark' }),
      finn({ type: 'done' }),
    ],
    expect: [],
  },
  {
    id: 'ashore',
    expect: [
      { type: 'sail', ship: 0, space: 26 },
      { type: 'sail', ship: 0, space: 16 },
      { type: 'ashore', explorer: 0, isle: 1 },
    ],
  },
  { id: 'scoring', expect: [] },
  { id: 'next', expect: [] },
];

export const SCRIPT: Script<SurviveState, SurviveMove, StepId> = {
  game: survive,
  options: { ...survive.defaultOptions(2), startPlayer: 'seating' },
  players: 2,
  learner: LEARNER,
  steps: STEPS,
  fill: { seed: 'guide', agent: () => new HeuristicBot() },
};

/** What the scoring step quotes: the learner's points so far, counted by the rules. */
export function scoringParams(final: SurviveState): { you: number } {
  return { you: scores(final)[LEARNER] ?? 0 };
}
