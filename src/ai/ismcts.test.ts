import { describe, expect, test } from 'vitest';
import { GAMES } from '../games/registry.js';
import {
  createRng,
  ok,
  RandomAgent,
  rankByScore,
  runMatch,
  type Actor,
  type Agent,
  type AnyGame,
  type Game,
} from '../kernel/index.js';
import { aquasphereHooks } from '../games/aquasphere/bots/search-hooks.js';
import { intoTheBlueHooks } from '../games/into-the-blue/bots/search-hooks.js';
import { surviveHooks } from '../games/survive/bots/search-hooks.js';
import {
  DEFAULT_ISMCTS,
  Ismcts,
  IsmctsAgent,
  softmax,
  winShares,
  type SearchHooks,
} from './ismcts.js';
import { CARDS, testGameBasics, toyGame, type ToyState } from './toy-game.js';

const HOOKS: Record<string, SearchHooks> = {
  'into-the-blue': intoTheBlueHooks,
  survive: surviveHooks,
  aquasphere: aquasphereHooks,
};
const FEW = { ...DEFAULT_ISMCTS, iterations: 12, timeMs: 10_000 };

describe.each([...GAMES.keys()])('information-set search on %s', (id) => {
  const { game } = GAMES.get(id)!;

  // Whole games of searches: about 30 s for Survive on a quiet CI machine, longer on a busy one.
  test('plays a whole game of legal moves, with and without the game’s hooks', () => {
    for (const hooks of [HOOKS[id]!, {}]) {
      const agents: Agent<unknown, unknown>[] = [
        new IsmctsAgent(game, hooks, FEW),
        new RandomAgent(),
      ];
      const record = runMatch(game, game.defaultOptions(2), agents, createRng(`${id}/g`), [
        createRng('a'),
        createRng('b'),
      ]);
      expect(record.result.ranking).toHaveLength(2);
      expect(record.decisions[0]).toBeGreaterThan(0);
    }
  }, 180_000);

  test('decides from the view alone: hidden states behind one view give one decision', () => {
    // Play into the game a little, then search twice from seat 0's view with the same seed:
    // the search gets only the view, so what else the state holds cannot change its choice.
    let state = game.setup(game.defaultOptions(2), 2);
    const rng = createRng(`${id}/walk`);
    const step = (actor: Actor, move: unknown) => {
      const next = game.apply(state, actor, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    };
    for (let i = 0; i < 40; i++) {
      const actor = game.toMove(state)[0]!;
      if (actor === 'chance') step(actor, game.sampleChance(state, rng));
      else if (actor === 0 && i > 10) break;
      else {
        const legal = game.legalMoves(state, actor);
        step(actor, legal[rng.int(legal.length)]);
      }
    }
    const seat = game.toMove(state)[0];
    if (seat !== 0) return;
    const view = game.view(state, 0);
    const legal = game.legalMoves(state, 0);
    const search = new Ismcts(game, HOOKS[id], FEW);
    const a = search.search(view, 0, legal, createRng('same'));
    const b = search.search(structuredClone(view), 0, legal, createRng('same'));
    expect(a.moves.map((m) => m.visits)).toEqual(b.moves.map((m) => m.visits));
    expect(a.iterations).toBe(FEW.iterations);
    // Every legal move is counted, and the visits add up to the iterations.
    expect(a.moves).toHaveLength(legal.length);
    expect(a.moves.reduce((n, m) => n + m.visits, 0)).toBe(FEW.iterations);
  });
});

test('win shares split a shared win; softmax turns values into chances', () => {
  expect(winShares([1, 2, 1, 3])).toEqual([0.5, 0, 0.5, 0]);
  const p = softmax([10, 10, 0], 5);
  expect(p[0]).toBeCloseTo(p[1]!, 12);
  expect(p[0]! + p[1]! + p[2]!).toBeCloseTo(1, 12);
  expect(p[2]).toBeLessThan(p[0]! / 7);
});

/**
 * A gamble: seat 0 picks a coin, chance tosses it, and the toss decides who wins. The search
 * should value each coin at its exact odds, not at what a run of sampled tosses happened to give.
 */
type GambleState = { readonly coin: 'fair' | 'loaded' | null; readonly won: boolean | null };
type GambleMove = { readonly coin: 'fair' | 'loaded' } | { readonly won: boolean };
const WIN_CHANCE = { fair: 0.5, loaded: 0.3 } as const;
const gamble: Game<GambleState, GambleMove, GambleState, null> = {
  ...testGameBasics<GambleMove>('gamble'),
  setup: () => ({ coin: null, won: null }),
  toMove: (s) => (s.coin === null ? [0] : s.won === null ? ['chance'] : []),
  legalMoves: (s) => (s.coin === null ? [{ coin: 'fair' }, { coin: 'loaded' }] : []),
  chanceOutcomes: (s) => {
    const p = WIN_CHANCE[s.coin ?? 'fair'];
    return [
      { move: { won: true }, probability: p },
      { move: { won: false }, probability: 1 - p },
    ];
  },
  sampleChance: (s, rng) => ({ won: rng.float() < WIN_CHANCE[s.coin ?? 'fair'] }),
  apply: (s, _actor, move) =>
    ok('coin' in move ? { ...s, coin: move.coin } : { ...s, won: move.won }),
  view: (s) => s,
  determinize: (v) => v,
  result: (s) =>
    s.won === null ? null : { scores: s.won ? [1, 0] : [0, 1], ranking: s.won ? [1, 2] : [2, 1] },
};

test('chance in the tree follows its exact odds: each move is valued at its true chance to win', () => {
  const search = new Ismcts(
    gamble as unknown as AnyGame,
    { exactChance: true },
    { ...FEW, iterations: 200 },
  );
  const view = gamble.setup(null, 2);
  // Over many searches, not one: sampled tosses can land near the odds by luck once.
  for (let k = 0; k < 20; k++) {
    const rng = createRng(`gamble/${k}`);
    const { moves } = search.search(view, 0, gamble.legalMoves(view, 0), rng);
    for (const m of moves) {
      const exact = WIN_CHANCE[(m.move as { coin: 'fair' | 'loaded' }).coin];
      // Stratified tosses: the wins are within two tosses of the exact share of the visits
      // (sampled tosses stray by several: sqrt(visits) / 2 for a fair coin).
      expect(m.visits).toBeGreaterThan(10);
      expect(Math.abs(m.value - exact)).toBeLessThanOrEqual(2 / m.visits + 1e-9);
    }
    expect((moves[0]!.move as { coin: string }).coin).toBe('fair');
  }
});

/**
 * Two picks in a row: seat 0 picks a digit, then another, then seat 1 picks one; the highest
 * sum of seat 0's two against twice seat 1's wins. Seat 0 decides twice running, so its second
 * search can continue the first one's tree.
 */
type PairsState = readonly number[];
const pairs: Game<PairsState, number, PairsState, null> = {
  ...testGameBasics<number>('pairs'),
  setup: () => [],
  toMove: (s) => (s.length < 2 ? [0] : s.length < 3 ? [1] : []),
  legalMoves: () => [1, 2, 3, 4],
  chanceOutcomes: () => [],
  sampleChance: () => 0,
  apply: (s, _actor, move) => ok([...s, move]),
  view: (s) => s,
  determinize: (v) => v,
  result: (s) => {
    if (s.length < 3) return null;
    const scores = [s[0]! + s[1]!, 2 * s[2]!];
    return { scores, ranking: rankByScore(scores) };
  },
};

test('the tree is reused when the same seat decides again right after its own move', () => {
  const agent = new IsmctsAgent(pairs as unknown as AnyGame, {}, { ...FEW, iterations: 300 });
  const decide = (s: PairsState) =>
    agent.decide({ view: s, seat: 0, legal: pairs.legalMoves(s, 0), rng: createRng('r') });
  const first = decide([]) as number;
  expect(agent.inherited).toBe(0);
  // Its own move played: the second search starts from the first one's subtree.
  const second = decide([first]) as number;
  expect(agent.inherited).toBeGreaterThan(30);
  expect(second).toBe(4);
  // A position it did not lead to (another first pick) starts afresh.
  decide([]);
  decide([first === 1 ? 2 : 1]);
  expect(agent.inherited).toBe(0);
});

test('the root weighs only the candidates the game names, and never one that is not legal', () => {
  const game = toyGame as unknown as AnyGame;
  const dealt: ToyState = { bonus: [1, 2], picks: [null, null] };
  const input = () => ({
    view: toyGame.view(dealt, 0),
    seat: 0,
    legal: toyGame.legalMoves(dealt, 0),
    rng: createRng('c'),
  });
  // The search alone decides (no benefit of the doubt for the first candidate).
  const params = { ...FEW, iterations: 200, overrule: 0 };
  // Without candidates the best card (5) wins; narrowed to 2 and 3, the better of those two.
  expect(new IsmctsAgent(game, {}, params).decide(input())).toEqual({ pick: CARDS });
  const narrowed = new IsmctsAgent(
    game,
    { rootCandidates: () => [{ pick: 2 }, { pick: 3 }] },
    params,
  );
  expect(narrowed.decide(input())).toEqual({ pick: 3 });
  // A candidate the seat may not play is dropped; with none left, every legal move is weighed.
  const wrong = new IsmctsAgent(game, { rootCandidates: () => [{ pick: 99 }] }, params);
  expect(wrong.decide(input())).toEqual({ pick: CARDS });
});

/** The toy game, telling `drawn` of each sample the search draws. */
function sampleCounting(drawn: () => void): AnyGame {
  return {
    ...toyGame,
    determinize: (...args: Parameters<typeof toyGame.determinize>) => {
      drawn();
      return toyGame.determinize(...args);
    },
  } as unknown as AnyGame;
}

test('a single root candidate is played at once; a hint still searches it for its chance', () => {
  const dealt: ToyState = { bonus: [1, 2], picks: [null, null] };
  let samples = 0;
  const game = sampleCounting(() => samples++);
  const agent = new IsmctsAgent(game, { rootCandidates: () => [{ pick: 2 }] }, FEW);
  const input = {
    view: toyGame.view(dealt, 0),
    seat: 0,
    legal: toyGame.legalMoves(dealt, 0),
    rng: createRng('one'),
  };
  expect(agent.decide(input)).toEqual({ pick: 2 });
  expect(samples).toBe(0);
  const hint = agent.advise(input);
  expect(hint.move).toEqual({ pick: 2 });
  expect(samples).toBeGreaterThan(0);
  expect(hint.chance).toBeGreaterThanOrEqual(0);
});

test('progressive widening: the root weighs the first candidates, and more as its visits grow', () => {
  const game = toyGame as unknown as AnyGame;
  const dealt: ToyState = { bonus: [1, 2], picks: [null, null] };
  // The game's ranking, worst first: only widening lets the search reach the best card.
  const ranked = [{ pick: 2 }, { pick: 3 }, { pick: 4 }, { pick: CARDS }];
  const search = (iterations: number) =>
    new Ismcts(game, { widen: { first: 2, exponent: 0.5 } }, { ...FEW, iterations }).search(
      toyGame.view(dealt, 0),
      0,
      ranked,
      createRng('w'),
      { ordered: true },
    );
  const visits = (r: ReturnType<typeof search>) =>
    ranked.map((m) => r.moves.find((x) => x.move === m)!.visits);
  // 8 iterations: at most sqrt(8) < 3 candidates, so the last two are never tried.
  expect(visits(search(8)).slice(2)).toEqual([0, 0]);
  expect(
    visits(search(8))
      .slice(0, 2)
      .every((v) => v > 0),
  ).toBe(true);
  // 300 iterations: all four admitted, and the best card is searched the most.
  const wide = search(300);
  expect(visits(wide).every((v) => v > 0)).toBe(true);
  expect(wide.moves[0]!.move).toEqual({ pick: CARDS });
  // Unordered (no ranking given), every move is weighed from the start.
  const flat = new Ismcts(game, { widen: { first: 2, exponent: 0.5 } }, { ...FEW, iterations: 8 });
  const all = flat.search(toyGame.view(dealt, 0), 0, ranked, createRng('w'));
  expect(all.moves.every((m) => m.visits > 0)).toBe(true);
});

test('strict about its time: the candidates get half of it, and the clock is read every iteration', () => {
  // A clock that moves one millisecond per sample drawn (one per iteration), nothing else.
  let now = 0;
  const game = sampleCounting(() => now++);
  const dealt: ToyState = { bonus: [1, 2], picks: [null, null] };
  const deadlines: unknown[] = [];
  const hooks: SearchHooks = {
    rootCandidates: (_view, _seat, _legal, _rng, deadline) => {
      deadlines.push(deadline);
      return [{ pick: 2 }, { pick: 3 }, { pick: CARDS }];
    },
  };
  const decide = (strict: boolean) => {
    const clock = () => now;
    const agent = new IsmctsAgent(game, hooks, {
      ...FEW,
      iterations: 10_000,
      timeMs: 20,
      clock,
      ...(strict ? { strict } : {}),
    });
    const started = now;
    agent.decide({
      view: toyGame.view(dealt, 0),
      seat: 0,
      legal: toyGame.legalMoves(dealt, 0),
      rng: createRng('t'),
    });
    return now - started;
  };
  // Read every eighth iteration, the search may run 7 iterations past its time; strict, it
  // stops at the first past it (21 samples in 20 ms, and one more that the tree keeps for the
  // next step of the turn).
  const loose = decide(false);
  expect(deadlines[0]).toBeUndefined();
  const strict = decide(true);
  expect(strict).toBeLessThanOrEqual(22);
  expect(loose).toBeGreaterThan(strict);
  expect(deadlines[1]).toMatchObject({ timeMs: 10 });
});
