import { describe, expect, test } from 'vitest';
import { createRng, type Actor, type AnyGame, type Viewer } from '../kernel/index.js';
import { GAMES } from './registry.js';

/**
 * What the server's fan-out relies on (src/server/tables/fanout.ts): a view carries the table's
 * options unchanged at every move, so a `moves` message may leave them out; and neither a state
 * nor a legal-move list is ever changed once handed out, so the JSON of a list seen again may be
 * reused.
 */
describe.each([...GAMES.keys()])('%s: views and states for the server', (id) => {
  const game: AnyGame = GAMES.get(id)!.game;

  test.each(['a', 'b'])(
    'a random game (seed %s): options in every view, nothing changed in place',
    (seed) => {
      const players = Math.min(game.maxPlayers, 4);
      const parsed = game.parseOptions(null, players);
      if (!parsed.ok) throw new Error(parsed.error.code);
      const options = parsed.value;
      const rng = createRng(`views-${seed}`);
      let state = game.setup(options, players);
      const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), 'spectator'];
      const lists = new Map<readonly unknown[], string>();
      for (let ply = 0; ply < 5000; ply++) {
        for (const v of viewers) {
          const view = game.view(state, v) as { options?: unknown };
          expect(view.options).toEqual(options);
        }
        const toMove: readonly Actor[] = game.toMove(state);
        if (toMove.length === 0) break;
        const actor = toMove[0] as Actor;
        let move: unknown;
        if (actor === 'chance') move = game.sampleChance(state, rng);
        else {
          const legal = game.legalMoves(state, actor);
          // The same list handed out again reads as it did.
          const before = lists.get(legal);
          if (before !== undefined) expect(JSON.stringify(legal)).toBe(before);
          else lists.set(legal, JSON.stringify(legal));
          move = legal[rng.int(legal.length)];
        }
        const text = JSON.stringify(state);
        const next = game.apply(state, actor, move);
        if (!next.ok) throw new Error(next.error.code);
        expect(JSON.stringify(state)).toBe(text);
        state = next.value;
      }
      expect(game.result(state)).not.toBeNull();
    },
  );
});
