import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readReplayFile } from '../../src/cli/replay.js';
import { DEFAULT_PACK_1 } from '../../src/games/aquasphere/default-pack-1.js';
import { GAME_MAP } from '../../src/games/registry.js';
import { checkReplay, makeReplay, type AnyGame, type Replay } from '../../src/kernel/index.js';

/**
 * An AquaSphere file of rules version 2 with `{}` options (tests/fixtures/replays-v2), as a
 * scenario written by hand leaves them: it meant the default pack of its day, which rules version
 * 3 replaced. It must replay exactly as it was played, in the CLI, the web client and the server
 * (the same `checkReplay`).
 */
const DIR = join(import.meta.dirname, '../fixtures/replays-v2');
const file = join(DIR, 'aquasphere.v2.replay.json');
const replay = JSON.parse(readFileSync(file, 'utf8')) as Replay;
const then = JSON.parse(readFileSync(join(DIR, 'aquasphere.v2.final.json'), 'utf8')) as {
  result: unknown;
  final: Record<string, unknown>;
};
const game = GAME_MAP.get('aquasphere') as AnyGame;

/** The final state without its options. */
const rest = (state: unknown) => {
  const { options, ...others } = state as Record<string, unknown>;
  void options;
  return JSON.parse(JSON.stringify(others)) as Record<string, unknown>;
};

it('replays in the CLI to the same result and final state, with the first default pack', () => {
  expect([replay.rulesVersion, replay.options]).toEqual([2, {}]);
  const loaded = readReplayFile(file, 'en');
  if (!loaded.ok) throw new Error(loaded.message);
  expect(loaded.value.result).toEqual(then.result);
  expect(rest(loaded.value.final)).toEqual(then.final);
  expect((loaded.value.options as { pack: unknown }).pack).toBe(DEFAULT_PACK_1);
});

it('saved again, it writes the first pack out and replays the same under today’s version', () => {
  const loaded = checkReplay(replay, game);
  if (!loaded.ok) throw new Error(loaded.problem.code);
  const again = JSON.parse(
    JSON.stringify(makeReplay(game, loaded.value.options, replay.players, replay.moves)),
  ) as Replay;
  expect(again.rulesVersion).toBe(3);
  expect((again.options as { pack: unknown }).pack).toEqual(DEFAULT_PACK_1);
  const reloaded = checkReplay(again, game);
  if (!reloaded.ok) throw new Error(reloaded.problem.code);
  expect(reloaded.value.result).toEqual(then.result);
});

it('read as a file of today’s version, `{}` means today’s pack: another game', () => {
  const loaded = checkReplay({ ...replay, rulesVersion: 3 }, game);
  const same = loaded.ok && JSON.stringify(loaded.value.result) === JSON.stringify(then.result);
  expect(same).toBe(false);
});
