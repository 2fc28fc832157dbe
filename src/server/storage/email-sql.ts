import type { EmailRecord, EmailStorage, HeldMail, MailLang } from './email-types.js';
import { dialect, type Engine, type Row, type SqlDb } from './sql-db.js';

/** The e-mail tables, appended to each engine's migrations. One address per account. */
export function emailMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  return `CREATE TABLE IF NOT EXISTS ${t('email_addresses')} (
     account_id TEXT PRIMARY KEY,
     address TEXT NOT NULL,
     verified_at ${big},
     notify INTEGER NOT NULL,
     lang TEXT NOT NULL,
     token_hash TEXT,
     token_expires ${big},
     created_at ${big} NOT NULL
   );
   CREATE INDEX IF NOT EXISTS ${t('email_addresses_token')} ON ${t('email_addresses')} (token_hash);
   CREATE TABLE IF NOT EXISTS ${t('email_sent')} (
     account_id TEXT NOT NULL,
     table_id TEXT NOT NULL,
     at ${big} NOT NULL,
     PRIMARY KEY (account_id, table_id)
   );
   CREATE INDEX IF NOT EXISTS ${t('email_sent_at')} ON ${t('email_sent')} (at);`;
}

/**
 * Turn mails held back by their table's hour, waiting for the account's digest (issue 40): one
 * row per account and table, since the first held.
 */
export function emailHeldMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  return `CREATE TABLE IF NOT EXISTS ${t('email_held')} (
     account_id TEXT NOT NULL,
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     at ${big} NOT NULL,
     PRIMARY KEY (account_id, table_id)
   );
   CREATE INDEX IF NOT EXISTS ${t('email_held_at')} ON ${t('email_held')} (at);`;
}

/** The statements deleting an account's e-mail rows (account-sql.ts's deleteAccount runs them). */
export function emailDeletes(engine: Engine): string[] {
  const { t } = dialect(engine);
  return [
    `DELETE FROM ${t('email_sent')} WHERE account_id = $1`,
    `DELETE FROM ${t('email_held')} WHERE account_id = $1`,
    `DELETE FROM ${t('email_addresses')} WHERE account_id = $1`,
  ];
}

/** The queries, one text for both engines (sql-db.ts's `dialect`). */
function emailQueries(engine: Engine) {
  const { t, q } = dialect(engine);
  return {
    setAddress: q(`INSERT INTO ${t('email_addresses')}
      (account_id, address, verified_at, notify, lang, token_hash, token_expires, created_at)
      VALUES ($1, $2, NULL, $3, $4, $5, $6, $7) ON CONFLICT (account_id) DO UPDATE SET
      address = excluded.address, verified_at = NULL, notify = excluded.notify,
      lang = excluded.lang, token_hash = excluded.token_hash,
      token_expires = excluded.token_expires, created_at = excluded.created_at`),
    address: q(`SELECT * FROM ${t('email_addresses')} WHERE account_id = $1`),
    byToken: q(`SELECT account_id FROM ${t('email_addresses')} WHERE token_hash = $1`),
    // Single use: the token is cleared by the update that verifies, which only one can make.
    verify: q(`UPDATE ${t('email_addresses')} SET verified_at = $1, token_hash = NULL,
      token_expires = NULL WHERE account_id = $2 AND token_hash = $3 AND token_expires > $4`),
    accountsAt: q(`SELECT account_id FROM ${t('email_addresses')}
      WHERE lower(address) = lower($1) AND verified_at IS NOT NULL ORDER BY account_id LIMIT $2`),
    setNotify: q(`UPDATE ${t('email_addresses')} SET notify = $1, lang = $2
      WHERE account_id = $3`),
    removeAddress: q(`DELETE FROM ${t('email_addresses')} WHERE account_id = $1`),
    removeSent: q(`DELETE FROM ${t('email_sent')} WHERE account_id = $1`),
    // Inserted, or moved forward only if the last send is older than the period: the row count
    // says whether this send may go.
    claimSend: q(`INSERT INTO ${t('email_sent')} (account_id, table_id, at) VALUES ($1, $2, $3)
      ON CONFLICT (account_id, table_id) DO UPDATE SET at = excluded.at
      WHERE ${t('email_sent')}.at <= $4`),
    pruneSent: q(`DELETE FROM ${t('email_sent')} WHERE at < $1`),
    // The first hold stays: a turn held again waits from the first, not the latest.
    hold: q(`INSERT INTO ${t('email_held')} (account_id, table_id, seat, at) VALUES ($1, $2, $3, $4)
      ON CONFLICT (account_id, table_id) DO UPDATE SET seat = excluded.seat`),
    heldDue: q(`SELECT DISTINCT account_id FROM ${t('email_held')} WHERE at <= $1 LIMIT $2`),
    held: q(`SELECT table_id, seat, at FROM ${t('email_held')} WHERE account_id = $1`),
    unhold: q(`DELETE FROM ${t('email_held')} WHERE account_id = $1 AND at <= $2`),
    removeHeld: q(`DELETE FROM ${t('email_held')} WHERE account_id = $1`),
  };
}

function emailRow(r: Row): EmailRecord {
  return {
    account: String(r.account_id),
    address: String(r.address),
    verifiedAt: r.verified_at == null ? null : Number(r.verified_at),
    notify: Number(r.notify) === 1,
    lang: String(r.lang) as MailLang,
    tokenHash: r.token_hash == null ? null : String(r.token_hash),
    tokenExpires: r.token_expires == null ? null : Number(r.token_expires),
    createdAt: Number(r.created_at),
  };
}

/** E-mail addresses and sends over either engine, through the engine's `SqlDb`. */
export class EmailStore implements EmailStorage {
  private readonly Q;

  constructor(
    engine: Engine,
    private readonly db: SqlDb,
  ) {
    this.Q = emailQueries(engine);
  }

  /** Runs one statement: the rows it changed. */
  private run(sql: string, params: unknown[]): Promise<number> {
    return this.db.run([[sql, params]]);
  }

  async setAddress(
    account: string,
    address: string,
    lang: MailLang,
    notify: boolean,
    token: { hash: string; expires: number },
    now: number,
  ): Promise<void> {
    await this.run(this.Q.setAddress, [
      account,
      address,
      notify ? 1 : 0,
      lang,
      token.hash,
      token.expires,
      now,
    ]);
  }

  async address(account: string): Promise<EmailRecord | null> {
    const [r] = await this.db.rows(this.Q.address, [account]);
    return r ? emailRow(r) : null;
  }

  async verify(tokenHash: string, now: number): Promise<string | null> {
    const [r] = await this.db.rows(this.Q.byToken, [tokenHash]);
    if (!r) return null;
    const account = String(r.account_id);
    const changed = await this.run(this.Q.verify, [now, account, tokenHash, now]);
    return changed === 1 ? account : null;
  }

  async accountsAt(address: string, limit: number): Promise<string[]> {
    return (await this.db.rows(this.Q.accountsAt, [address, limit])).map((r) =>
      String(r.account_id),
    );
  }

  async setNotify(account: string, notify: boolean, lang: MailLang): Promise<void> {
    await this.run(this.Q.setNotify, [notify ? 1 : 0, lang, account]);
  }

  async removeAddress(account: string): Promise<void> {
    await this.run(this.Q.removeSent, [account]);
    await this.run(this.Q.removeHeld, [account]);
    await this.run(this.Q.removeAddress, [account]);
  }

  async claimSend(account: string, table: string, now: number, since: number): Promise<boolean> {
    return (await this.run(this.Q.claimSend, [account, table, now, since])) === 1;
  }

  async pruneSent(before: number): Promise<number> {
    return Math.max(0, await this.run(this.Q.pruneSent, [before]));
  }

  async hold(account: string, table: string, seat: number, at: number): Promise<void> {
    await this.run(this.Q.hold, [account, table, seat, at]);
  }

  async heldDue(before: number, limit: number): Promise<string[]> {
    return (await this.db.rows(this.Q.heldDue, [before, limit])).map((r) => String(r.account_id));
  }

  async takeHeld(account: string, now: number): Promise<HeldMail[]> {
    const rows = (await this.db.rows(this.Q.held, [account])).filter((r) => Number(r.at) <= now);
    await this.run(this.Q.unhold, [account, now]);
    return rows.map((r) => ({ table: String(r.table_id), seat: Number(r.seat), at: Number(r.at) }));
  }
}
