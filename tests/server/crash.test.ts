import { beforeAll, describe, expect, it } from 'vitest';
import { runCrashTest } from '../../src/bench/server/crash.js';
import { ensureBuilt } from './dist.js';

// The small version of `node dist/bench/server/crash-main.js` (20+ kills under load).
beforeAll(() => ensureBuilt(), 200_000);

describe('crash: kill -9 during play, restart, compare every acknowledged move', () => {
  for (const engine of ['sqlite', 'postgres'] as const) {
    it(`loses no acknowledged move (${engine})`, async () => {
      // Play runs up to 1.5 s between kills: on a loaded machine a restart and the reconnections
      // took most of 600 ms, leaving too few moves between kills for the comparison to mean much.
      const r = await runCrashTest({ engine, kills: 3, tables: 20, maxRunMs: 1500, port: 0 });
      expect(r.acknowledged).toBeGreaterThan(50);
      expect(r.lost).toBe(0);
      expect(r.mismatched).toBe(0);
      expect(r.movesInLog).toBeGreaterThanOrEqual(r.acknowledged);
    }, 120_000);
  }
});
