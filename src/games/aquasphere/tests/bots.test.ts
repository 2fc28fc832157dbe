import { describe, expect, it } from 'vitest';
import { createRng, runMatch, type Agent } from '../../../kernel/index.js';
import { aquasphereBots } from '../bots/index.js';
import { clone, type AqMove, type AqState } from '../state.js';
import { DEFAULT_SEARCH, searchMove } from '../bots/search.js';
import { game } from './helpers.js';

const bot = (name: string) => aquasphereBots.find((b) => b.name === name)!;

function match(agents: Agent<unknown, unknown>[], seed: string) {
  return runMatch<AqState>(
    game,
    game.defaultOptions(agents.length),
    agents,
    createRng(seed),
    agents.map((_, i) => createRng(`${seed}/${i}`)),
  );
}

describe('bots play complete games with legal moves only', () => {
  for (const name of ['random', 'heuristic']) {
    it(`${name}, 2 to 4 players`, () => {
      for (let players = 2; players <= 4; players++) {
        const agents = Array.from({ length: players }, () => bot(name).create());
        const record = match(agents, `${name}${players}`);
        expect(record.final.phase).toBe('over');
        expect(record.final.round).toBe(4);
        expect(record.result.scores).toEqual(record.final.seats.map((p) => p.kp));
        expect(record.decisions.every((n) => n > 0)).toBe(true);
      }
    });
  }

  it('mixed tables: random and heuristic side by side', () => {
    const record = match(
      [bot('heuristic').create(), bot('random').create(), bot('heuristic').create()],
      'mixed',
    );
    expect(record.result.ranking).toHaveLength(3);
  });
});

describe('the heuristic', () => {
  // Seeded, so never flaky.
  it('beats the random bot in most two-player games', () => {
    let wins = 0;
    const games = 12;
    for (let g = 0; g < games; g++) {
      const heuristicSeat = g % 2;
      const agents = [bot('random').create(), bot('random').create()];
      agents[heuristicSeat] = bot('heuristic').create();
      const r = match(agents, `duel${g}`).result;
      if (r.ranking[heuristicSeat] === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(10);
  });
});

describe('the search bot', () => {
  it('stops within its time after any rollout, and plays only a move it tried', () => {
    // A position with a wide choice: the first of a random match's decisions with 3 or more moves.
    const agents = [0, 1, 2].map(() => bot('random').create());
    const record = match(agents, 'search-budget');
    let state = game.setup(game.defaultOptions(3), 3);
    for (const { actor, move } of record.moves) {
      if (actor !== 'chance' && game.legalMoves(state, actor).length >= 3) break;
      const next = game.apply(state, actor, move as AqMove);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    const seat = state.current;
    const legal = game.legalMoves(state, seat) as AqMove[];
    expect(legal.length).toBeGreaterThanOrEqual(3);
    // Out of time after its first rollout: the one move it tried, not an untried one (NaN mean).
    const late = searchMove(clone(state), seat, legal, createRng('s'), {
      ...DEFAULT_SEARCH,
      budgetMs: -1,
    });
    expect(late).toBe(legal[0]);
    const full = searchMove(clone(state), seat, legal, createRng('s'));
    expect(legal).toContain(full);
  });
});
