/**
 * A CPU index on the scale of Lighthouse's BenchmarkIndex, which Chrome DevTools' CPU calibration
 * uses to aim its presets (a mid-tier phone, like a Pixel 5, scores 1000; a low-tier one, like a
 * Moto G4 Power 2022, 264): the mean of two rates a second, divided by ten, over `ms` in all:
 * strings of 10,000 characters built one character at a time (the collector's work), and copies
 * of an array of 100,000 integers. Runs in the page (passed to page.evaluate as it is), so it
 * must not close over anything.
 */
export function cpuIndex(ms: number): number {
  const half = ms / 2;
  const strings = (): number => {
    const t0 = Date.now();
    let n = 0;
    while (Date.now() - t0 < half) {
      let text = '';
      for (let k = 0; k < 10_000; k++) text += 'a';
      if (text.length !== 10_000) throw new Error('unreachable');
      n++;
    }
    return n / 10 / ((Date.now() - t0) / 1000);
  };
  const copies = (): number => {
    const a: number[] = [];
    const b: number[] = [];
    for (let k = 0; k < 100_000; k++) a[k] = b[k] = k;
    const t0 = Date.now();
    let n = 0;
    // The clock read every tenth copy only.
    while (n % 10 !== 0 || Date.now() - t0 < half) {
      const [from, to] = n % 2 === 0 ? [a, b] : [b, a];
      for (let k = 0; k < from.length; k++) to[k] = from[k]!;
      n++;
    }
    return n / 10 / ((Date.now() - t0) / 1000);
  };
  return Math.round((strings() + copies()) / 2);
}

/** The index of DevTools' mid-tier phone (a Pixel 5). */
export const MID_TIER_INDEX = 1000;
