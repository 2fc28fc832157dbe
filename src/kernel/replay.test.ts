import { describe, expect, it } from 'vitest';
import { intoTheBlue } from '../games/into-the-blue/index.js';
import { loadReplay, parseReplayText } from './replay.js';

const games = new Map([[intoTheBlue.id, intoTheBlue]]);
const load = (raw: unknown) =>
  loadReplay(raw, games, (code, params) => `${code} ${JSON.stringify(params)}`);

const valid = {
  format: 'fathom-replay',
  version: 1,
  game: 'into-the-blue',
  rulesVersion: 1,
  options: { chests: [5, 6, 6, 7, 8] },
  players: [
    { name: 'Ana', kind: 'human' },
    { name: 'Bot', kind: 'bot:expert' },
  ],
  moves: [
    { actor: 'chance', move: { type: 'dice', values: [1, 1, 2, 3, 3, 5] } },
    { actor: 0, move: { type: 'stop' } },
    { actor: 0, move: { type: 'place', level: 3 } },
  ],
};

function problemOf(raw: unknown): { where: unknown; message: unknown } {
  const r = load(raw);
  if (r.ok) throw new Error('accepted');
  return { where: r.error.params.where, message: r.error.params.message };
}

describe('replay files', () => {
  it('a scenario with hand-written chance moves replays', () => {
    const r = load(valid);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.states).toHaveLength(4);
      expect(r.value.result).toBeNull();
    }
  });

  it('names the problem in a malformed file', () => {
    expect(parseReplayText('{oops').ok).toBe(false);
    expect(problemOf([]).where).toBe('file');
    expect(problemOf({ ...valid, format: 'chess' }).where).toBe('format');
    expect(problemOf({ ...valid, version: 99 }).where).toBe('version');
    expect(problemOf({ ...valid, game: 'go' }).message).toMatch(/unknown game "go"/);
    expect(problemOf({ ...valid, rulesVersion: 0 }).where).toBe('rulesVersion');
    expect(problemOf({ ...valid, players: [{ name: 'Solo', kind: 'human' }] }).message).toMatch(
      /2 to 5 players/,
    );
    expect(
      problemOf({ ...valid, players: [{ name: 3 }, { name: 'x', kind: 'human' }] }).where,
    ).toBe('players[0]');
    expect(problemOf({ ...valid, options: { chests: [1] } }).where).toBe('options');
    expect(problemOf({ ...valid, moves: 'all of them' }).where).toBe('moves');
  });

  it('names the first illegal move and why', () => {
    const moves = [...valid.moves.slice(0, 2), { actor: 0, move: { type: 'place', level: 5 } }];
    const p = problemOf({ ...valid, moves });
    expect(p.where).toBe('moves[2]');
    expect(p.message).toMatch(/seat 0: itb.level-not-in-sequence/);
    expect(problemOf({ ...valid, moves: [{ actor: 7, move: { type: 'stop' } }] }).message).toMatch(
      /actor 7/,
    );
    expect(problemOf({ ...valid, moves: [{ actor: 1, move: { type: 'stop' } }] }).message).toMatch(
      /not-your-turn/,
    );
    expect(
      problemOf({ ...valid, moves: [{ actor: 'chance', move: { type: 'teleport' } }] }).where,
    ).toBe('moves[0]');
    expect(problemOf({ ...valid, moves: [null] }).where).toBe('moves[0]');
  });
});
