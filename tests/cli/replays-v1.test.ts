import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReplayFile } from '../../src/cli/replay.js';
import { DEFAULT_PACK_1 } from '../../src/games/aquasphere/default-pack-1.js';
import { DEFAULT_PACK } from '../../src/games/aquasphere/default-pack.js';
import { GAME_MAP } from '../../src/games/registry.js';
import { checkReplay, makeReplay, type AnyGame, type Replay } from '../../src/kernel/index.js';

/**
 * Replays written before the start player was drawn (rules version 1, tests/fixtures/replays-v1)
 * hold no draw: they must load and play exactly as they did, in the CLI, in the web client (the
 * same `checkReplay`) and on a server that stored the table then.
 */
const DIR = join(import.meta.dirname, '../fixtures/replays-v1');
const GAMES = ['into-the-blue', 'survive', 'aquasphere'] as const;

const fixture = (id: string) => ({
  file: join(DIR, `${id}.v1.replay.json`),
  replay: JSON.parse(readFileSync(join(DIR, `${id}.v1.replay.json`), 'utf8')) as Replay,
  then: JSON.parse(readFileSync(join(DIR, `${id}.v1.final.json`), 'utf8')) as {
    result: unknown;
    final: Record<string, unknown>;
  },
});

/** The final state without its options (the fixtures keep the rest as version 1 left it). */
const rest = (state: unknown) => {
  const { options, ...others } = state as Record<string, unknown>;
  void options;
  return JSON.parse(JSON.stringify(others)) as Record<string, unknown>;
};

describe.each(GAMES)('a %s replay of rules version 1', (id) => {
  const game = GAME_MAP.get(id) as AnyGame;
  const { file, replay, then } = fixture(id);

  it('is of an older version than today’s rules, which still read it', () => {
    expect(replay.rulesVersion).toBe(1);
    // AquaSphere's version 3 changed the default pack (default-pack-1.ts keeps the first).
    expect(game.rulesVersion).toBe(id === 'aquasphere' ? 3 : 2);
    expect(game.oldestRulesVersion).toBe(1);
  });

  it('replays in the CLI to the same result and final state, in seating order', () => {
    const loaded = readReplayFile(file, 'en');
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.value.result).toEqual(then.result);
    expect(rest(loaded.value.final)).toMatchObject(then.final);
    expect(loaded.value.replay.moves).toHaveLength(replay.moves.length);
    expect((loaded.value.options as { startPlayer: string }).startPlayer).toBe('seating');
  });

  it('saved again, is a file of today’s rules that replays the same', () => {
    const loaded = checkReplay(replay, game);
    if (!loaded.ok) throw new Error(loaded.problem.code);
    const again = makeReplay(game, loaded.value.options, replay.players, replay.moves);
    expect(again.rulesVersion).toBe(game.rulesVersion);
    const reloaded = checkReplay(JSON.parse(JSON.stringify(again)), game);
    if (!reloaded.ok) throw new Error(reloaded.problem.code);
    expect(reloaded.value.result).toEqual(then.result);
    expect(rest(reloaded.value.final)).toEqual(rest(loaded.value.final));
  });

  it('read as a file of today’s rules, it is refused: a new table draws its start player', () => {
    const loaded = checkReplay({ ...replay, rulesVersion: game.rulesVersion }, game);
    expect(loaded.ok ? null : loaded.problem.code).toBe('replay.refused-move');
  });

  it('plays on as a server stored it then: options without the new fields, folded by apply', () => {
    // The server keeps the options it parsed at creation and rebuilds a table with setup + apply:
    // for AquaSphere, the default pack of then, written out.
    const stored = id === 'aquasphere' ? { pack: DEFAULT_PACK_1 } : replay.options;
    expect(stored).not.toHaveProperty('startPlayer');
    let state = game.setup(stored, replay.players.length);
    for (const { actor, move } of replay.moves) {
      const next = game.apply(state, actor, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
    expect(game.result(state)).toEqual(then.result);
    expect(rest(state)).toMatchObject(then.final);
  });
});

it('the AquaSphere file needs version 1’s passing: with the rulebook’s, its early pass is refused', () => {
  const { replay } = fixture('aquasphere');
  const loaded = checkReplay(
    { ...replay, options: { passing: 'exit' } },
    GAME_MAP.get('aquasphere') as AnyGame,
  );
  expect(loaded.ok ? null : loaded.problem).toEqual({
    code: 'replay.refused-move',
    params: { n: 73, who: 1 },
    reason: { code: 'aq.pass.not-yet', params: {} },
  });
});

it('the AquaSphere file needs the first default pack: with today’s it plays another game', () => {
  const { replay, then } = fixture('aquasphere');
  const game = GAME_MAP.get('aquasphere') as AnyGame;
  const loaded = checkReplay({ ...replay, options: { pack: DEFAULT_PACK } }, game);
  const differs = !loaded.ok || JSON.stringify(loaded.value.result) !== JSON.stringify(then.result);
  expect(differs).toBe(true);
  const first = checkReplay({ ...replay, options: { pack: DEFAULT_PACK_1 } }, game);
  expect(first.ok && first.value.result).toEqual(then.result);
});

it('a replay of a rules version older than any still read, or newer, is refused', () => {
  const { replay } = fixture('into-the-blue');
  const game = GAME_MAP.get('into-the-blue') as AnyGame;
  for (const rulesVersion of [0, 3, 1.5, '1']) {
    const loaded = checkReplay({ ...replay, rulesVersion }, game);
    expect(loaded.ok ? null : loaded.problem.code).toBe('replay.bad-rules');
  }
});
