import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createPacer } from './pacing';

/** A message for the pacer: its number, and whether a bot made its move. */
type Item = { n: number; bot: boolean };

function pacer() {
  const shown: number[] = [];
  const p = createPacer<Item>(
    (item) => {
      shown.push(item.n);
      return item.bot;
    },
    () => 650,
  );
  return { p, shown };
}

const bots = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ n: from + i, bot: true }));

describe("the pacing of bots' moves", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("shows a bot's moves one at a time, botMs apart, and people's at once", () => {
    const { p, shown } = pacer();
    p.push({ n: 1, bot: false });
    p.push({ n: 2, bot: false });
    expect(shown).toEqual([1, 2]);
    for (const item of bots(3, 3)) p.push(item);
    expect(shown).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(649);
    expect(shown).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1, 2, 3, 4]);
    vi.advanceTimersByTime(650);
    expect(shown).toEqual([1, 2, 3, 4, 5]);
    // After a bot's move, even a person's waits its turn: nothing is shown out of order.
    p.push({ n: 6, bot: false });
    expect(shown).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(650);
    expect(shown).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('catches up at once when more than 12 messages wait', () => {
    const { p, shown } = pacer();
    for (const item of bots(1, 14)) p.push(item);
    // The first is shown; 13 then wait, more than 12: shown at once down to 12 waiting.
    expect(shown).toEqual([1, 2]);
    for (const item of bots(15, 3)) p.push(item);
    expect(shown).toEqual([1, 2, 3, 4, 5]);
    vi.advanceTimersByTime(650 * 12);
    expect(shown).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
  });

  test('clear forgets what waits, and stop shows nothing more', () => {
    const { p, shown } = pacer();
    for (const item of bots(1, 3)) p.push(item);
    p.clear();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([1]);
    // Long after the last bot's move: shown at once; the next waits, and is never shown.
    p.push({ n: 4, bot: true });
    expect(shown).toEqual([1, 4]);
    p.push({ n: 5, bot: true });
    p.stop();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([1, 4]);
  });
});
