import type { PushJob } from './sender.js';

/** The period of a claim: one message per claim and account in it (an hour). */
export const NOTIFY_PERIOD_MS = 3_600_000;

/**
 * What a message's hour is counted by, per account (storage's `claimSend`): a table's turns (and
 * its start) share one, so a quick game mails a player once an hour; its time running low, its
 * end and a rematch offer each have their own, as a player who was told of a turn still needs to
 * hear that its time runs out. An invitation's is who invites (the address that created the
 * table, `from`), whatever the table: tables are cheap to make, so a claim per table would let
 * one person notify another as often as they can create tables.
 */
export function claimOf(job: PushJob): string {
  if (job.kind === 'invited') return `invited ${job.from ?? job.table}`;
  return job.kind === 'turn' || job.kind === 'started' ? job.table : `${job.table} ${job.kind}`;
}
