import { expect, test } from 'vitest';
import { GAME_MAP } from '../../../src/games/registry.js';
import {
  createRng,
  formatMessage,
  LANGS,
  loadReplay,
  makeReplay,
  RandomAgent,
  runMatch,
} from '../../../src/kernel/index.js';
import { uiMessages } from '../messages';
import { checkReplay, parseReplayJson, replayGameId } from './check-replay';

const itb = GAME_MAP.get('into-the-blue')!;
const players = [
  { name: 'Ana', kind: 'human' },
  { name: 'Bea', kind: 'human' },
];

function finishedGame() {
  const agents = [new RandomAgent(), new RandomAgent()];
  const record = runMatch(itb, itb.defaultOptions(2), agents, createRng('check'), [
    createRng('a'),
    createRng('b'),
  ]);
  return makeReplay(itb, itb.defaultOptions(2), players, record.moves, { seed: 'check' });
}

test('a good replay loads exactly as the kernel loads it', () => {
  const replay = JSON.parse(JSON.stringify(finishedGame())) as unknown;
  const ours = checkReplay(replay, itb);
  const kernel = loadReplay(replay, GAME_MAP, (code) => code);
  expect(ours.ok && kernel.ok).toBe(true);
  if (!ours.ok || !kernel.ok) return;
  expect(ours.value.replay).toEqual(kernel.value.replay);
  expect(ours.value.states).toEqual(kernel.value.states);
  expect(ours.value.result).toEqual(kernel.value.result);
});

test('every problem is a key of the client’s catalog, in every language, with no English in it', () => {
  const good = finishedGame();
  const problems = [
    parseReplayJson('{oops'),
    replayGameId({ hello: 'world' }),
    replayGameId({ ...good, version: 7 }),
    replayGameId({ ...good, game: undefined }),
    checkReplay({ ...good, rulesVersion: 99 }, itb),
    checkReplay({ ...good, players: 'two' }, itb),
    checkReplay({ ...good, players: [{ name: 'Ana' }, players[1]] }, itb),
    checkReplay({ ...good, players: players.slice(0, 1) }, itb),
    checkReplay({ ...good, options: { chests: [1] } }, itb),
    checkReplay({ ...good, moves: {} }, itb),
    checkReplay({ ...good, meta: 3 }, itb),
    checkReplay({ ...good, moves: [3] }, itb),
    checkReplay({ ...good, moves: [{ actor: 5, move: {} }] }, itb),
    checkReplay({ ...good, moves: [{ actor: 0, move: { type: 'stop' } }] }, itb),
    checkReplay(
      { ...good, meta: { redacted: true }, moves: [{ actor: 'chance', move: { type: 'x' } }] },
      itb,
    ),
  ];
  const codes = problems.map((p) => (p.ok ? 'ok' : p.problem.code));
  expect(codes).toEqual([
    'replay.not-json',
    'replay.not-replay',
    'replay.bad-version',
    'replay.no-game',
    'replay.bad-rules',
    'replay.bad-players',
    'replay.bad-player',
    'replay.player-count',
    'replay.bad-options',
    'replay.bad-moves',
    'replay.bad-meta',
    'replay.bad-move',
    'replay.bad-actor',
    'replay.refused-move',
    'replay.redacted',
  ]);
  for (const p of problems) {
    if (p.ok) continue;
    for (const lang of LANGS) {
      const template = uiMessages[lang][p.problem.code];
      expect(template, `${lang} ${p.problem.code}`).toBeDefined();
      const text = formatMessage(lang, template!, { ...p.problem.params, who: 'Ana', reason: '' });
      expect(text).not.toMatch(/\{|moves\[|seat \d|undefined/);
    }
  }
  // A refused move says who made it (the page writes the name) and why (a rule error's key).
  const refused = problems[13]!;
  expect(refused.ok).toBe(false);
  if (!refused.ok) {
    expect(refused.problem.params).toEqual({ n: 1, who: 0 });
    expect(refused.problem.reason?.code).toBe('not-your-turn');
  }
});
