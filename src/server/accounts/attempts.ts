import type { Storage } from '../storage/types.js';
import type { Bucket } from '../storage/sign-in-types.js';
import { TableError } from '../tables/live-table.js';

/**
 * Attempts at a secret (a password or a passkey), per second on average and at once, in three
 * buckets: per address, per subject (a name, an account, a credential) from that address, and per
 * subject from everywhere.
 */
export interface SignInLimits {
  readonly perAddress: Bucket;
  readonly perNameAndAddress: Bucket;
  readonly perName: Bucket;
}

/**
 * Per (subject, address), 5 at once then one a minute: a guesser on one address is slowed down as
 * before. Per subject, looser (20 at once, then one every 30 s), so that a stranger's wrong
 * passwords from another address, even at the rate their own bucket allows, never empty the
 * owner's (issue 39: five wrong passwords locked the owner out, one a minute kept them out). Only
 * guessers on three or more addresses at once can hold a name's bucket empty; the whole world
 * then gets 2 guesses a minute at it, and a passkey (keyed by its credential) still signs in.
 * Per address, 20 at once then one every 3 s, for every name together: sign-ups spend from it
 * too. Unknown names count the same, so a limit tells nothing. The buckets are kept in storage:
 * every instance spends from the same ones.
 */
export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: { rate: 1 / 3, burst: 20 },
  perNameAndAddress: { rate: 1 / 60, burst: 5 },
  perName: { rate: 1 / 30, burst: 20 },
};

/** The limits on attempts, over storage's token buckets (sign-in-sql.ts). */
export class Attempts {
  private readonly limits: SignInLimits;

  constructor(
    private readonly storage: Storage,
    given: Partial<SignInLimits> = {},
  ) {
    this.limits = { ...SIGN_IN_LIMITS, ...given };
  }

  /**
   * An attempt from `address` (limits.ts's address key) at `subject` (`name:KEY`,
   * `password:ACCOUNT`, `passkey:ID`; null: the address's bucket alone): refused while any
   * bucket is empty, before any hashing. The address is counted first, then the pair, then the
   * subject: a client held back by one spends nothing of the next, so a guesser held back on its
   * own address spends nothing of the owner's.
   */
  async take(subject: string | null, address: string): Promise<void> {
    const now = Date.now();
    const buckets: [string, Bucket][] = [[`address:${address}`, this.limits.perAddress]];
    // An address key never holds '|': the pair's key is the address's up to the first one.
    if (subject !== null)
      buckets.push(
        [`pair:${address}|${subject}`, this.limits.perNameAndAddress],
        [subject, this.limits.perName],
      );
    for (const [key, bucket] of buckets) {
      if (bucket.rate <= 0) continue;
      const wait = await this.storage.signIns.attempt(key, bucket, now);
      if (wait > 0) throw new TableError('rate-limited', { retryMs: wait });
    }
  }
}
