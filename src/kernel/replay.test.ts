import { describe, expect, it } from 'vitest';
import { intoTheBlue } from '../games/into-the-blue/index.js';
import { kernelMessages } from './errors.js';
import { formatMessage, LANGS, translate } from './i18n.js';
import {
  checkReplay,
  loadReplay,
  parseReplayText,
  replayGameId,
  replayNames,
  replayProblemText,
  type Checked,
} from './replay.js';

const games = new Map([[intoTheBlue.id, intoTheBlue]]);
const itb = intoTheBlue;

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

const codeOf = (r: Checked<unknown>) => (r.ok ? 'ok' : r.problem.code);

describe('replay files', () => {
  it('a scenario with hand-written chance moves replays', () => {
    const r = loadReplay(valid, games);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.states).toHaveLength(4);
      expect(r.value.result).toBeNull();
      expect(r.value.replay.players).toEqual(valid.players);
    }
  });

  it('names every problem of a malformed file by a key, with its values as parameters', () => {
    const problems = [
      parseReplayText('{oops'),
      loadReplay([], games),
      replayGameId({ ...valid, format: 'chess' }),
      replayGameId({ ...valid, version: 7 }),
      replayGameId({ ...valid, game: undefined }),
      loadReplay({ ...valid, game: 'go' }, games),
      checkReplay({ ...valid, game: 'go' }, itb),
      checkReplay({ ...valid, rulesVersion: 99 }, itb),
      checkReplay({ ...valid, players: 'two' }, itb),
      checkReplay({ ...valid, players: [{ name: 3 }, valid.players[1]] }, itb),
      checkReplay({ ...valid, players: valid.players.slice(0, 1) }, itb),
      checkReplay({ ...valid, options: { chests: [1] } }, itb),
      checkReplay({ ...valid, moves: {} }, itb),
      checkReplay({ ...valid, meta: 3 }, itb),
      checkReplay({ ...valid, moves: [3] }, itb),
      checkReplay({ ...valid, moves: [{ actor: 5, move: {} }] }, itb),
      checkReplay({ ...valid, moves: [{ actor: 1, move: { type: 'stop' } }] }, itb),
      checkReplay(
        { ...valid, meta: { redacted: true }, moves: [{ actor: 'chance', move: { type: 'x' } }] },
        itb,
      ),
    ];
    expect(problems.map(codeOf)).toEqual([
      'replay.not-json',
      'replay.not-replay',
      'replay.not-replay',
      'replay.bad-version',
      'replay.no-game',
      'replay.unknown-game',
      'replay.unknown-game',
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
    // Every problem reads in every language, with nothing left unfilled and no English inside.
    for (const p of problems) {
      if (p.ok) continue;
      expect(Object.values(p.problem.params).every((v) => !String(v).includes(' '))).toBe(true);
      for (const lang of LANGS) {
        const template = kernelMessages[lang][p.problem.code];
        expect(template, `${lang} ${p.problem.code}`).toBeDefined();
        const text = formatMessage(lang, template!, {
          ...p.problem.params,
          who: 'Ana',
          reason: '',
        });
        expect(text).not.toMatch(/\{|moves\[|seat \d|undefined/);
      }
    }
    const count = problems[10]!;
    if (!count.ok) expect(count.problem.params).toEqual({ n: 1, min: 2, max: 5 });
  });

  it('names the first refused move, who made it and why (the game’s own rule error)', () => {
    const moves = [...valid.moves.slice(0, 2), { actor: 0, move: { type: 'place', level: 5 } }];
    const r = checkReplay({ ...valid, moves }, itb);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem).toMatchObject({
      code: 'replay.refused-move',
      params: { n: 3, who: 0 },
      reason: { code: 'itb.level-not-in-sequence' },
    });
    const catalogs = [itb.messages, kernelMessages];
    const say = (lang: (typeof LANGS)[number]) =>
      replayProblemText(r.problem, replayNames({ ...valid, moves }), (code, params) =>
        translate(catalogs, lang, code, params),
      );
    expect(say('en')).toMatch(/^This replay cannot be read: move 3 \(Ana\) is refused\. \S/);
    expect(say('es')).toContain('Ana');
    expect(say('fr')).toContain('Ana');
    // Chance is named as chance, in the reader's language.
    const chance = checkReplay(
      { ...valid, moves: [{ actor: 'chance', move: { type: 'x' } }] },
      itb,
    );
    if (chance.ok) throw new Error('accepted');
    expect(chance.problem.params.who).toBe(-1);
    const words = replayProblemText(chance.problem, ['Ana', 'Bot'], (code, params) =>
      translate(catalogs, 'es', code, params),
    );
    expect(words).toContain(`(${translate(catalogs, 'es', 'replay.chance')})`);
  });

  it('a good file loads the same through either door', () => {
    const one = loadReplay(valid, games);
    const other = checkReplay(valid, itb);
    expect(one).toEqual(other);
  });
});
