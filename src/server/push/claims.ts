import type { PushJob } from './sender.js';

/** The period of a claim: one message per claim and account in it (an hour). */
export const NOTIFY_PERIOD_MS = 3_600_000;

/**
 * What a message's hour is counted by, per account (storage's `claimSend`): a table and a kind
 * (issue 40). A table's turns share one, so a quick game mails a player at once for the first,
 * and the turns held back meanwhile go in a digest (email/digest.ts), never dropped; its start,
 * its end, its time running low, a rematch offer and an invitation each have their own, so that
 * one never silences another ("started" no longer holds back the first turn). Invitations are
 * kept from spam where they are made (one pending per inviter and invitee, a cap per invitee a
 * day: seat-invites.ts), so each reaches the invitee once.
 */
export function claimOf(job: PushJob): string {
  return job.kind === 'turn' ? job.table : `${job.table} ${job.kind}`;
}
