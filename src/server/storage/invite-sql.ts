import { dialect, type Engine, type SqlDb } from './sql-db.js';

/**
 * Invitations to accounts (issue 39): the latest one from each inviter to each account, so that
 * an inviter has at most one pending (tables/invitations.ts), and a count per invitee and day
 * (UTC), so that all inviters together send an account at most so many a day. In storage:
 * every instance sees the same.
 */
export function inviteMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  return `CREATE TABLE IF NOT EXISTS ${t('invitations')} (
     invitee TEXT NOT NULL,
     inviter TEXT NOT NULL,
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     at ${big} NOT NULL,
     PRIMARY KEY (invitee, inviter)
   );
   CREATE INDEX IF NOT EXISTS ${t('invitations_table')} ON ${t('invitations')} (table_id);
   CREATE TABLE IF NOT EXISTS ${t('invitation_days')} (
     invitee TEXT NOT NULL,
     day INTEGER NOT NULL,
     n INTEGER NOT NULL,
     PRIMARY KEY (invitee, day)
   );`;
}

/** The statement deleting an account's invitations (account-sql.ts's deleteAccount runs it). */
export function inviteDeletes(engine: Engine): string[] {
  const { t } = dialect(engine);
  return [
    `DELETE FROM ${t('invitations')} WHERE invitee = $1`,
    `DELETE FROM ${t('invitation_days')} WHERE invitee = $1`,
  ];
}

export const DAY_MS = 86_400_000;

export interface InviteStorage {
  /** The latest invitation from `inviter` to `invitee`: its table and seat. */
  latest(invitee: string, inviter: string): Promise<{ table: string; seat: number } | null>;
  /** One more invitation to `invitee` today; false (nothing counted) when `cap` are made. */
  countOne(invitee: string, cap: number, now: number): Promise<boolean>;
  /** The invitation from `inviter` to `invitee` is this one now. */
  record(invitee: string, inviter: string, table: string, seat: number, at: number): Promise<void>;
  /** The invitations to `invitee` at a table go (declined). */
  forget(invitee: string, table: string): Promise<void>;
}

export class InviteStore implements InviteStorage {
  private readonly Q;

  constructor(
    engine: Engine,
    private readonly db: SqlDb,
  ) {
    const { t, q } = dialect(engine);
    this.Q = {
      latest: q(`SELECT table_id, seat FROM ${t('invitations')}
        WHERE invitee = $1 AND inviter = $2`),
      // The days before go first: an invitee's counts are one row, at most two, at any time.
      pruneDays: q(`DELETE FROM ${t('invitation_days')} WHERE invitee = $1 AND day < $2`),
      countOne: q(`INSERT INTO ${t('invitation_days')} (invitee, day, n) VALUES ($1, $2, 1)
        ON CONFLICT (invitee, day) DO UPDATE SET n = ${t('invitation_days')}.n + 1
        WHERE ${t('invitation_days')}.n < $3`),
      record: q(`INSERT INTO ${t('invitations')} (invitee, inviter, table_id, seat, at)
        VALUES ($1, $2, $3, $4, $5) ON CONFLICT (invitee, inviter) DO UPDATE
        SET table_id = excluded.table_id, seat = excluded.seat, at = excluded.at`),
      forget: q(`DELETE FROM ${t('invitations')} WHERE invitee = $1 AND table_id = $2`),
    };
  }

  async latest(invitee: string, inviter: string) {
    const r = (await this.db.rows(this.Q.latest, [invitee, inviter]))[0];
    return r ? { table: String(r.table_id), seat: Number(r.seat) } : null;
  }

  async countOne(invitee: string, cap: number, now: number): Promise<boolean> {
    const day = Math.floor(now / DAY_MS);
    const changed = await this.db.run([
      [this.Q.pruneDays, [invitee, day]],
      [this.Q.countOne, [invitee, day, cap]],
    ]);
    return changed === 1;
  }

  async record(invitee: string, inviter: string, table: string, seat: number, at: number) {
    await this.db.run([[this.Q.record, [invitee, inviter, table, seat, at]]]);
  }

  async forget(invitee: string, table: string): Promise<void> {
    await this.db.run([[this.Q.forget, [invitee, table]]]);
  }
}
