import { describe, expect, it } from 'vitest';
import { createRng, runMatch, type Agent } from '../../../kernel/index.js';
import { aquasphereBots } from '../bots/index.js';
import type { AqState } from '../state.js';
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
