import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs the built `fathom` command (npm test builds it first). */
function fathom(args: string[], input = '') {
  const r = spawnSync('node', ['bin/fathom.js', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'fathom-cli-'));

describe('fathom', () => {
  it('explains itself with no arguments or --help', () => {
    for (const args of [[], ['--help']]) {
      const r = fathom(args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/fathom play <game>/);
      expect(r.out).toMatch(/into-the-blue \(2-5 players\): random, heuristic, expert/);
    }
  });

  it('rejects an unknown command or game with one line and exit code 2', () => {
    expect(fathom(['dance']).code).toBe(2);
    expect(fathom(['play', 'chess']).err).toMatch(/play needs a game/);
    expect(fathom(['simulate', 'into-the-blue', '--bots', 'expert,nobody']).err).toMatch(
      /unknown bot "nobody"/,
    );
  });

  it('simulate --json prints one object with games, games per second and seats', () => {
    const args = ['simulate', 'into-the-blue', '--players', '3', '--games', '20'];
    args.push('--bots', 'expert,heuristic,random', '--seed', '1', '--json');
    const r = fathom(args);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.games).toBe(20);
    expect(report.gamesPerSecond).toBeGreaterThan(0);
    expect(report.seats.map((s: { bot: string }) => s.bot)).toEqual([
      'expert',
      'heuristic',
      'random',
    ]);
    const wins = report.seats.reduce((sum: number, s: { wins: number }) => sum + s.wins, 0);
    expect(wins).toBeGreaterThanOrEqual(20);
    // The same seed plays the same games.
    const again = JSON.parse(fathom(args).out);
    expect(again.seats).toEqual(
      report.seats.map((s: object) => ({ ...s, meanDecisionMs: expect.any(Number) })),
    );
  });

  it('plays a game at the terminal in Spanish, saves it, and replays the file', () => {
    const file = join(dir, 'game.json');
    // The human stops at once every turn and places on level 1 when asked; blank lines are ignored.
    const input = Array.from({ length: 400 }, () => 's\n1\n').join('');
    const r = fathom(
      [
        'play',
        'into-the-blue',
        '--seats',
        'you,expert',
        '--lang',
        'es',
        '--seed',
        '5',
        '--save',
        file,
      ],
      input,
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Tu turno/);
    expect(r.out).toMatch(/Fin de la partida/);
    const replayed = fathom(['replay', file, '--json']);
    expect(replayed.code).toBe(0);
    const summary = JSON.parse(replayed.out);
    expect(summary.game).toBe('into-the-blue');
    expect(summary.result.scores).toHaveLength(2);
    expect(summary.moves).toBeGreaterThan(10);
  });

  it('draws who starts and says so first, unless the table keeps the seating order', () => {
    const args = ['play', 'into-the-blue', '--seats', 'random,random', '--seed', '3'];
    const drawn = fathom(args);
    expect(drawn.code).toBe(0);
    // Seed 3 draws seat 2: the log opens with the draw, then seat 2's roll.
    expect(drawn.out.trimStart()).toMatch(/^random 2 starts\.\n\s*random 2 rolls/);
    const seated = fathom([...args, '--seat-order']);
    expect(seated.code).toBe(0);
    expect(seated.out).not.toMatch(/starts\./);
    expect(seated.out.trimStart()).toMatch(/^random 1 rolls/);
  });

  it('tells an illegal typed move why, in the player’s language, and asks again', () => {
    const r = fathom(
      ['play', 'into-the-blue', '--seats', 'you,random', '--lang', 'fr', '--seed', '2'],
      'k 9\n',
    );
    expect(r.out).toMatch(/Interdit : Vous ne pouvez garder que des dés que vous avez lancés/);
    expect(r.out).toMatch(/Entrée fermée/);
  });

  it('a corrupt or illegal replay file gets a clear message and exit code 2', () => {
    const corrupt = join(dir, 'corrupt.json');
    writeFileSync(corrupt, '{"format": "fathom-replay", ');
    const r = fathom(['replay', corrupt]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/corrupt\.json: This file is not a replay: it is not JSON text\./);
    const illegal = join(dir, 'illegal.json');
    writeFileSync(
      illegal,
      JSON.stringify({
        format: 'fathom-replay',
        version: 1,
        game: 'into-the-blue',
        rulesVersion: 1,
        options: {},
        players: [
          { name: 'A', kind: 'human' },
          { name: 'B', kind: 'human' },
        ],
        moves: [
          { actor: 'chance', move: { type: 'dice', values: [2, 2, 3, 4, 5, 5] } },
          { actor: 0, move: { type: 'place', level: 1 } },
        ],
      }),
    );
    const bad = fathom(['replay', illegal]);
    expect(bad.code).toBe(2);
    // The same words as the web client's: which move, whose (by name) and the rule's reason.
    expect(bad.err).toMatch(
      /illegal\.json: This replay cannot be read: move 2 \(A\) is refused\. There are no shells to place now/,
    );
    // In the reader's language when asked for.
    const es = fathom(['replay', illegal, '--lang', 'es']);
    expect(es.code).toBe(2);
    expect(es.err).toMatch(
      /illegal\.json: .*la jugada 2 \(A\) no es válida\. Ahora no hay conchas que colocar/,
    );
    expect(fathom(['replay', join(dir, 'missing.json')]).code).toBe(2);
  });
});
