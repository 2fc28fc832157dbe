import { describe, expect, it } from 'vitest';
import { CHART, chartScale, shortDate } from './chart-scale';

const DAY = 86_400_000;
const at = Date.UTC(2026, 11, 2, 12);

describe('the rating chart’s axes', () => {
  it('writes the lowest and highest ratings at the left, at the line’s heights', () => {
    const s = chartScale(
      [
        { at, rating: 1662.3 },
        { at: at + DAY, rating: 1590 },
      ],
      'en',
    );
    expect(s.ratings.map((r) => r.label)).toEqual(['1,670', '1,500']);
    // The start (1500) is the lowest point: on the bottom axis; 1670 is the top of the plot.
    expect(s.points[0]?.y).toBeCloseTo(CHART.height - CHART.bottom);
    expect(s.ratings[0]?.y).toBeCloseTo(CHART.top);
    expect(s.points.map((p) => p.x)).toEqual([CHART.left, 175, CHART.width - CHART.right]);
  });

  it('dates the first game and the last, in the reader’s language', () => {
    const s = chartScale(
      [
        { at, rating: 1600 },
        { at: at + 40 * DAY, rating: 1650 },
      ],
      'fr',
    );
    expect(s.dates.map((d) => d.label)).toEqual(['2 déc. 2026', '11 janv. 2027']);
    expect(s.dates[1]?.x).toBe(CHART.width - CHART.right);
    // One game (or all on one day): one date.
    expect(chartScale([{ at, rating: 1400 }], 'es').dates.map((d) => d.label)).toEqual([
      '2 dic 2026',
    ]);
    expect(chartScale([], 'en').dates).toEqual([]);
  });

  it('keeps a flat line inside the plot', () => {
    const s = chartScale([{ at, rating: 1500 }], 'en');
    for (const p of s.points) {
      expect(p.y).toBeGreaterThanOrEqual(CHART.top);
      expect(p.y).toBeLessThanOrEqual(CHART.height - CHART.bottom);
    }
  });

  it('writes a game’s date short', () => {
    expect(shortDate(at, 'en')).toBe('Dec 2, 2026');
    expect(shortDate(at, 'fr')).toBe('2 déc. 2026');
  });
});
