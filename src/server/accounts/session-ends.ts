import type { Storage } from '../storage/types.js';
import { hashSessionToken } from './cookies.js';

/**
 * How long an account's sessions' end is remembered here: long enough for every socket that read
 * its session just before the end (a `hello` in flight, a frame queued behind the close) to meet
 * it. Sockets opened later read their session from the database, where it is gone.
 */
export const SESSIONS_END_KEPT_MS = 3600_000;

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

  constructor(private readonly storage: Storage) {
    storage.onSessionsEnded((account, at) => this.end(account, at));
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

  /** Follows a socket's session; false (and the socket closed) if it has ended already. */
  watch(s: SessionSocket): boolean {
    if (s.account === null) return true;
    if (this.ended(s.account, s.since)) {
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
