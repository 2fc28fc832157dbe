import { expect, test } from 'vitest';
import { createRng } from '../../../../src/kernel/index.js';
import { survive } from '../../../../src/games/survive/index.js';
import type { SurviveMove, SurviveState } from '../../../../src/games/survive/state.js';
import { actionsOf, movesTo, targetsOf } from './actions';

/** Plays random games and checks that the board offers exactly the legal moves, each once. */
test('every legal move is reachable from the board, through a piece and a target or a button', () => {
  const rng = createRng('survive-actions');
  for (let g = 0; g < 3; g++) {
    let state = survive.setup(survive.defaultOptions(3), 3) as SurviveState;
    for (let step = 0; step < 3000; step++) {
      const actors = survive.toMove(state);
      if (actors.length === 0) break;
      const actor = actors[0] as number | 'chance';
      let move: SurviveMove;
      if (actor === 'chance') move = survive.sampleChance(state, rng);
      else {
        const legal = survive.legalMoves(state, actor);
        const view = survive.view(state, actor);
        const actions = actionsOf(legal, view);
        const reachable = [
          ...actions.choices,
          ...actions.pieces.flatMap((p) =>
            targetsOf(actions, p).flatMap((t) => movesTo(actions, p, t)),
          ),
        ];
        expect(reachable.length).toBe(legal.length);
        expect(new Set(reachable)).toEqual(new Set(legal));
        move = legal[rng.int(legal.length)] as SurviveMove;
      }
      const next = survive.apply(state, actor as never, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
  }
});
