import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/server/rate-limit.js';

/** A limiter on a clock the test moves by hand (whole ms, as the server's is). */
function limiter(rate: number, burst: number): { take(): number; advance(ms: number): void } {
  let now = 1_000;
  const bucket = new RateLimiter(rate, burst, () => now);
  return { take: () => bucket.take(), advance: (ms) => (now += ms) };
}

describe('RateLimiter', () => {
  // A socket's bucket (20 a second, bursts of 40), and the lobby's (30 tables a minute).
  it.each([
    { rate: 20, burst: 40, wait: 50 },
    { rate: 0.5, burst: 30, wait: 2000 },
  ])(
    'allows $burst at once at $rate/s, then says to wait $wait ms, exactly',
    ({ rate, burst, wait }) => {
      const b = limiter(rate, burst);
      for (let i = 0; i < burst; i++) expect(b.take()).toBe(0);
      expect(b.take()).toBe(wait);
      b.advance(wait - 1);
      expect(b.take()).toBe(1);
      b.advance(1);
      expect(b.take()).toBe(0);
    },
  );

  it('never limits at a rate of 0', () => {
    const b = limiter(0, 1);
    for (let i = 0; i < 100; i++) expect(b.take()).toBe(0);
  });

  it('never allows more than the burst and the rate earned since, whatever the timing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { maxLength: 300 }),
        (rate, burst, gaps) => {
          const b = limiter(rate, burst);
          let elapsed = 0;
          let allowed = 0;
          for (const gap of gaps) {
            b.advance(gap);
            elapsed += gap;
            if (b.take() === 0) allowed++;
            expect(allowed).toBeLessThanOrEqual(burst + Math.floor((elapsed * rate) / 1000));
          }
        },
      ),
    );
  });

  it('never refuses a client that keeps to the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 300 }),
        (rate, burst, extra) => {
          const b = limiter(rate, burst);
          for (const e of extra) {
            expect(b.take()).toBe(0);
            b.advance(Math.ceil(1000 / rate) + e);
          }
        },
      ),
    );
  });

  it('allows exactly when it said it would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 20 }),
        (rate, burst) => {
          const b = limiter(rate, burst);
          while (b.take() === 0);
          const wait = limiter(rate, burst);
          while (wait.take() === 0);
          // Both empty alike: one waits a ms short of what it was told, the other the full time.
          const told = b.take();
          wait.take();
          b.advance(told - 1);
          wait.advance(told);
          expect(b.take()).toBeGreaterThan(0);
          expect(wait.take()).toBe(0);
        },
      ),
    );
  });
});
