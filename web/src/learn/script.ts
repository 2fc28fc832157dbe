import type { Actor } from '../../../src/kernel/index.js';
import {
  intoTheBlue,
  type ItbMove,
  type ItbState,
} from '../../../src/games/into-the-blue/index.js';
import { scoreLevels } from '../../../src/games/into-the-blue/scoring.js';

/**
 * The guided first game of Into the Blue: a short game against Finn, a bot, whose dice are all
 * written here (a fixed script rather than a seed, so that every explanation can say what the
 * dice show), played move by move through the real rules (src/games/into-the-blue). Finn's
 * moves are scripted too: a guided game must go where its explanations say.
 */

export const LEARNER = 0;
export const BOT = 1;
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

export interface ScriptMove {
  readonly actor: Actor;
  readonly move: ItbMove;
}

export interface ScriptStep {
  readonly id: StepId;
  /** Played as the step opens: dice rolls and Finn's turn, before the explanation. */
  readonly auto: readonly ScriptMove[];
  /** The learner's moves that complete the step, in order; none: the step is read, then Next. */
  readonly expect: readonly ItbMove[];
}

const dice = (...values: number[]): ScriptMove => ({
  actor: 'chance',
  move: { type: 'dice', values },
});
const finn = (move: ItbMove): ScriptMove => ({ actor: BOT, move });
const STOP: ItbMove = { type: 'stop' };
const reroll = (...keep: number[]): ItbMove => ({ type: 'reroll', keep });
const place = (level: number): ItbMove => ({ type: 'place', level });

/** 6 is the chest face. */
export const SCRIPT: readonly ScriptStep[] = [
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

/** A step as played: the state once its automatic moves are made, and those moves in order. */
export interface PlayedStep extends ScriptStep {
  /** The state before each automatic move, then after the last (length auto + 1). */
  readonly states: readonly ItbState[];
  /** The state after each of the learner's expected moves (length expect). */
  readonly after: readonly ItbState[];
}

function apply(state: ItbState, { actor, move }: ScriptMove): ItbState {
  const next = intoTheBlue.apply(state, actor, move);
  if (!next.ok) throw new Error(`the guided game's script breaks a rule: ${next.error.code}`);
  return next.value;
}

/** Plays the whole script through the rules once; a broken script throws (a unit test runs it). */
export function playScript(): PlayedStep[] {
  // The learner sits first and starts: a guided game draws nothing it did not script.
  const options = { ...intoTheBlue.defaultOptions(PLAYERS), startPlayer: 'seating' as const };
  let state = intoTheBlue.setup(options, PLAYERS);
  return SCRIPT.map((step) => {
    const states = [state];
    for (const m of step.auto) states.push((state = apply(state, m)));
    const after: ItbState[] = [];
    for (const move of step.expect) after.push((state = apply(state, { actor: LEARNER, move })));
    return { ...step, states, after };
  });
}

/** Whether a move the learner made is the one the step waits for. */
export function sameMove(a: ItbMove, b: ItbMove): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'reroll' && b.type === 'reroll')
    return a.keep.length === b.keep.length && a.keep.every((v, i) => v === b.keep[i]);
  if (a.type === 'place' && b.type === 'place') return a.level === b.level;
  return true;
}

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
