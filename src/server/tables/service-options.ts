import type { Storage, TableRecord } from '../storage/types.js';
import type { BotPool } from '../bots/pool.js';
import type { ChatLimits } from './chat-limits.js';
import type { BotTableLimits } from './lobby.js';

/** What a TableService is made with (service.ts): its storage, bots, and its limits and waits. */
export interface ServiceOptions {
  readonly storage: Storage;
  readonly bots: BotPool;
  /** This instance's id, to ignore notices of its own changes. */
  readonly origin: string;
  /**
   * With a shared database, how often every table held is compared with it, to catch up what a
   * lost notice did not tell (instances.ts; 0: only after the notification channel dropped).
   */
  readonly catchUpMs?: number;
  /** A table forgotten as played elsewhere and still this long is loaded again (instances.ts). */
  readonly adoptAfterMs?: number;
  /** Tables of bots only playing at once, per creator's address and in all (lobby.ts). */
  readonly botTables?: Partial<BotTableLimits>;
  /** How long an awaited player must be away before the others may ask for a bot (untimed). */
  readonly replaceAfterMs?: number;
  /** How long a rematch keeps each person's seat for them (lobby.ts). */
  readonly rematchHoldMs?: number;
  /** How long a seat reserved at creation waits for its invitee (lobby.ts). */
  readonly reserveHoldMs?: number;
  /** Invitations an account may get a day (seat-invites.ts). */
  readonly invitesPerDay?: number;
  /** How much a table's chat may take (chat-limits.ts); unset ones take defaults. */
  readonly chatLimits?: Partial<ChatLimits>;
  readonly log?: (message: string) => void;
  /** Told of every table record this instance changed, before and after (logger.ts). */
  readonly onRecord?: (before: TableRecord, after: TableRecord) => void;
}
