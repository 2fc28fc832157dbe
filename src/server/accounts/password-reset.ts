import { createHash, randomBytes } from 'node:crypto';
import type { EmailSender } from '../email/sender.js';
import type { Bucket } from '../storage/sign-in-types.js';
import type { Storage } from '../storage/types.js';
import { TableError } from '../tables/live-table.js';
import { accountName } from './names.js';
import { checkPassword } from './password.js';
import { CEREMONY_BOUNDS, type Accounts } from './service.js';

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60_000;

/**
 * Reset requests: per requesting address, 5 at once then one a minute (`rate-limited`); per name
 * or address typed, and per account, 3 mails at once then one every 20 minutes (beyond, nothing
 * is mailed, and the answer is the same: a limit tells nothing of an account).
 */
export const RESET_LIMITS: ResetLimits = {
  perAddress: { rate: 1 / 60, burst: 5 },
  perTarget: { rate: 1 / 1200, burst: 3 },
};

export interface ResetLimits {
  readonly perAddress: Bucket;
  readonly perTarget: Bucket;
}

/** Reset links an account has at once, at most (a new one pushes out the oldest). */
const LINKS_PER_ACCOUNT = 3;
/** Accounts sharing one verified address that one request mails, at most. */
const ACCOUNTS_PER_ADDRESS = 5;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Password reset by verified e-mail (issue 40): a link mailed to the account's verified address,
 * used once within RESET_TTL_MS, that sets a new password and ends every session. The link's
 * token is kept hashed, as a ceremony is (sign-in-types.ts: any instance may take it, once). A
 * request never tells whether a name or address has an account: the same answer, after the same
 * reads and writes.
 */
export class PasswordResets {
  constructor(
    private readonly storage: Storage,
    private readonly accounts: Accounts,
    /** Absent without e-mail: nothing to send a link by (`reset-unavailable`). */
    private readonly mail: { sender: EmailSender; publicUrl: string } | null,
    private readonly limits: ResetLimits = RESET_LIMITS,
    /** How long a link works (tests shorten it). */
    private readonly ttlMs = RESET_TTL_MS,
  ) {}

  /** Asks for a link, by account name or e-mail address (`who`), from `address`. */
  async request(rawWho: unknown, address: string): Promise<void> {
    if (!this.mail) throw new TableError('reset-unavailable');
    const who = typeof rawWho === 'string' ? rawWho.trim().slice(0, 254) : '';
    if (!who) throw new TableError('bad-request', { reason: 'who' });
    const now = Date.now();
    const wait = await this.storage.signIns.attempt(
      `reset-from:${address}`,
      this.limits.perAddress,
      now,
    );
    if (wait > 0) throw new TableError('rate-limited', { retryMs: wait });
    let target: string;
    let ids: string[];
    if (who.includes('@')) {
      target = who.toLowerCase();
      ids = await this.storage.email.accountsAt(who, ACCOUNTS_PER_ADDRESS);
    } else {
      let key = '';
      try {
        key = accountName(who).key;
      } catch {
        // A name no account can have: looked up all the same (and found nowhere).
      }
      target = `name:${key}`;
      const found = await this.storage.findAccount(key);
      ids = found ? [found.id] : [];
    }
    let allowed =
      (await this.storage.signIns.attempt(`reset-to:${target}`, this.limits.perTarget, now)) === 0;
    // Unknown or not, the same statements: a bucket, two reads, a link kept (expired at once
    // when it is to go nowhere; the next link kept prunes it).
    for (const id of ids.length > 0 ? ids : [null]) {
      const key = `reset-account:${id ?? target}`;
      allowed &&= (await this.storage.signIns.attempt(key, this.limits.perTarget, now)) === 0;
      const record = await this.storage.email.address(id ?? '');
      const owner = await this.storage.getAccount(id ?? '');
      const to = owner && allowed && record?.verifiedAt ? record : null;
      const token = randomBytes(32).toString('base64url');
      await this.storage.signIns.putCeremony(
        {
          id: hash(token),
          // Links to nowhere share one bound: they never push out an account's real links.
          address: to ? `reset:${id}` : 'reset:none',
          createdAt: now,
          expiresAt: to ? now + this.ttlMs : now,
          data: JSON.stringify({ kind: 'reset', account: id }),
        },
        { perAddress: LINKS_PER_ACCOUNT, total: CEREMONY_BOUNDS.total },
        now,
      );
      if (!to || !owner) continue;
      this.mail.sender.add({
        kind: 'reset',
        to: to.address,
        lang: to.lang,
        name: owner.name,
        link: `${this.mail.publicUrl}/account?reset-token=${token}`,
      });
    }
  }

  /**
   * Follows a link: the new password set, every session ended (and its sockets), this device
   * signed in. A link unknown, used or expired: `reset-link-invalid`; a bad password leaves the
   * link unused.
   */
  async finish(rawToken: unknown, rawPassword: unknown) {
    const password = checkPassword(rawPassword);
    const token = typeof rawToken === 'string' && rawToken.length <= 100 ? rawToken : '';
    const kept = token ? await this.storage.signIns.takeCeremony(hash(token), Date.now()) : null;
    const data = kept ? (JSON.parse(kept.data) as { kind?: string; account?: string }) : null;
    const account =
      data?.kind === 'reset' && data.account ? await this.storage.getAccount(data.account) : null;
    if (!account) throw new TableError('reset-link-invalid');
    return { account, token: await this.accounts.setNewPassword(account.id, password) };
  }
}
