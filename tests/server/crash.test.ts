import { beforeAll, describe, expect, it } from 'vitest';
import { runCrashTest } from '../../src/bench/server/crash.js';
import { ensureBuilt } from './dist.js';

// The small version of `node dist/bench/server/crash-main.js` (20+ kills under load).
beforeAll(() => ensureBuilt(), 200_000);

describe('crash: kill -9 during play, restart, compare every acknowledged move', () => {
  for (const engine of ['sqlite', 'postgres'] as const) {
    it(`loses no acknowledged move (${engine})`, async () => {
      // Each run between kills waits for 20 acknowledged moves, then plays up to 1.5 s more: on a
      // loaded machine a restart and the reconnections took the whole of a timed run, leaving too
      // few moves between kills for the comparison to mean much (and under 50 in all).
      const r = await runCrashTest({
        engine,
        kills: 3,
        tables: 20,
        maxRunMs: 1500,
        minAcksPerRun: 20,
        port: 0,
      });
      expect(r.acknowledged).toBeGreaterThan(50);
      expect(r.lost).toBe(0);
      expect(r.mismatched).toBe(0);
      expect(r.movesInLog).toBeGreaterThanOrEqual(r.acknowledged);
    }, 300_000);
  }
});
