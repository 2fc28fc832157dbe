import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../games/registry.js';
import { aquasphereBotHooks } from '../games/aquasphere/bots/search-hooks.js';
import { intoTheBlueBotHooks } from '../games/into-the-blue/bots/search-hooks.js';
import { surviveHooks } from '../games/survive/bots/search-hooks.js';
import { createRng, type Actor, type AnyGame } from '../kernel/index.js';
import { DEFAULT_ISMCTS, Ismcts, IsmctsAgent } from './ismcts.js';
import { playout, type SearchHooks } from './search-hooks.js';
import { CARDS, toyGame, type ToyState } from './toy-game.js';

/** The hooks each game's `ismcts` bot plays with. */
const BOT_HOOKS: Record<string, SearchHooks> = {
  'into-the-blue': intoTheBlueBotHooks,
  survive: surviveHooks,
  aquasphere: aquasphereBotHooks,
};
const FEW = { ...DEFAULT_ISMCTS, iterations: 10, timeMs: 1e9 };

/** A running 4-player game after `plies` random moves, at a seat's decision. */
function walk(game: AnyGame, seed: string, plies: number): unknown {
  let state = game.setup(game.defaultOptions(4), 4);
  const rng = createRng(seed);
  const play = (actor: Actor, move: unknown) => {
    const next = game.apply(state, actor, move);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  };
  for (let i = 0; i < plies || game.toMove(state)[0] === 'chance'; i++) {
    const actor = game.toMove(state)[0];
    if (actor === undefined) break;
    if (actor === 'chance') play(actor, game.sampleChance(state, rng));
    else {
      const legal = game.legalMoves(state, actor);
      play(actor, legal[rng.int(legal.length)]);
    }
  }
  return state;
}

describe.each([...GAMES.keys()])('the search with the bot’s hooks on %s', (id) => {
  const { game } = GAMES.get(id)!;
  const hooks = BOT_HOOKS[id]!;

  test('decides a legal move, the same one for the same seed, and leaves its view unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.string({ maxLength: 4 }), (plies, seed) => {
        const state = walk(game, `walk/${seed}`, plies);
        const seat = game.toMove(state)[0];
        if (typeof seat !== 'number') return;
        const view = game.view(state, seat);
        const before = JSON.stringify(view);
        const legal = game.legalMoves(state, seat);
        const decide = () =>
          new IsmctsAgent(game, hooks, FEW).decide({ view, seat, legal, rng: createRng(seed) });
        const move = decide();
        expect(legal.map((m) => JSON.stringify(m))).toContain(JSON.stringify(move));
        expect(decide()).toEqual(move);
        // Moves are applied in place on the search's own samples, never on the view.
        expect(JSON.stringify(view)).toBe(before);
      }),
      { numRuns: 4, seed: 44 },
    );
  }, 120_000);

  test('decides alike in two states that differ only in what the seat cannot see', () => {
    for (const plies of [10, 30]) {
      const state = walk(game, `hidden/${plies}`, plies);
      const seat = game.toMove(state)[0];
      if (typeof seat !== 'number') continue;
      // Another full state behind the same view: the hidden rest drawn afresh.
      const other = game.determinize(game.view(state, seat), seat, createRng(`other/${plies}`));
      expect(game.view(other, seat)).toEqual(game.view(state, seat));
      const decide = (s: unknown) =>
        new IsmctsAgent(game, hooks, FEW).decide({
          view: game.view(s, seat),
          seat,
          legal: game.legalMoves(s, seat),
          rng: createRng('same'),
        });
      expect(decide(other)).toEqual(decide(state));
    }
  }, 120_000);
});

test('a playout stops where the horizon moves on, and the values judge it there', () => {
  const game = toyGame as unknown as AnyGame;
  const judged: ToyState[] = [];
  const hooks: SearchHooks = {
    values: (s) => {
      judged.push(s as ToyState);
      return [0, 0];
    },
    horizon: (s) => (s as ToyState).picks.filter((p) => p !== null).length,
  };
  const dealt: ToyState = { bonus: [0, 2], picks: [null, null] };
  expect(playout(game, hooks, 30, dealt, createRng('h'))).toEqual([0.5, 0.5]);
  // One pick made, the second not: the first move moved the horizon on.
  expect(judged).toHaveLength(1);
  expect(judged[0]!.picks.filter((p) => p !== null)).toHaveLength(1);
  // Without a horizon the playout goes to the end, and the result says who won.
  expect(playout(game, { values: hooks.values }, 30, dealt, createRng('h'))).toHaveLength(2);
  expect(judged).toHaveLength(1);
});

test('the budget is read from the clock it is given', () => {
  const game = toyGame as unknown as AnyGame;
  const view = toyGame.view({ bonus: [1, 2], picks: [null, null] }, 0);
  const legal = toyGame.legalMoves({ bonus: [1, 2], picks: [null, null] }, 0);
  // A clock that never moves: the iterations' cap ends the search.
  const frozen = new Ismcts(game, {}, { ...FEW, iterations: 40, timeMs: 5, clock: () => 0 });
  expect(frozen.search(view, 0, legal, createRng('c')).iterations).toBe(40);
  // A clock that leaps past the budget at once: nothing is searched, however fast the machine.
  let t = 0;
  const leaping = new Ismcts(
    game,
    {},
    { ...FEW, iterations: 40, timeMs: 5, clock: () => (t += 10) },
  );
  expect(leaping.search(view, 0, legal, createRng('c')).iterations).toBe(0);
});

test('the game’s first candidate is played unless the search finds another clearly better', () => {
  const game = toyGame as unknown as AnyGame;
  const dealt: ToyState = { bonus: [1, 2], picks: [null, null] };
  const decide = (overrule: number | undefined, iterations: number) =>
    new IsmctsAgent(
      game,
      { rootCandidates: () => [{ pick: 2 }, { pick: CARDS }] },
      { ...FEW, iterations, overrule },
    ).decide({
      view: toyGame.view(dealt, 0),
      seat: 0,
      legal: toyGame.legalMoves(dealt, 0),
      rng: createRng('o'),
    });
  // The highest card is better: the search alone, or sure enough of it, plays it.
  expect(decide(undefined, 200)).toEqual({ pick: CARDS });
  expect(decide(1.64, 200)).toEqual({ pick: CARDS });
  // Not sure enough (one visit each, or a bar set too high): the game's first choice stands.
  expect(decide(1.64, 2)).toEqual({ pick: 2 });
  expect(decide(1e9, 200)).toEqual({ pick: 2 });
});

test('a playout may run past several breaks of its horizon before the values judge it', () => {
  const game = toyGame as unknown as AnyGame;
  const judged: ToyState[] = [];
  const made = (s: ToyState) => [...s.bonus, ...s.picks].filter((x) => x !== null).length;
  const hooks = (horizons: number): SearchHooks => ({
    values: (s) => {
      judged.push(s as ToyState);
      return [0, 0];
    },
    horizon: (s) => made(s as ToyState),
    horizons,
  });
  const fresh: ToyState = { bonus: [null, null], picks: [null, null] };
  playout(game, hooks(1), 30, fresh, createRng('b'));
  playout(game, hooks(3), 30, fresh, createRng('b'));
  // The mark moves on with every move: judged after one move, then after three.
  expect(judged.map(made)).toEqual([1, 3]);
});
