import {
  intoTheBlue,
  type ItbMove,
  type ItbState,
} from '../../../../src/games/into-the-blue/index.js';
import { scoreLevels } from '../../../../src/games/into-the-blue/scoring.js';
import { BOT, LEARNER, type Script, type ScriptMove, type ScriptStep } from '../guide';

/**
 * The guided first game of Into the Blue: a short game against Finn, a bot, whose dice are all
 * written here (a fixed script rather than a seed, so that every explanation can say what the
 * dice show), played move by move through the real rules (src/games/into-the-blue). Finn's
 * moves are scripted too: a guided game must go where its explanations say.
 */

export const PLAYERS = 2;

export type StepId =
  | 'welcome'
  | 'board'
  | 'first-roll'
  | 'second-roll'
  | 'place'
  | 'finn-1'
  | 'no-one'
  | 'perfect'
  | 'chest'
  | 'extra-turn'
  | 'finn-2'
  | 'keep-one'
  | 'last-roll'
  | 'final-dice'
  | 'finn-3'
  | 'last-turn'
  | 'scoring'
  | 'next';

const dice = (...values: number[]): ScriptMove<ItbMove> => ({
  actor: 'chance',
  move: { type: 'dice', values },
});
const finn = (move: ItbMove): ScriptMove<ItbMove> => ({ actor: BOT, move });
const STOP: ItbMove = { type: 'stop' };
const reroll = (...keep: number[]): ItbMove => ({ type: 'reroll', keep });
const place = (level: number): ItbMove => ({ type: 'place', level });

/** 6 is the chest face. */
const STEPS: readonly ScriptStep<ItbMove, StepId>[] = [
  { id: 'welcome', auto: [], expect: [] },
  { id: 'board', auto: [], expect: [] },
  { id: 'first-roll', auto: [dice(1, 1, 2, 4, 5, 6)], expect: [reroll(1, 1, 2)] },
  { id: 'second-roll', auto: [dice(3, 3, 5)], expect: [STOP] },
  { id: 'place', auto: [], expect: [place(3)] },
  {
    id: 'finn-1',
    auto: [dice(1, 2, 3, 3, 3, 3), finn(STOP), finn(place(3))],
    expect: [],
  },
  { id: 'no-one', auto: [dice(2, 3, 4, 5, 5, 6)], expect: [reroll(2, 3, 4, 5, 6)] },
  { id: 'perfect', auto: [dice(1)], expect: [STOP] },
  { id: 'chest', auto: [{ actor: 'chance', move: { type: 'chest', value: 7 } }], expect: [] },
  { id: 'extra-turn', auto: [dice(1, 2, 2, 3, 4, 4)], expect: [STOP, place(4)] },
  {
    id: 'finn-2',
    auto: [
      dice(1, 2, 2, 2, 5, 6),
      finn(reroll(1, 2, 2, 2)),
      dice(2, 4),
      finn(STOP),
      finn(place(2)),
    ],
    expect: [],
  },
  { id: 'keep-one', auto: [dice(1, 3, 3, 5, 5, 6)], expect: [reroll(1)] },
  { id: 'last-roll', auto: [dice(2, 2, 4, 5, 6)], expect: [reroll(1, 2, 2)] },
  { id: 'final-dice', auto: [dice(1, 3, 4)], expect: [place(1)] },
  { id: 'finn-3', auto: [dice(1, 1, 1, 1, 2, 3), finn(STOP), finn(place(1))], expect: [] },
  { id: 'last-turn', auto: [dice(1, 2, 3, 4, 4, 5)], expect: [STOP, place(5)] },
  { id: 'scoring', auto: [], expect: [] },
  { id: 'next', auto: [], expect: [] },
];

/** Dice rolls and Finn's moves open the steps (no fill): the learner sits first and starts. */
export const SCRIPT: Script<ItbState, ItbMove, StepId> = {
  game: intoTheBlue,
  options: { ...intoTheBlue.defaultOptions(PLAYERS), startPlayer: 'seating' },
  players: PLAYERS,
  learner: LEARNER,
  steps: STEPS,
};

/** The numbers the scoring step explains, read from the final state by the rules' own scoring. */
export type ScoringParams = Record<
  'l5' | 'l4' | 'l3' | 'l1' | 'f3' | 'f2' | 'f1' | 'chest' | 'you' | 'finn',
  number
>;

export function scoringParams(final: ItbState): ScoringParams {
  const points = (level: number, seat: number) =>
    scoreLevels(final)
      .find((l) => l.level === level)
      ?.places.find((p) => p.seat === seat)?.points ?? 0;
  const result = intoTheBlue.result(final);
  return {
    l5: points(5, LEARNER),
    l4: points(4, LEARNER),
    l3: points(3, LEARNER),
    l1: points(1, LEARNER),
    f3: points(3, BOT),
    f2: points(2, BOT),
    f1: points(1, BOT),
    chest: (final.chests[LEARNER] ?? []).reduce((a, b) => a + b, 0),
    you: result?.scores[LEARNER] ?? 0,
    finn: result?.scores[BOT] ?? 0,
  };
}
