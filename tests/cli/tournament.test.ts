import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

function fathom(...args: string[]) {
  const r = spawnSync('node', ['bin/fathom.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('a tournament rates the bots with intervals, the same on one thread as on two', () => {
  const args = ['tournament', 'into-the-blue', '--bots', 'random,expert', '--games', '40'];
  const one = fathom(...args, '--threads', '1', '--json');
  const two = fathom(...args, '--threads', '2', '--json');
  expect(one.code).toBe(0);
  expect(two.code).toBe(0);
  const a = JSON.parse(one.out);
  const b = JSON.parse(two.out);
  expect(a.players.map((p: { bot: string }) => p.bot)).toEqual(['random', 'expert']);
  expect(a.players[1].rating.elo).toBeGreaterThan(100);
  expect(a.players[1].rating.low).toBeLessThanOrEqual(a.players[1].rating.elo);
  expect(a.players[1].rating.high).toBeGreaterThanOrEqual(a.players[1].rating.elo);
  expect(a.players.map((p: { rating: unknown }) => p.rating)).toEqual(
    b.players.map((p: { rating: unknown }) => p.rating),
  );
  expect(b.threads).toBe(2);
  // Every game seats both bots, rotated: 40 games of 2 seats.
  expect(a.players[0].seatGames + a.players[1].seatGames).toBe(80);
});

test('a lineup with repeats plays every game; a table prints', () => {
  const r = fathom(
    'tournament',
    'aquasphere',
    '--bots',
    'heuristic,random,random,random',
    '--games',
    '8',
  );
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/aquasphere tournament: 8 games, 4 players/);
  expect(r.out).toMatch(/heuristic\s+8\s+/);
  expect(r.out).toMatch(/random\s+24\s+/);
});

test('bad arguments are usage errors', () => {
  expect(fathom('tournament', 'aquasphere', '--bots', 'random').code).toBe(2);
  expect(fathom('tournament', 'aquasphere', '--bots', 'random,nobody').code).toBe(2);
  expect(fathom('tournament', 'chess', '--bots', 'random,random').code).toBe(2);
  // The process's CPU time is every thread's: the CPU clock needs the games on one thread.
  const cpu = fathom('tournament', 'survive', '--bots', 'random,heuristic', '--cpu-clock');
  expect(cpu.code).toBe(2);
  expect(cpu.err).toMatch(/--cpu-clock needs --threads 1/);
});

test('on the CPU clock, a tournament of searching bots plays on one thread', () => {
  const args = ['--bots', 'random,ismcts', '--games', '1', '--ms', '5', '--cpu-clock'];
  const r = fathom('tournament', 'into-the-blue', ...args, '--threads', '1', '--json');
  expect(r.code).toBe(0);
  const report = JSON.parse(r.out);
  expect(report.threads).toBe(1);
  expect(report.players[1].seatGames).toBe(1);
});
