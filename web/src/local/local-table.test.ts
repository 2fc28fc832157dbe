import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
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
    loadBots: async () => surviveBots,
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

/** Survive's module whose bots come when `release` is called (or fail to, with `fail`). */
function lazyBots() {
  const calls: Array<{ release: () => void; fail: () => void }> = [];
  const mod = {
    ...surviveModule(false),
    loadBots: () =>
      new Promise<typeof surviveBots>((resolve, reject) =>
        calls.push({
          release: () => resolve(surviveBots),
          fail: () => reject(new Error('offline')),
        }),
      ),
  } as BoardModule;
  return { mod, calls };
}

/**
 * A bot and a person at Survive: the island is laid out (41 chance moves), then seat 0, the bot,
 * plays first. No pause for either.
 */
const botFirst: LocalConfig = {
  game: 'survive',
  seats: [
    { kind: 'random', name: 'Bo' },
    { kind: 'human', name: 'Ana' },
  ],
  options: undefined,
  table: 't',
  seed: 's',
  turnSeconds: 0,
};
const noPause = { botMs: 0, chanceMs: 0 };
/** The moves of players (not chance) so far. */
const played = (table: ReturnType<typeof createLocalTable>) =>
  table.history().filter((e) => e.actor !== 'chance');

describe('the bots, loaded when a bot first has to move', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a table of people alone never loads them', async () => {
    const { mod, calls } = lazyBots();
    const config = { ...botFirst, seats: [botFirst.seats[1]!, { kind: 'human', name: 'Cy' }] };
    const table = createLocalTable(mod, config, noPause);
    await vi.advanceTimersByTimeAsync(100);
    expect(table.toMove()).toEqual([0]);
    expect(calls).toHaveLength(0);
    table.dispose();
  });

  test("a bot's move waits for them, and comes once they are here; they load once", async () => {
    const { mod, calls } = lazyBots();
    const table = createLocalTable(mod, botFirst, noPause);
    await vi.advanceTimersByTimeAsync(100);
    expect(table.toMove()).toEqual([0]);
    expect(calls).toHaveLength(1);
    expect(played(table)).toHaveLength(0);
    calls[0]!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(played(table)[0]?.actor).toBe(0);
    // The bot plays on without loading them again, until the person is to move.
    await vi.advanceTimersByTimeAsync(100);
    expect(table.toMove()).toContain(1);
    expect(calls).toHaveLength(1);
    table.dispose();
  });

  test('the pause before a bot moves runs while they load, not after', async () => {
    const { mod, calls } = lazyBots();
    const table = createLocalTable(mod, botFirst, { botMs: 500, chanceMs: 0 });
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    await vi.advanceTimersByTimeAsync(100);
    expect(played(table)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(played(table)).toHaveLength(1);
    table.dispose();
  });

  test('a closed table plays nothing when they come', async () => {
    const { mod, calls } = lazyBots();
    const table = createLocalTable(mod, botFirst, noPause);
    await vi.advanceTimersByTimeAsync(100);
    table.dispose();
    calls[0]!.release();
    await vi.advanceTimersByTimeAsync(100);
    expect(played(table)).toHaveLength(0);
  });

  test('when they fail to load (the network gone), they are asked again and the bot plays', async () => {
    const { mod, calls } = lazyBots();
    const table = createLocalTable(mod, botFirst, noPause);
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(played(table)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls).toHaveLength(2);
    calls[1]!.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(played(table)[0]?.actor).toBe(0);
    table.dispose();
  });
});
