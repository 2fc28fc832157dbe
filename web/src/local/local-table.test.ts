import { expect, test } from 'vitest';
import { GAME_MAP } from '../../../src/games/registry.js';
import { surviveBots } from '../../../src/games/survive/bots/index.js';
import type { SurviveMove, SurviveState } from '../../../src/games/survive/state.js';
import { createRng, type Actor, type ReplayMove } from '../../../src/kernel/index.js';
import { formality } from '../games/survive/formality';
import type { BoardModule } from '../games/types';
import type { LocalConfig } from './config';
import { createLocalTable } from './local-table';

const survive = GAME_MAP.get('survive')!;

/** The rules and bots of Survive's board chunk, without the board (no DOM here). */
const surviveModule = (withFormality: boolean): BoardModule =>
  ({
    game: survive,
    bots: surviveBots,
    messages: {},
    Board: () => null,
    currentSeat: (view: unknown) => (view as { current: number }).current,
    RulesSummary: () => null,
    ...(withFormality ? { formality } : {}),
  }) as unknown as BoardModule;

/**
 * Random two-player games of Survive until seat 0 is asked whether to defend while holding no
 * defence tile (its one legal move: decline); the moves up to that question.
 */
function movesToAnEmptyHandedQuestion(): ReplayMove[] {
  for (let g = 0; g < 200; g++) {
    const rng = createRng(`question-${g}`);
    let state: unknown = survive.setup(survive.defaultOptions(2), 2);
    const moves: ReplayMove[] = [];
    while (survive.result(state) === null) {
      const actors = survive.toMove(state);
      const s = state as SurviveState;
      if (s.phase === 'react' && actors.includes(0)) {
        const legal = survive.legalMoves(state, 0) as SurviveMove[];
        if (legal.length === 1 && legal[0]?.type === 'decline') return moves;
      }
      const actor = actors[0] as Actor;
      const legal = actor === 'chance' ? [] : survive.legalMoves(state, actor);
      const move =
        actor === 'chance' ? survive.sampleChance(state, rng) : legal[rng.int(legal.length)];
      const next = survive.apply(state, actor, move);
      if (!next.ok) throw new Error(next.error.code);
      moves.push({ actor, move });
      state = next.value;
    }
  }
  throw new Error('no game reached the question');
}

const restore = movesToAnEmptyHandedQuestion();

/** Seat 0 (Ana, a person) at the question, seat 1 played by `other`, once the table settled. */
async function tableAtTheQuestion(other: string) {
  const config: LocalConfig = {
    game: 'survive',
    seats: [
      { kind: 'human', name: 'Ana' },
      { kind: other, name: 'Bo' },
    ],
    options: undefined,
    table: 't',
    seed: 's',
    turnSeconds: 0,
  };
  // Bots and chance wait long: only what the table does at once is seen.
  const pace = { botMs: 10_000, chanceMs: 10_000 };
  const table = createLocalTable(surviveModule(true), config, pace, restore);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return table;
}

test('alone with a bot and no defence tile, a person is not asked "Do not defend?"', async () => {
  const table = await tableAtTheQuestion('random');
  const last = table.history()[table.history().length - 1];
  expect(table.history()).toHaveLength(restore.length + 1);
  expect(last?.actor).toBe(0);
  expect(last?.move).toEqual({ type: 'decline' });
  table.dispose();
});

test('at a hot-seat table the same question is asked, so that the others learn nothing', async () => {
  const table = await tableAtTheQuestion('human');
  expect(table.history()).toHaveLength(restore.length);
  expect(table.toMove()).toContain(0);
  table.dispose();
});

test('formality: only a lone "decline" is one; a hand with a defence tile is asked', () => {
  expect(formality([{ type: 'decline' }])).toEqual({ type: 'decline' });
  expect(formality([{ type: 'decline' }, { type: 'defend' }])).toBeUndefined();
  expect(formality([{ type: 'done' }])).toBeUndefined();
  expect(formality([])).toBeUndefined();
});
