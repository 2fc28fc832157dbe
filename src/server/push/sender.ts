import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import webPush from 'web-push';
import type { Lang } from '../../kernel/i18n.js';
import type { PushTarget, Storage } from '../storage/types.js';
import { claimOf, NOTIFY_PERIOD_MS } from './claims.js';
import { isPushPort, NotPublic, publicLookup, type Resolve } from './endpoint.js';
import type { Vapid } from './keys.js';
import { pushPayload, type PushKind } from './texts.js';
import { DEFAULT_NOTICES } from '../storage/notice-sql.js';

/** One notification to send: to every device of one seat. */
export interface PushJob {
  readonly table: string;
  readonly seat: number;
  readonly game: string;
  readonly kind: PushKind;
  /** The page the notification opens. */
  readonly url: string;
  /** Who offers a rematch, or who invites. */
  readonly name?: string;
  /**
   * An invitation's account: it has no seat of its own yet, so its devices are those notified for
   * any of its seats, and it is told once per claim and period (push/claims.ts).
   */
  readonly account?: string;
  /** Who invites, as an invitation's claim counts them (the address that created the table). */
  readonly from?: string;
  /**
   * The account holding the seat (a seat's notification, not an invitation): besides the devices
   * notified at this seat, every device notified for any of the account's seats is told (issue
   * 40: notices per account, not per device).
   */
  readonly holder?: string;
}

export interface PushSenderOptions {
  /** Notifications waiting beyond this are dropped (and counted): a burst never grows memory. */
  readonly maxQueued?: number;
  /** Sent at once, at most. */
  readonly concurrency?: number;
  /** A push service slower than this is given up on for that notification. */
  readonly timeoutMs?: number;
  /** How long a push service keeps a notification for a device that is off (seconds). */
  readonly ttlS?: number;
  readonly log?: (message: string) => void;
  /**
   * Push services on addresses that are not public (push/endpoint.ts): a test's own, or a club's
   * on its network. Otherwise each request connects only to a public address.
   */
  readonly allowPrivate?: boolean;
  /** How names are resolved when they are checked (tests; node:dns otherwise). */
  readonly resolve?: Resolve;
  /** One invitation per account and inviter in this period (push/claims.ts). */
  readonly periodMs?: number;
}

export const PUSH_MAX_QUEUED = 1000;
const CONCURRENCY = 4;
const TIMEOUT_MS = 10_000;
/** A day: a turn told a day late is still worth telling; an older one is not. */
const TTL_S = 86_400;

/**
 * Sends notifications in the background: a queue with a cap, a few requests at a time, each
 * encrypted for its device (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292)
 * by the web-push library, and sent here with fetch. A device its push service says is gone (404,
 * 410) is forgotten. Nothing here is awaited by a move.
 */
export class PushSender {
  private readonly queue: PushJob[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  /** Notifications being decided (`decide`). */
  private deciding = 0;
  /** Notifications dropped because the queue was full. */
  dropped = 0;
  /** Requests answered 2xx by a push service. */
  sent = 0;
  private readonly maxQueued: number;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly ttlS: number;
  private readonly say: (message: string) => void;
  /** node:http(s)'s `lookup` for each request: public addresses only, unless allowed. */
  private readonly lookup: ReturnType<typeof publicLookup> | undefined;
  /** Requests not sent because their push service's host is not public. */
  refused = 0;
  /**
   * Invitations held back: their account was told of one from the same inviter this period
   * (served as `fathom_pushes_total{outcome="capped"}`, push/metrics.ts).
   */
  capped = 0;
  private readonly periodMs: number;
  /** Notifications not sent because their account turned that kind off (notice-sql.ts). */
  off = 0;

  constructor(
    private readonly storage: Storage,
    private readonly vapid: Vapid,
    opts: PushSenderOptions = {},
  ) {
    this.maxQueued = opts.maxQueued ?? PUSH_MAX_QUEUED;
    this.concurrency = opts.concurrency ?? CONCURRENCY;
    this.timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
    this.ttlS = opts.ttlS ?? TTL_S;
    this.say = opts.log ?? (() => {});
    this.periodMs = opts.periodMs ?? NOTIFY_PERIOD_MS;
    this.lookup = opts.allowPrivate ? undefined : publicLookup(opts.resolve);
  }

  /** Queues a notification; false when the queue is full (it is dropped). */
  enqueue(job: PushJob): boolean {
    if (this.queue.length >= this.maxQueued) {
      this.dropped++;
      return false;
    }
    this.queue.push(job);
    this.pump();
    return true;
  }

  /**
   * A notification being decided (a look-up, then perhaps `enqueue`): `idle` waits for it too,
   * so a test that waits for idle knows what was sent.
   */
  async decide(step: () => Promise<void>): Promise<void> {
    this.deciding++;
    try {
      await step();
    } finally {
      this.deciding--;
      this.wakeIfIdle();
    }
  }

  /** Resolves once nothing is decided, queued or being sent (tests, and a clean close). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0 && this.deciding === 0)
      return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private wakeIfIdle(): void {
    if (this.running === 0 && this.queue.length === 0 && this.deciding === 0) {
      for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift() as PushJob;
      this.running++;
      void this.run(job)
        .catch((e: unknown) => this.say(`push: ${(e as Error).message}`))
        .finally(() => {
          this.running--;
          this.pump();
          this.wakeIfIdle();
        });
    }
  }

  private async run(job: PushJob): Promise<void> {
    // The account's choice for this kind (notice-sql.ts); a seat without one: the defaults.
    const owner = job.account ?? job.holder;
    const chosen = owner ? await this.storage.notices.settings(owner) : DEFAULT_NOTICES;
    if (!chosen.push[job.kind]) {
      this.off++;
      return;
    }
    const targets = job.account
      ? await this.storage.accountPushTargets(job.account)
      : await this.seatTargets(job);
    if (targets.length === 0) return;
    // An invitation, or a chat line (at most one per table and hour: push/claims.ts).
    if (owner && (job.account || job.kind === 'chat')) {
      // Claimed beside the mails' claims (email_sent), apart from them ("push "): a mail sent
      // does not hold back the push, nor the other way round.
      const now = Date.now();
      const claim = `push ${claimOf(job)}`;
      if (!(await this.storage.email.claimSend(owner, claim, now, now - this.periodMs))) {
        this.capped++;
        return;
      }
    }
    for (const target of targets) await this.sendTo(target, job);
  }

  /** A seat's devices, and its account's (each device once). */
  private async seatTargets(job: PushJob): Promise<PushTarget[]> {
    const seat = await this.storage.pushTargets(job.table, job.seat);
    if (job.holder === undefined) return seat;
    const mine = new Set(seat.map((t) => t.endpoint));
    const account = await this.storage.accountPushTargets(job.holder);
    return [...seat, ...account.filter((t) => !mine.has(t.endpoint))];
  }

  private async sendTo(target: PushTarget, job: PushJob): Promise<void> {
    const payload = pushPayload(
      target.lang as Lang,
      job.kind,
      job.game,
      job.table,
      job.url,
      job.name,
    );
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: this.vapid,
        TTL: this.ttlS,
        contentEncoding: 'aes128gcm',
        urgency: job.kind === 'turn' || job.kind === 'time-low' ? 'high' : 'normal',
      },
    );
    const host = new URL(target.endpoint).host;
    let status: number;
    try {
      status = await this.post(details);
    } catch (e) {
      if ((e as Error).name === 'NotPublic') this.refused++;
      this.say(`push: ${host}: ${(e as Error).message}`);
      return;
    }
    if (status === 404 || status === 410) await this.storage.forgetPush(target.endpoint);
    else if (status >= 200 && status < 300) this.sent++;
    else this.say(`push: ${host} answered ${status}`);
  }

  /**
   * One request, its status. node:http(s) rather than fetch: its `lookup` decides the address
   * connected to, checked there (publicLookup), where a check before fetch could be answered
   * otherwise by the time fetch resolves the name again. No redirect is followed.
   */
  private post(details: ReturnType<typeof webPush.generateRequestDetails>): Promise<number> {
    const url = new URL(details.endpoint);
    if (this.lookup && isIP(url.hostname.replace(/^\[(.*)\]$/, '$1')) !== 0)
      return Promise.reject(new NotPublic('an address as host, not a name'));
    if (this.lookup && !isPushPort(url))
      return Promise.reject(new NotPublic(`port ${url.port}: not a push service's (443)`));
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: details.method,
          headers: details.headers as Record<string, string>,
          signal: AbortSignal.timeout(this.timeoutMs),
          ...(this.lookup ? { lookup: this.lookup } : {}),
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(details.body);
    });
  }
}
