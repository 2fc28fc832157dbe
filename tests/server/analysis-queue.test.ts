import { expect, it } from 'vitest';
import { intoTheBlue as game } from '../../src/games/into-the-blue/index.js';
import { createRng, makeReplay, type Actor, type ReplayMove } from '../../src/kernel/index.js';
import { Analyses, type AnalysisAnswer } from '../../src/server/analysis.js';
import { TableError } from '../../src/server/tables/live-table.js';

// One address cannot fill the analysis queue (issue 32: one anonymous client took all 16 places).

/** A finished two-player game of Into the Blue, played by random moves. */
function finishedReplay(seed: string) {
  const rng = createRng(seed);
  let state = game.setup(game.defaultOptions(2), 2);
  const moves: ReplayMove[] = [];
  for (let actors = game.toMove(state); actors.length > 0; actors = game.toMove(state)) {
    const actor = actors[0] as Actor;
    const legal = actor === 'chance' ? [] : game.legalMoves(state, actor);
    const move =
      actor === 'chance'
        ? game.sampleChance(state, rng)
        : (legal[rng.int(legal.length)] as (typeof legal)[number]);
    moves.push({ actor, move });
    const next = game.apply(state, actor, move);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  const players = [
    { name: 'A', kind: 'human' },
    { name: 'B', kind: 'human' },
  ];
  return makeReplay(game, game.defaultOptions(2), players, moves);
}

it('refuses an address a third analysis while two of its own wait or run, and no one else', async () => {
  const analyses = new Analyses({ iterations: 1 });
  const replay = finishedReplay('analysis-queue');
  const ask = (id: string, from: string) =>
    analyses.request(id, () => Promise.resolve(replay), true, from);
  try {
    const [a, b, c, d] = await Promise.allSettled([
      ask('a', 'x'),
      ask('b', 'x'),
      ask('c', 'x'),
      ask('d', 'y'),
    ]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('fulfilled');
    expect(d.status).toBe('fulfilled');
    expect(c.status).toBe('rejected');
    const refused = (c as PromiseRejectedResult).reason as TableError;
    expect(refused).toBeInstanceOf(TableError);
    expect(refused.code).toBe('too-many-analyses');
    expect(refused.params).toEqual({ max: 2 });
    // Asking after a table already queued is never refused: it is how one follows it.
    expect((await ask('a', 'x')).status).not.toBe('done');
    // Once its analyses are done, the address may ask again.
    const done = async (id: string): Promise<AnalysisAnswer> => {
      for (;;) {
        const answer = await ask(id, 'x');
        if (answer.status === 'done') return answer;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await done('a');
    await done('b');
    expect((await ask('c', 'x')).status).not.toBe('done');
  } finally {
    await analyses.close();
  }
}, 60_000);
