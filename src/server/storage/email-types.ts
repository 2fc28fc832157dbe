/**
 * What storage keeps for e-mail notifications (issue 27): one address per account, verified by a
 * link before anything is sent to it, the account's choice of e-mail, and when each table last
 * e-mailed each account (at most one message per table per hour, across restarts and instances).
 */

export type MailLang = 'es' | 'en' | 'fr';

export interface EmailRecord {
  readonly account: string;
  /** As the player typed it (trimmed). */
  readonly address: string;
  /** When its link was followed; null: not verified, nothing is sent to it. */
  readonly verifiedAt: number | null;
  /** The account chose e-mail for its notifications (an unsubscribe link turns it off). */
  readonly notify: boolean;
  /** The language the mails are written in: the page's when the address or choice was set. */
  readonly lang: MailLang;
  /** SHA-256 of the verification link's token (never the token), null once used. */
  readonly tokenHash: string | null;
  readonly tokenExpires: number | null;
  readonly createdAt: number;
}

export interface EmailStorage {
  /**
   * Sets the account's address (replacing any): unverified, with a new verification token's
   * hash, e-mail chosen or not.
   */
  setAddress(
    account: string,
    address: string,
    lang: MailLang,
    notify: boolean,
    token: { hash: string; expires: number },
    now: number,
  ): Promise<void>;
  address(account: string): Promise<EmailRecord | null>;
  /**
   * Verifies the address whose unexpired token has this hash, once (the token is then gone):
   * the account verified, or null.
   */
  verify(tokenHash: string, now: number): Promise<string | null>;
  /**
   * The accounts (at most `limit`) whose verified address is `address`, in any case: where a
   * password reset's link may go (accounts/password-reset.ts).
   */
  accountsAt(address: string, limit: number): Promise<string[]>;
  /** The account's choice of e-mail, and the language to write in. */
  setNotify(account: string, notify: boolean, lang: MailLang): Promise<void>;
  /** Forgets the account's address (and what was sent to it). */
  removeAddress(account: string): Promise<void>;
  /**
   * Claims the one message per claim (a table's, or an inviter's: push/claims.ts) and period:
   * true (and the time kept) if nothing was sent to the account under it after `since`; false
   * otherwise. Atomic: two instances
   * claiming at once get one true.
   */
  claimSend(account: string, table: string, now: number, since: number): Promise<boolean>;
  /** Forgets the sends before `before` (they no longer hold anything back); how many. */
  pruneSent(before: number): Promise<number>;
  /**
   * A turn's mail was held back by its table's hour: kept for the account's digest (one row per
   * account and table; a table held again keeps its first time).
   */
  hold(account: string, table: string, seat: number, at: number): Promise<void>;
  /** Accounts with a mail held since `before` or earlier, at most `limit`. */
  heldDue(before: number, limit: number): Promise<string[]>;
  /**
   * The account's mails held at `now` or before, taken (forgotten here). The caller has claimed
   * the account's digest first (`claimSend`): two instances never take the same.
   */
  takeHeld(account: string, now: number): Promise<HeldMail[]>;
}

/** A turn's mail held back for the digest. */
export interface HeldMail {
  readonly table: string;
  readonly seat: number;
  /** When it was first held. */
  readonly at: number;
}
