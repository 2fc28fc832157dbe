/** A token bucket: `rate` per second on average, bursts up to `burst`. */
export class RateLimiter {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  /** 0 if allowed now, else how many ms until it would be. A rate of 0 means no limit. */
  take(): number {
    if (this.rate <= 0) return 0;
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.rate) / 1000);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) * 1000) / this.rate);
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
