/**
 * Where the rating chart's line, axes and their labels go (issue 42: it had neither axes nor
 * dates). Plain numbers and Intl, no page: unit-tested in chart-scale.test.ts.
 */

/** The chart's box in SVG units: the plot, with room at the left (ratings) and below (dates). */
export const CHART = { width: 320, height: 120, left: 40, right: 10, top: 8, bottom: 22 } as const;

/** Every rating starts here (docs/ratings.md): the line's first point, before the first game. */
export const START = 1500;

/** A date as a profile shows it beside a game: "2 Dec 2026", "2 dic 2026", "2 déc. 2026". */
export function shortDate(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(ms);
}

export interface ChartScale {
  /** The line: the start, then the rating after each game. */
  readonly points: readonly { x: number; y: number }[];
  /** The ratings written along the left axis (the lowest and the highest), at their heights. */
  readonly ratings: readonly { label: string; y: number }[];
  /** The dates written under the bottom axis (the first game's and the last's), where they are. */
  readonly dates: readonly { label: string; x: number }[];
}

export function chartScale(
  history: readonly { at: number; rating: number }[],
  lang: string,
): ChartScale {
  const { width, height, left, right, top, bottom } = CHART;
  const values = [START, ...history.map((h) => h.rating)];
  const lo = Math.floor(Math.min(...values) / 10) * 10;
  const hi = Math.max(lo + 10, Math.ceil(Math.max(...values) / 10) * 10);
  const x = (i: number) => left + (i / Math.max(1, values.length - 1)) * (width - left - right);
  const y = (r: number) => top + ((hi - r) / (hi - lo)) * (height - top - bottom);
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const first = history[0];
  const last = history[history.length - 1];
  const dates =
    first && last
      ? [
          { label: shortDate(first.at, lang), x: x(1) },
          ...(history.length > 1 && shortDate(last.at, lang) !== shortDate(first.at, lang)
            ? [{ label: shortDate(last.at, lang), x: x(values.length - 1) }]
            : []),
        ]
      : [];
  return {
    points: values.map((r, i) => ({ x: x(i), y: y(r) })),
    ratings: [
      { label: number.format(hi), y: y(hi) },
      { label: number.format(lo), y: y(lo) },
    ],
    dates,
  };
}
