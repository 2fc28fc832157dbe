import {
  createRng,
  type Actor,
  type Agent,
  type Game,
  type Params,
  type Seat,
} from '../../../src/kernel/index.js';
import type { Lang } from '../i18n';

/**
 * The format of a guided first game, for every game: a script of steps played through the real
 * rules, each step opening with moves made for the learner to watch (chance, the bot, or a
 * stretch of the learner's own side played by the guide) and then waiting for the learner's
 * moves. Each game brings its script, its texts and the numbers its texts quote.
 */

/** Every guide seats the learner first and the bot second; the learner starts. */
export const LEARNER = 0;
export const BOT = 1;

export interface ScriptMove<M> {
  readonly actor: Actor;
  readonly move: M;
}

export interface ScriptStep<M, Id extends string = string> {
  readonly id: Id;
  /** Played as the step opens, in order, before the explanation. */
  readonly auto?: readonly ScriptMove<M>[];
  /**
   * With a `fill`, a step without `auto` opens instead with chance and the other seats playing
   * until the learner is to move; the guide plays this many of the learner's moves too (the rest
   * of a setup, say) the same way. A step that writes its opening moves gets only those.
   */
  readonly forYou?: number;
  /** The learner's moves that complete the step, in order; none: the step is read, then Next. */
  readonly expect: readonly M[];
}

/** What plays between the scripted moves: chance from a fixed seed, and a bot for every seat. */
export interface Fill<M> {
  readonly seed: string;
  readonly agent: () => Agent<M, unknown>;
}

export interface Script<S, M, Id extends string = string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: Game<S, M, any, any>;
  readonly options: unknown;
  readonly players: number;
  readonly learner: Seat;
  readonly steps: readonly ScriptStep<M, Id>[];
  readonly fill?: Fill<M>;
}

/** A step as played: its opening moves as made, and the states they lead through. */
export interface PlayedStep<S, M, Id extends string = string> {
  readonly id: Id;
  readonly auto: readonly ScriptMove<M>[];
  readonly expect: readonly M[];
  /** The state before each opening move, then after the last (length auto + 1). */
  readonly states: readonly S[];
  /** The state after each of the learner's expected moves (length expect). */
  readonly after: readonly S[];
}

/** One step of the guide in one language; `{name}` parameters, `**` and `` ` `` markup. */
export interface StepText {
  readonly title: string;
  readonly body: readonly string[];
  /** What to do on the board to go on (steps that wait for the learner's move). */
  readonly hint?: string;
}

export type GuideTexts<Id extends string = string> = Readonly<Record<Id, StepText>>;

/** What a game brings to the guided-game page. */
export interface Guide<S = unknown, M = unknown, Id extends string = string> {
  readonly script: Script<S, M, Id>;
  /** The players' names by seat: the learner's, a name rather than "You" (boards write it). */
  readonly names: readonly string[];
  /** Only the move a step waits for is offered on the board (and so highlighted there). */
  readonly narrow: boolean;
  /** The numbers the texts quote, read from the states by the rules. */
  params(played: readonly PlayedStep<S, M, Id>[]): Params;
  /** Each language's texts, a chunk of its own. */
  readonly texts: Readonly<Record<Lang, () => Promise<{ readonly steps: GuideTexts<Id> }>>>;
}

/** Plays a whole script through the rules once; a broken script throws (a unit test runs it). */
export function playScript<S, M, Id extends string>(
  script: Script<S, M, Id>,
): PlayedStep<S, M, Id>[] {
  const { game, learner, fill } = script;
  const rng = createRng(fill?.seed ?? 'guide');
  const agent = fill?.agent();
  let state = game.setup(script.options, script.players);
  const apply = (m: ScriptMove<M>) => {
    const next = game.apply(state, m.actor, m.move);
    if (!next.ok) {
      throw new Error(
        `the guided game's script breaks a rule: ${JSON.stringify(m)}, ${next.error.code}`,
      );
    }
    return (state = next.value);
  };
  /** The next move chance or a bot makes, or null when it is the learner's turn. */
  const filled = (forLearner: boolean): ScriptMove<M> | null => {
    if (!agent || game.result(state)) return null;
    const actor = game.toMove(state)[0];
    if (actor === undefined || (actor === learner && !forLearner)) return null;
    if (actor === 'chance') return { actor, move: game.sampleChance(state, rng) };
    const legal = game.legalMoves(state, actor);
    const view = game.view(state, actor);
    return { actor, move: agent.decide({ view, seat: actor, legal, rng }) };
  };
  const finish = (step: ScriptStep<M, Id>, auto: ScriptMove<M>[], states: S[]) => {
    const after = step.expect.map((move) => apply({ actor: learner, move }));
    return { id: step.id, auto, expect: step.expect, states, after };
  };
  return script.steps.map((step) => {
    const states = [state];
    const auto: ScriptMove<M>[] = [];
    const play = (m: ScriptMove<M>) => {
      auto.push(m);
      states.push(apply(m));
    };
    for (const m of step.auto ?? []) play(m);
    if (step.auto) return finish(step, auto, states);
    let forYou = step.forYou ?? 0;
    for (let m = filled(forYou > 0); m; m = filled(forYou > 0)) {
      if (m.actor === learner) forYou--;
      play(m);
    }
    return finish(step, auto, states);
  });
}

/** Moves as plain JSON, fields in any order: equal when they say the same. */
export function sameMove(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}
