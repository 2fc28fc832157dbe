import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';

function fathom(...args: string[]) {
  const r = spawnSync('node', ['bin/fathom.js', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'fathom-analyze-'));

test.each(['into-the-blue', 'aquasphere'])(
  '%s: a finished game analysed twice with one seed gives the same marks',
  (game) => {
    const file = join(dir, `${game}.json`);
    const played = fathom(
      'play',
      game,
      '--seats',
      'heuristic,random',
      '--seed',
      '5',
      '--save',
      file,
    );
    expect(played.code).toBe(0);
    const args = ['analyze', file, '--iterations', '24', '--json'];
    const one = fathom(...args, '--threads', '1');
    const two = fathom(...args, '--threads', '2');
    expect(one.code).toBe(0);
    const a = JSON.parse(one.out);
    const b = JSON.parse(two.out);
    expect(a.decisions.length).toBeGreaterThan(5);
    expect(a.decisions).toEqual(b.decisions);
    for (const d of a.decisions) {
      expect(d.before).toBeGreaterThanOrEqual(d.after);
      expect(d.before).toBeLessThanOrEqual(1);
    }
    expect(a.summary).toHaveLength(2);
    const text = fathom('analyze', file, '--iterations', '24', '--lang', 'es');
    expect(text.out).toMatch(/decisions analysed/);
    expect(text.out).toMatch(/Accuracy:/);
  },
);

test('an unfinished game, a corrupt file and a missing file are refused with exit code 2', () => {
  const file = join(dir, 'into-the-blue.json');
  const replay = JSON.parse(readFileSync(file, 'utf8'));
  const unfinished = join(dir, 'unfinished.json');
  writeFileSync(unfinished, JSON.stringify({ ...replay, moves: replay.moves.slice(0, 10) }));
  const r = fathom('analyze', unfinished);
  expect(r.code).toBe(2);
  expect(r.err).toMatch(/not over/);
  const corrupt = join(dir, 'corrupt.json');
  writeFileSync(corrupt, '{"format": "fathom-replay"');
  expect(fathom('analyze', corrupt).code).toBe(2);
  expect(fathom('analyze', join(dir, 'nothing.json')).code).toBe(2);
});
