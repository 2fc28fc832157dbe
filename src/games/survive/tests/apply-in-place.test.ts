import { describe, expect, it } from 'vitest';
import { createRng } from '../../../kernel/index.js';
import { survive } from '../index.js';

describe('Survive applies moves in place', () => {
  it('refuses a move listed before an earlier move changed the same state object', () => {
    const rng = createRng('in-place');
    const state = survive.setup(survive.defaultOptions(2), 2);
    // Play in place until a seat lists moves, then play one of them and try a stale one.
    for (let i = 0; i < 500; i++) {
      const [actor] = survive.toMove(state);
      if (actor === undefined) break;
      if (actor === 'chance') {
        expect(survive.applyInPlace!(state, actor, survive.sampleChance(state, rng))).toBeNull();
        continue;
      }
      const legal = survive.legalMoves(state, actor);
      const first = legal[0]!;
      expect(survive.applyInPlace!(state, actor, first)).toBeNull();
      // The same move again, from the list made before it: listed, but no longer legal (a
      // placement's space is taken, a tile is spent), so it must be checked, not trusted.
      if (survive.toMove(state)[0] === actor) {
        const again = survive.apply(structuredClone(state), actor, first);
        const inPlace = survive.applyInPlace!(state, actor, first);
        expect(inPlace === null).toBe(again.ok);
        if (!again.ok) return;
      }
    }
    throw new Error('no seat moved twice in a row with a stale move');
  });
});
