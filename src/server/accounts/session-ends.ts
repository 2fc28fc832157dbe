import type { Storage } from '../storage/types.js';
import { hashSessionToken } from './cookies.js';

/**
 * How long an account's sessions' end is remembered here: long enough for every socket that read
 * its session just before the end (a `hello` in flight, a frame queued behind the close) to meet
 * it. Sockets opened later read their session from the database, where it is gone.
 */
export const SESSIONS_END_KEPT_MS = 3600_000;
/**
 * How many single sessions' ends (plain sign-outs) are remembered at once, each for as long as a
 * `hello` in flight may take: one sign-out per entry, so a bound, not a time, keeps it small.
 */
export const SIGNED_OUT_KEPT = 4096;

/** A socket opened with a session cookie (ws-connection.ts's Connection). */
export interface SessionSocket {
  /** The account of its session, once read (null: none, or not yet). */
  readonly account: string | null;
  /** When its session began (sessions begun before an end have ended). */
  readonly since: number;
  /** The session cookie's token. */
  readonly session: string | null;
  /** Closes it: its session ended. */
  signedOut(): void;
}

/**
 * Sessions that end where they are used (issue 40). Signing out everywhere, a new password and
 * deleting the account end every session of the account begun before then: the sockets opened
 * with one close, on every instance, and a frame that reaches one before it closes is refused.
 * Each instance keeps, per account, when its sessions last ended: a frame asks this map, never
 * the database. Other instances learn of an end through a hint (storage's `sessionsEnded`); a
 * hint lost while the notification channel was down is made up for when it is back, by reading
 * every open socket's session again.
 */
export class SessionEnds {
  /** Per account, when its sessions last ended (ms; sessions begun before then have ended). */
  private readonly endedAt = new Map<string, number>();
  private readonly open = new Map<string, Set<SessionSocket>>();
  /** Single sessions ended lately (plain sign-outs), by their token's hash, oldest first. */
  private readonly signedOut = new Set<string>();

  constructor(private readonly storage: Storage) {
    storage.onSessionsEnded((account, at, session) =>
      session === undefined ? this.end(account, at) : this.close(account, session),
    );
    storage.onResync(() => void this.recheck());
  }

  /** Whether a session of `account` begun at `since` has ended since (asked at every frame). */
  ended(account: string, since: number): boolean {
    const at = this.endedAt.get(account);
    return at !== undefined && since < at;
  }

  /**
   * Every session of the account begun before `at` ended (taken before they were deleted, so that
   * a session begun after, this device's new one, is not ended too): here, then elsewhere.
   */
  async endAll(account: string, at: number): Promise<void> {
    this.end(account, at);
    await this.storage.sessionsEnded(account, at);
  }

  /**
   * One session of the account ended (signed out on its device; `session`, its token's hash):
   * its sockets close, here, then elsewhere. The account's other sessions go on.
   */
  async endOne(account: string, session: string): Promise<void> {
    this.close(account, session);
    await this.storage.sessionsEnded(account, Date.now(), session);
  }

  /** Follows a socket's session; false (and the socket closed) if it has ended already. */
  watch(s: SessionSocket): boolean {
    if (s.account === null) return true;
    if (
      this.ended(s.account, s.since) ||
      (s.session !== null &&
        this.signedOut.size > 0 &&
        this.signedOut.has(hashSessionToken(s.session)))
    ) {
      s.signedOut();
      return false;
    }
    let set = this.open.get(s.account);
    if (!set) this.open.set(s.account, (set = new Set()));
    set.add(s);
    return true;
  }

  unwatch(s: SessionSocket): void {
    if (s.account === null) return;
    const set = this.open.get(s.account);
    if (set?.delete(s) && set.size === 0) this.open.delete(s.account);
  }

  private end(account: string, at: number): void {
    const now = Date.now();
    // Ends long past are forgotten (checked here: ends are rare, frames are not).
    for (const [a, t] of this.endedAt) if (now - t > SESSIONS_END_KEPT_MS) this.endedAt.delete(a);
    this.endedAt.set(account, Math.max(at, this.endedAt.get(account) ?? 0));
    for (const s of [...(this.open.get(account) ?? [])]) {
      if (s.since < at) {
        this.unwatch(s);
        s.signedOut();
      }
    }
  }

  /** The sockets of one session (`session`, its token's hash) close; it is remembered a while. */
  private close(account: string, session: string): void {
    this.signedOut.delete(session);
    this.signedOut.add(session);
    for (const old of this.signedOut) {
      if (this.signedOut.size <= SIGNED_OUT_KEPT) break;
      this.signedOut.delete(old);
    }
    for (const s of [...(this.open.get(account) ?? [])]) {
      if (s.session !== null && hashSessionToken(s.session) === session) {
        this.unwatch(s);
        s.signedOut();
      }
    }
  }

  /** After lost hints: every followed socket whose session is gone from the database closes. */
  private async recheck(): Promise<void> {
    const now = Date.now();
    for (const set of [...this.open.values()]) {
      for (const s of [...set]) {
        if (s.session === null) continue;
        let kept;
        try {
          kept = await this.storage.getSession(hashSessionToken(s.session));
        } catch {
          return; // The database is away again: the next resync reads them again.
        }
        if (!kept || kept.expiresAt <= now) {
          this.unwatch(s);
          s.signedOut();
        }
      }
    }
  }
}
