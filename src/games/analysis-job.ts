import { analyzeDecision, type DecisionAnalysis } from '../ai/index.js';
import { GAME_MAP, GAMES } from './registry.js';
import { createRng, loadReplay, type Actor, type ReplayedGame } from '../kernel/index.js';

/** What an analysis thread needs: the replay (already checked), which decisions, and the budget. */
export interface AnalysisJob {
  readonly replay: unknown;
  readonly indices: readonly number[];
  readonly iterations: number;
  readonly seed: string;
}

/** A replay already checked (stored by the server, or read by the command line). */
export function replayed(raw: unknown): ReplayedGame<unknown> {
  const loaded = loadReplay(raw, GAME_MAP);
  if (!loaded.ok) throw new Error(`replay refused: ${JSON.stringify(loaded.problem)}`);
  return loaded.value;
}

/** The indices of a replay's decisions (moves of a seat, not of chance). */
export function decisionIndices(game: ReplayedGame<unknown>): number[] {
  return game.replay.moves.flatMap((m, i) => (m.actor === 'chance' ? [] : [i]));
}

/**
 * Analyzes decisions of a replay, each from its mover's view, each with its own seeded rng;
 * `onDecision` hears after each one (for progress).
 */
export function analyzeDecisions(
  job: AnalysisJob,
  onDecision?: (done: number) => void,
): DecisionAnalysis[] {
  const g = replayed(job.replay);
  const hooks = GAMES.get(g.game.id)!.searchHooks;
  return job.indices.map((i, k) => {
    const { actor, move } = g.replay.moves[i]!;
    const seat = actor as Exclude<Actor, 'chance'>;
    const state = g.states[i];
    const analysis = analyzeDecision(
      g.game,
      hooks,
      g.game.view(state, seat),
      seat,
      g.game.legalMoves(state, seat),
      move,
      i,
      createRng(`${job.seed}/${i}`),
      job.iterations,
    );
    onDecision?.(k + 1);
    return analysis;
  });
}
