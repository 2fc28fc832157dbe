/**
 * The `p` quantile (0 to 1) of `xs`, to a tenth, by nearest rank (the element below which a
 * fraction `p` of them lie); NaN for none. Every server benchmark reports its times this way.
 */
export function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return +(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN).toFixed(1);
}
