import nodemailer from 'nodemailer';
import type { Lang } from '../../kernel/i18n.js';
import { claimOf, NOTIFY_PERIOD_MS } from '../push/claims.js';
import type { PushJob } from '../push/sender.js';
import type { Storage } from '../storage/types.js';
import type { EmailSettings } from './settings.js';
import { eventMail, resetMail, verifyMail } from './texts.js';
import {
  DIGEST_CHECK_MS,
  DIGEST_MS,
  DIGESTS_PER_CHECK,
  digestMail,
  type DigestTable,
} from './digest.js';
import type { UnsubscribeTokens } from './tokens.js';

/** One mail to write and send: a notification (the push's job), a verification or reset link. */
export type MailJob =
  | { readonly kind: 'event'; readonly account: string; readonly job: PushJob }
  | {
      readonly kind: 'verify' | 'reset';
      readonly to: string;
      readonly lang: Lang;
      readonly name: string;
      readonly link: string;
    };

/** What sends a composed mail (nodemailer's transport; a test may give its own). */
export interface Transport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  }): Promise<unknown>;
  close(): void;
}

export interface EmailSenderOptions {
  /** Mails waiting beyond this are dropped (and counted): a burst never grows memory. */
  readonly maxQueued?: number;
  /** One mail per account and claim (push/claims.ts) in this period (an hour). */
  readonly periodMs?: number;
  /** An SMTP exchange slower than this is given up (and counted as failed). */
  readonly timeoutMs?: number;
  /** At close, how long the queue may take to be sent before what is left is given up. */
  readonly drainMs?: number;
  /** How long a held turn waits for its digest, and the least time between two (digest.ts). */
  readonly digestMs?: number;
  /** How often digests due are looked for. */
  readonly digestCheckMs?: number;
  readonly log?: (message: string) => void;
}

export const EMAIL_MAX_QUEUED = 1000;
export const EMAIL_PERIOD_MS = NOTIFY_PERIOD_MS;
const TIMEOUT_MS = 30_000;
/** At a graceful shutdown, the queue is sent for at most this long (docs/operating.md). */
export const EMAIL_DRAIN_MS = 5_000;
/** Mails sent at once: a slow SMTP server holds a few sockets, never many. */
const CONCURRENCY = 2;

/**
 * Sends e-mail in the background, beside push (push/notifier.ts decides the events and queues
 * each for both): the account's verified address, if it chose e-mail, at most one mail per claim
 * (a table's, an inviter's: push/claims.ts) per period (claimed in storage: a restart or another
 * instance does not send it again). A failing SMTP server costs a logged line and a count;
 * nothing here is awaited by a move.
 */
export class EmailSender {
  private readonly queue: MailJob[] = [];
  private active = 0;
  private waiting: (() => void)[] = [];
  private readonly maxQueued: number;
  private readonly periodMs: number;
  private readonly timeoutMs: number;
  private readonly drainMs: number;
  private readonly say: (message: string) => void;
  /** Aborted when the drain at close runs out: the sends still going are cut short. */
  private readonly stopping = new AbortController();
  private readonly digestMs: number;
  private readonly digestTimer: NodeJS.Timeout;
  private digesting = false;
  /**
   * Mails the SMTP server accepted; refused or failed; dropped (queue full); held back by their
   * period and not kept (an event that happens once per table and kind: started, ended...);
   * turns held back for a digest; digests sent; given up at shutdown (still queued or being sent
   * when the drain ran out).
   */
  readonly counts = {
    sent: 0,
    failed: 0,
    dropped: 0,
    capped: 0,
    held: 0,
    digests: 0,
    unsent: 0,
    /** Not sent: the account turned that kind of mail off (notice-sql.ts). */
    off: 0,
  };
  /**
   * The game of the account's seat at a table if that seat is awaited now and not looking at the
   * table; null otherwise (set by the app: the table service knows). Unset: no digest is sent.
   */
  awaited: ((account: string, table: string, seat: number) => Promise<string | null>) | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly settings: EmailSettings,
    private readonly tokens: UnsubscribeTokens,
    private readonly transport: Transport = smtpTransport(settings.smtpUrl),
    opts: EmailSenderOptions = {},
  ) {
    this.maxQueued = opts.maxQueued ?? EMAIL_MAX_QUEUED;
    this.periodMs = opts.periodMs ?? EMAIL_PERIOD_MS;
    this.timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
    this.drainMs = opts.drainMs ?? EMAIL_DRAIN_MS;
    this.say = opts.log ?? (() => {});
    this.digestMs = opts.digestMs ?? DIGEST_MS;
    this.digestTimer = setInterval(
      () => void this.digests(),
      opts.digestCheckMs ?? DIGEST_CHECK_MS,
    );
    this.digestTimer.unref();
  }

  /** A notification push/notifier.ts decided on: mailed if the seat is an account's. */
  notify(job: PushJob, account: string | null | undefined): void {
    if (account) this.add({ kind: 'event', account, job });
  }

  /** Queues a mail; false when the queue is full (it is dropped), or after the drain at close. */
  add(mail: MailJob): boolean {
    if (this.stopping.signal.aborted) {
      this.counts.unsent++;
      return false;
    }
    if (this.queue.length >= this.maxQueued) {
      this.counts.dropped++;
      return false;
    }
    this.queue.push(mail);
    this.next();
    return true;
  }

  /** Resolves once nothing is queued or being sent. */
  idle(): Promise<void> {
    if (this.active === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * A graceful stop: what is queued is sent for up to `drainMs`; then what is left is given up
   * (logged and counted as unsent), and the sends still going are cut short with their claim of
   * the table's hour released, so that the table's next event mails that player (kept, it would
   * silence the table for an hour for a mail never sent). Resolves once nothing is being sent:
   * before the storage is closed, which the release needs.
   */
  async close(): Promise<void> {
    clearInterval(this.digestTimer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ranOut = new Promise<boolean>((r) => (timer = setTimeout(() => r(true), this.drainMs)));
    const late = await Promise.race([this.idle().then(() => false), ranOut]);
    clearTimeout(timer);
    if (late) {
      const left = this.queue.splice(0).length;
      this.counts.unsent += left;
      this.say(`email: shutdown: ${left} queued and ${this.active} being sent given up`);
    }
    this.stopping.abort();
    await this.idle();
    this.transport.close();
  }

  private next(): void {
    while (this.active < CONCURRENCY && this.queue.length > 0) {
      const mail = this.queue.shift() as MailJob;
      this.active++;
      this.send(mail)
        .catch((e: unknown) => {
          if (this.stopping.signal.aborted) this.counts.unsent++;
          else {
            this.counts.failed++;
            this.say(`email: ${(e as Error).message}`);
          }
        })
        .finally(() => {
          this.active--;
          this.next();
          if (this.active === 0 && this.queue.length === 0)
            for (const w of this.waiting.splice(0)) w();
        });
    }
  }

  private async send(mail: MailJob): Promise<void> {
    if (mail.kind !== 'event') {
      const write = mail.kind === 'verify' ? verifyMail : resetMail;
      const { subject, text } = write(mail.lang, mail.name, mail.link);
      return this.deliver(mail.to, subject, text);
    }
    const { account, job } = mail;
    const [record, owner] = await Promise.all([
      this.storage.email.address(account),
      this.storage.getAccount(account),
    ]);
    if (!record || !owner || record.verifiedAt === null || !record.notify) return;
    // The account's choice for this kind (notice-sql.ts): a chat line's mail is off by default.
    if (!(await this.storage.notices.settings(account)).email[job.kind]) {
      this.counts.off++;
      return;
    }
    if (this.stopping.signal.aborted) {
      this.counts.unsent++;
      return;
    }
    const now = Date.now();
    const claim = claimOf(job);
    if (!(await this.storage.email.claimSend(account, claim, now, now - this.periodMs))) {
      // A turn is news until it is played: kept for the digest, never dropped.
      if (job.kind === 'turn') {
        await this.storage.email.hold(account, job.table, job.seat, now);
        this.counts.held++;
      } else this.counts.capped++;
      return;
    }
    const unsubscribe = this.unsubscribeLink(account);
    const { subject, text } = eventMail(
      record.lang,
      job.kind,
      job.game,
      job.table,
      this.settings.publicUrl + job.url,
      unsubscribe,
      owner.name,
      job.name,
    );
    try {
      await this.deliver(record.address, subject, text, unsubscribeHeaders(unsubscribe));
    } catch (e) {
      // Cut short by the shutdown: the claim goes back (its time moved to 0, only if it is still
      // this one's: the claim's own atomic update). A refusal keeps it: one failure an hour.
      if (this.stopping.signal.aborted) await this.storage.email.claimSend(account, claim, 0, now);
      throw e;
    }
  }

  /**
   * Mails each account whose turns were held long enough one digest of the tables still awaiting
   * it. The account's digest is claimed first (one per `digestMs`, across instances), then its
   * held turns taken: two instances never mail the same. Run every `digestCheckMs`; `now`: the
   * time it runs as (a test's later hour, rather than waiting for it).
   */
  async digests(now = Date.now()): Promise<void> {
    const awaited = this.awaited;
    if (this.digesting || awaited === null || this.stopping.signal.aborted) return;
    this.digesting = true;
    try {
      const due = await this.storage.email.heldDue(now - this.digestMs, DIGESTS_PER_CHECK);
      for (const account of due) {
        if (!(await this.storage.email.claimSend(account, 'digest', now, now - this.digestMs)))
          continue;
        const held = await this.storage.email.takeHeld(account, now);
        const [record, owner] = await Promise.all([
          this.storage.email.address(account),
          this.storage.getAccount(account),
        ]);
        if (!record || !owner || record.verifiedAt === null || !record.notify) continue;
        const tables: DigestTable[] = [];
        for (const h of held) {
          const game = await awaited(account, h.table, h.seat);
          if (game !== null) tables.push({ game, link: `${this.settings.publicUrl}/t/${h.table}` });
        }
        if (tables.length === 0) continue;
        const unsubscribe = this.unsubscribeLink(account);
        const { subject, text } = digestMail(record.lang, tables, unsubscribe, owner.name);
        await this.deliver(record.address, subject, text, unsubscribeHeaders(unsubscribe));
        this.counts.digests++;
      }
    } catch (e) {
      this.counts.failed++;
      this.say(`email: digest: ${(e as Error).message}`);
    } finally {
      this.digesting = false;
    }
  }

  private unsubscribeLink(account: string): string {
    return `${this.settings.publicUrl}/api/v1/email/unsubscribe?t=${this.tokens.sign(account)}`;
  }

  private async deliver(
    to: string,
    subject: string,
    text: string,
    headers: Record<string, string> = {},
  ): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to,
      subject,
      text,
      headers: { ...headers, 'Auto-Submitted': 'auto-generated' },
      signal: AbortSignal.any([AbortSignal.timeout(this.timeoutMs), this.stopping.signal]),
    });
    this.counts.sent++;
  }
}

/** RFC 8058: a mail client's "unsubscribe" posts to the link, no page, no sign-in. */
function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** nodemailer's SMTP transport from the URL (its query may set nodemailer's options). */
export function smtpTransport(url: string): Transport {
  return nodemailer.createTransport(url) as unknown as Transport;
}
