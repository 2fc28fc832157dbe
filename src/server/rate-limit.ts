import { performance } from 'node:perf_hooks';

/** Whole milliseconds since the process started: a small integer, kept in a field as it is. */
export function nowMs(): number {
  return Math.floor(performance.now());
}

/**
 * A token bucket: `rate` per second on average, bursts up to `burst`.
 *
 * Counted in millionths of a token against whole milliseconds, so that with a whole number of
 * tokens per second (a socket's rate) every field stays a small integer: a fraction (or a
 * `Date.now()`) in a field is a number object of its own, and every socket keeps a bucket for
 * hours, for every full collection to mark.
 */
export class RateLimiter {
  /** Millionths of a token. */
  private micro: number;
  private last: number;
  /** Millionths of a token earned per ms. */
  private readonly perMs: number;
  private readonly capacity: number;

  constructor(
    rate: number,
    burst: number,
    private readonly clock: () => number = nowMs,
  ) {
    this.perMs = rate * 1000;
    this.capacity = burst * 1_000_000;
    this.micro = this.capacity;
    this.last = clock();
  }

  /** 0 if allowed now, else how many ms until it would be. A rate of 0 means no limit. */
  take(): number {
    if (this.perMs <= 0) return 0;
    const now = this.clock();
    this.micro = Math.min(this.capacity, this.micro + (now - this.last) * this.perMs);
    this.last = now;
    if (this.micro >= 1_000_000) {
      this.micro -= 1_000_000;
      return 0;
    }
    return Math.ceil((1_000_000 - this.micro) / this.perMs);
  }
}

/** Rate limiters per key (an address), forgotten when full again. */
export class KeyedRateLimiter {
  private readonly buckets = new Map<string, RateLimiter>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {}

  take(key: string): number {
    if (this.rate <= 0) return 0;
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size > 100_000) this.buckets.clear();
      b = new RateLimiter(this.rate, this.burst);
      this.buckets.set(key, b);
    }
    return b.take();
  }
}
