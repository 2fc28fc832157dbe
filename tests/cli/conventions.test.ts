import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Runs the built `fathom` command (npm test builds it first). */
function fathom(...args: string[]) {
  const r = spawnSync('node', ['bin/fathom.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const COMMANDS = ['play', 'simulate', 'tournament', 'analyze', 'replay', 'backup', 'restore'];

describe('fathom follows the command-line conventions', () => {
  it('--version prints the package version', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const r = fathom('--version');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`fathom ${pkg.version}\n`);
  });

  it('COMMAND --help prints that command usage alone, wherever --help stands', () => {
    for (const command of COMMANDS) {
      for (const args of [
        [command, '--help'],
        [command, 'into-the-blue', '-h'],
      ]) {
        const r = fathom(...args);
        expect(r.code).toBe(0);
        expect(r.err).toBe('');
        expect(r.out).toContain(`fathom ${command} `);
        // Not the global help: no other command is described.
        for (const other of COMMANDS.filter((c) => c !== command))
          expect(r.out).not.toContain(`fathom ${other} `);
        expect(r.out).toMatch(/into-the-blue \(2-5 players\)/);
      }
    }
  });

  it('bad arguments get one line on stderr naming the problem, and exit code 2', () => {
    const cases: [string[], RegExp][] = [
      [['simulate', 'into-the-blue', '--games', 'x', '--bots', 'expert,random'], /--games must be/],
      [['simulate', 'into-the-blue', '--players', '0', '--bots', 'expert'], /--players must be/],
      [['play', 'into-the-blue', '--players', 'x'], /--players must be/],
      [['tournament', 'into-the-blue', '--bots', 'random,expert', '--threads', '-1'], /threads/],
      [['analyze', 'game.json', '--iterations', '1.5'], /--iterations must be/],
      [['replay', 'game.json', '--lang', 'de'], /--lang must be es, en or fr/],
      [['simulate', 'into-the-blue', '--bogus'], /Unknown option '--bogus'/],
      [['dance'], /unknown command "dance"/],
    ];
    for (const [args, problem] of cases) {
      const r = fathom(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(problem);
      expect(r.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(r.err).toMatch(/\(see fathom (\w+ )?--help\)\n$/);
    }
  });
});
