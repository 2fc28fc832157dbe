/**
 * What storage keeps for signing in (issue 26): passkey ceremonies begun and not finished, and
 * the buckets that limit sign-in attempts. Both live in the database, not in an instance's
 * memory: behind a load balancer without stickiness, the two requests of a ceremony, and one
 * client's attempts, may each reach a different instance.
 */

/** A passkey ceremony: its options were sent, its answer has not come. */
export interface CeremonyRecord {
  /** Random: what the client sends back with its answer. */
  readonly id: string;
  /** Who began it (limits.ts's address key), for the bound per address. */
  readonly address: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  /** What the ceremony holds (its challenge, origin, account), as accounts/service.ts wrote it. */
  readonly data: string;
}

/**
 * Ceremonies kept at most: per address (its oldest go first), and in all (the oldest of the
 * address holding the most goes first).
 */
export interface CeremonyBounds {
  readonly perAddress: number;
  readonly total: number;
}

/** A token bucket: `rate` attempts per second on average, `burst` at once. */
export interface Bucket {
  readonly rate: number;
  readonly burst: number;
}

export interface SignInStorage {
  /**
   * Keeps a ceremony. Expired ones go, and the oldest beyond the bounds: those of its address;
   * then, beyond the total, the oldest of the address holding the most, so that no client grows
   * the table without bound, and a flood from many addresses evicts its own while any of them
   * holds more than a bystander does.
   */
  putCeremony(ceremony: CeremonyRecord, bounds: CeremonyBounds, now: number): Promise<void>;
  /**
   * The ceremony, deleted: one caller gets it, whichever instance asks and however many ask at
   * once; the others (a replay) get null, as does a ceremony unknown or expired at `now`.
   */
  takeCeremony(id: string, now: number): Promise<CeremonyRecord | null>;
  /**
   * Takes one attempt from the key's bucket (full when the key is new): 0 if it was there, else
   * how many ms until one would be (nothing taken). Buckets full again are forgotten.
   */
  attempt(key: string, bucket: Bucket, now: number): Promise<number>;
}
