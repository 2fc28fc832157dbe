import { expect, test } from 'vitest';
import { DEFAULT_ARGS, parseArgs, summarize, table } from './summary.js';

test('the phone benchmark reads its options, and refuses what it cannot use', () => {
  expect(parseArgs([])).toEqual(DEFAULT_ARGS);
  expect(
    parseArgs([
      '--rate',
      '6',
      '--games',
      '3',
      '--decisions',
      '10',
      '--game',
      'survive',
      '--bots',
      'search,ismcts',
    ]),
  ).toEqual({ rate: 6, games: 3, decisions: 10, only: ['survive'], bots: ['search', 'ismcts'] });
  expect(parseArgs(['--rate', 'auto']).rate).toBe('auto');
  expect(() => parseArgs(['--rate', '0.5'])).toThrow(/--rate/);
  expect(() => parseArgs(['--games', 'two'])).toThrow(/--games/);
  expect(() => parseArgs(['--games'])).toThrow(/value/);
  expect(() => parseArgs(['--fast', '1'])).toThrow(/unknown/);
});

test('a level is summarized by its percentiles and the decisions past its budget', () => {
  const times = Array.from({ length: 100 }, (_, i) => (i + 1) * 12);
  const row = summarize('survive', 'search', 2, times);
  expect(row).toMatchObject({ decisions: 100, p50: 612, p95: 1152, max: 1200, budget: 1000 });
  expect(row.over).toBe(17);
  expect(table([row]).split('\n')[2]).toBe(
    '| survive | search | 2 | 100 | 612 | 1152 | 1200 | 1000 | 17 |',
  );
  expect(summarize('survive', 'random', 1, []).max).toBeNaN();
});
