import { expect, test } from 'vitest';
import { createRng } from '../../../../src/kernel/index.js';
import { aquasphere, type AqMove, type AqState } from '../../../../src/games/aquasphere/index.js';
import { actionsOf, letterChoices, reachable, withLetters } from './actions';

/** Plays random games and checks that the board offers exactly the legal moves, each once. */
test('every legal move is reachable from the board: a room, a symbol, an area (with its letters) or a button', () => {
  const rng = createRng('aquasphere-actions');
  let checked = 0;
  for (const players of [2, 3, 4]) {
    let state = aquasphere.setup(aquasphere.defaultOptions(players), players) as AqState;
    for (let step = 0; step < 5000; step++) {
      const actors = aquasphere.toMove(state);
      if (actors.length === 0) break;
      const actor = actors[0] as number | 'chance';
      let move: AqMove;
      if (actor === 'chance') move = aquasphere.sampleChance(state, rng);
      else {
        const legal = aquasphere.legalMoves(state, actor);
        const actions = actionsOf(legal);
        const offered = reachable(actions);
        expect(offered.length).toBe(legal.length);
        expect(new Set(offered)).toEqual(new Set(legal));
        // Each area's variants are told apart by their lettered sectors alone.
        for (const moves of actions.areas.values()) {
          const choices = letterChoices(moves);
          for (const m of moves) expect(withLetters(moves, m.letters ?? [])).toBe(m);
          if (moves.length > 1) expect(choices.length).toBeGreaterThan(0);
        }
        checked++;
        move = legal[rng.int(legal.length)] as AqMove;
      }
      const next = aquasphere.apply(state, actor as never, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    expect(state.phase).toBe('over');
  }
  expect(checked).toBeGreaterThan(100);
});
