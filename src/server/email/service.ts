import { randomBytes } from 'node:crypto';
import { isLang, type Lang } from '../../kernel/i18n.js';
import type { Session } from '../accounts/service.js';
import type { Bucket } from '../storage/sign-in-types.js';
import type { Storage } from '../storage/types.js';
import { TableError } from '../tables/live-table.js';
import { EmailSender, type EmailSenderOptions, type Transport } from './sender.js';
import type { EmailSettings } from './settings.js';
import { hashVerifyToken, newVerifyToken, UnsubscribeTokens } from './tokens.js';

/** How long a verification link works. */
export const VERIFY_TTL_MS = 24 * 3_600_000;
/** Addresses an account may set (each sends a link): 3 at once, then one every 10 minutes. */
export const ADDRESS_LIMIT: Bucket = { rate: 1 / 600, burst: 3 };
/**
 * Verification mails one recipient gets, whichever accounts ask: 3 at once, then one every 8
 * hours (3 a day). Without it, accounts made for the purpose mailed one inbox 177 times a minute
 * (issue 39). The price: a stranger can spend an address's 3 for the day, and its owner then
 * waits to add it (`rate-limited` says how long).
 */
export const RECIPIENT_LIMIT: Bucket = { rate: 3 / 86_400, burst: 3 };
/** An address, as far as the server checks it: one @, no spaces or brackets, a dot after the @. */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
export const ADDRESS_MAX = 254;

/** What an account is told of its address. */
export interface EmailView {
  readonly address: string;
  readonly verified: boolean;
  readonly notify: boolean;
}

const langOf = (raw: unknown): Lang => (isLang(raw) ? raw : 'en');

/**
 * One inbox however its address is written: in lower case, and without a `+tag` (most mail
 * servers deliver `ana+1@x` to `ana@x`), so that variants share the recipient's limit.
 */
export function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0] ?? '';
  return `${local}@${address.slice(at + 1)}`.toLowerCase();
}

/**
 * E-mail for accounts (issue 27): the address, its verification, the choice of e-mail, the
 * unsubscribe links; the mails themselves go through `sender`.
 */
export class EmailService {
  private constructor(
    private readonly storage: Storage,
    private readonly settings: EmailSettings,
    readonly tokens: UnsubscribeTokens,
    readonly sender: EmailSender,
  ) {}

  /** The service, with the unsubscribe links' key first kept with the data (or read there). */
  static async start(
    storage: Storage,
    settings: EmailSettings,
    opts: EmailSenderOptions & { transport?: Transport } = {},
  ): Promise<EmailService> {
    const key = await storage.keepSetting('email-key', randomBytes(32).toString('base64url'));
    const tokens = new UnsubscribeTokens(Buffer.from(key, 'base64url'));
    const sender = new EmailSender(storage, settings, tokens, opts.transport, opts);
    return new EmailService(storage, settings, tokens, sender);
  }

  async view(account: string): Promise<EmailView | null> {
    const r = await this.storage.email.address(account);
    return r && { address: r.address, verified: r.verifiedAt !== null, notify: r.notify };
  }

  /** A new address for the account, unverified: a link to verify it is mailed to it. */
  async setAddress(s: Session, raw: unknown, rawLang: unknown, rawNotify: unknown) {
    const address = typeof raw === 'string' ? raw.trim() : '';
    if (address.length > ADDRESS_MAX || !ADDRESS.test(address))
      throw new TableError('bad-request', { reason: 'address' });
    const now = Date.now();
    // Kept in storage (the token buckets sign-in uses), so that every instance spends from the
    // same ones. The account first: an account held back spends nothing of the recipient's.
    for (const [key, bucket] of [
      [`mail-account:${s.account.id}`, ADDRESS_LIMIT],
      [`mail-to:${recipientKey(address)}`, RECIPIENT_LIMIT],
    ] as const) {
      const wait = await this.storage.signIns.attempt(key, bucket, now);
      if (wait > 0) throw new TableError('rate-limited', { retryMs: wait });
    }
    const lang = langOf(rawLang);
    const { token, hash } = newVerifyToken();
    await this.storage.email.setAddress(
      s.account.id,
      address,
      lang,
      rawNotify !== false,
      { hash, expires: now + VERIFY_TTL_MS },
      now,
    );
    this.sender.add({
      kind: 'verify',
      to: address,
      lang,
      name: s.account.name,
      link: `${this.settings.publicUrl}/account?email-token=${token}`,
    });
    return this.view(s.account.id);
  }

  /** Follows a verification link (no session needed: the token is the proof). */
  async verify(raw: unknown): Promise<void> {
    const token = typeof raw === 'string' && raw.length <= 100 ? raw : '';
    const account = token
      ? await this.storage.email.verify(hashVerifyToken(token), Date.now())
      : null;
    if (!account) throw new TableError('email-link-invalid');
  }

  async setNotify(s: Session, raw: unknown, rawLang: unknown) {
    if (typeof raw !== 'boolean') throw new TableError('bad-request', { reason: 'notify' });
    await this.storage.email.setNotify(s.account.id, raw, langOf(rawLang));
    return this.view(s.account.id);
  }

  async remove(s: Session): Promise<void> {
    await this.storage.email.removeAddress(s.account.id);
  }

  /** An unsubscribe link's account, its mails turned off: its language, or null (a bad link). */
  async unsubscribe(token: string): Promise<Lang | null> {
    const account = this.tokens.check(token);
    const r = account ? await this.storage.email.address(account) : null;
    if (!account || !r) return null;
    await this.storage.email.setNotify(account, false, r.lang);
    return r.lang;
  }

  /** The language an unsubscribe link's page is written in. */
  async langOfLink(token: string): Promise<Lang | null> {
    const account = this.tokens.check(token);
    const r = account ? await this.storage.email.address(account) : null;
    return r ? r.lang : null;
  }
}
