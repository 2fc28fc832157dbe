/**
 * How long bots and dice take, so people can follow others' moves. `?pace=0` in the address
 * (used by the end-to-end tests) or a stored choice makes everything instant.
 */
export interface Pace {
  readonly botMs: number;
  readonly chanceMs: number;
}

export function currentPace(): Pace {
  const param = new URLSearchParams(location.search).get('pace');
  const factor = param === null ? 1 : Math.max(0, Number(param) || 0);
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { botMs: 650 * factor, chanceMs: (reduced ? 150 : 400) * factor };
}
