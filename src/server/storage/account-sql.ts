import type { AccountRecord, PasskeyRecord, SessionRecord } from './account-types.js';
import { emailDeletes } from './email-sql.js';
import { friendDeletes } from './friend-sql.js';
import { inviteDeletes } from './invite-sql.js';
import { noticeDeletes } from './notice-sql.js';
import { dialect, type Engine, type Row } from './sql-db.js';

/**
 * The accounts' queries, one text for both engines: PostgreSQL's `$1` parameters (SQLite reads
 * them as `?1`) and its table names' prefix. Both engines then run the same statements.
 */
export type AccountQueries = ReturnType<typeof accountQueries>;

/** Sessions an account keeps at most: a new one drops the least recently seen beyond these. */
export const SESSIONS_KEPT = 50;

/** The account's latest tables that "played with" looks at (its work stays bounded). */
export const PLAYED_WITH_TABLES = 200;

/** The devices an account is notified on outside its seats (an invitation): the latest, at most. */
export const ACCOUNT_DEVICES = 10;

export function accountQueries(engine: Engine) {
  const { t, q } = dialect(engine);
  return {
    createAccount: q(`INSERT INTO ${t('accounts')}
      (id, name, name_key, name_skeleton, password, created_at)
      VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`),
    nameTaken: q(`SELECT 1 AS taken FROM ${t('accounts')} WHERE name_key = $1 OR name_skeleton = $2
      LIMIT 1`),
    getAccount: q(`SELECT * FROM ${t('accounts')} WHERE id = $1`),
    findAccount: q(`SELECT * FROM ${t('accounts')} WHERE name_key = $1`),
    setPassword: q(`UPDATE ${t('accounts')} SET password = $1 WHERE id = $2`),
    deleteAccount: [
      q(`DELETE FROM ${t('sessions')} WHERE account_id = $1`),
      q(`DELETE FROM ${t('passkeys')} WHERE account_id = $1`),
      q(`DELETE FROM ${t('account_seats')} WHERE account_id = $1`),
      // Its e-mail address and sends (email-sql.ts).
      ...emailDeletes(engine).map(q),
      // Invitations made to it (invite-sql.ts).
      ...inviteDeletes(engine).map(q),
      // Its friends, requests, blocks both ways, and presence (friend-sql.ts).
      ...friendDeletes(engine).map(q),
      // Its notice settings and chat read (notice-sql.ts).
      ...noticeDeletes(engine).map(q),
      q(`DELETE FROM ${t('accounts')} WHERE id = $1`),
    ],
    addPasskey: q(`INSERT INTO ${t('passkeys')}
      (id, account_id, public_key, counter, transports, created_at)
      VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`),
    getPasskey: q(`SELECT * FROM ${t('passkeys')} WHERE id = $1`),
    listPasskeys: q(`SELECT * FROM ${t('passkeys')} WHERE account_id = $1 ORDER BY created_at, id`),
    setPasskeyCounter: q(`UPDATE ${t('passkeys')} SET counter = $1 WHERE id = $2`),
    // Expired sessions go, and the least recently seen beyond SESSIONS_KEPT - 1 (the new one
    // makes SESSIONS_KEPT): sign-ins cannot grow an account's sessions without bound.
    pruneSessions: q(`DELETE FROM ${t('sessions')} WHERE account_id = $1 AND (expires_at < $2
      OR token_hash NOT IN (SELECT token_hash FROM ${t('sessions')} WHERE account_id = $1
        ORDER BY last_seen DESC, token_hash LIMIT ${SESSIONS_KEPT - 1}))`),
    createSession: q(`INSERT INTO ${t('sessions')}
      (token_hash, account_id, created_at, last_seen, expires_at) VALUES ($1, $2, $3, $4, $5)`),
    getSession: q(`SELECT * FROM ${t('sessions')} WHERE token_hash = $1`),
    touchSession: q(`UPDATE ${t('sessions')} SET last_seen = $1, expires_at = $2
      WHERE token_hash = $3`),
    deleteSession: q(`DELETE FROM ${t('sessions')} WHERE token_hash = $1`),
    deleteSessions: q(`DELETE FROM ${t('sessions')} WHERE account_id = $1`),
    addAccountSeat: q(`INSERT INTO ${t('account_seats')} (account_id, table_id, seat, at)
      VALUES ($1, $2, $3, $4) ON CONFLICT (account_id, table_id, seat) DO UPDATE SET at = excluded.at`),
    // A seat let go (left, or its invitation lapsed and another took it): off the lists of the
    // accounts linked to it, but for `$3` (the account that holds it now, if any).
    removeSeatLinks: q(`DELETE FROM ${t('account_seats')}
      WHERE table_id = $1 AND seat = $2 AND account_id <> $3`),
    accountSeats: q(`SELECT table_id AS "table", seat, at FROM ${t('account_seats')}
      WHERE account_id = $1 ORDER BY at DESC, table_id, seat LIMIT $2 OFFSET $3`),
    playedWith: q(`SELECT a.id, a.name FROM ${t('account_seats')} o
      JOIN ${t('accounts')} a ON a.id = o.account_id
      WHERE o.account_id <> $1 AND o.table_id IN (SELECT table_id FROM ${t('account_seats')}
        WHERE account_id = $1 ORDER BY at DESC LIMIT ${PLAYED_WITH_TABLES})
      GROUP BY a.id, a.name ORDER BY max(o.at) DESC, a.id LIMIT $2`),
    playedTogether: q(`SELECT 1 FROM ${t('account_seats')} x
      JOIN ${t('account_seats')} y ON y.table_id = x.table_id AND y.account_id = $2
      JOIN ${t('tables')} tb ON tb.id = x.table_id
      WHERE x.account_id = $1 AND tb.status <> 'open' LIMIT 1`),
    // The devices notified for any seat of the account, each once (its latest subscription's
    // keys and language), the latest first: an invitation has no seat of its own yet.
    accountPush: q(`SELECT p.endpoint, max(p.data) AS data FROM ${t('push')} p
      JOIN ${t('account_seats')} s ON s.table_id = p.table_id AND s.seat = p.seat
      WHERE s.account_id = $1 GROUP BY p.endpoint
      ORDER BY max(p.created_at) DESC, p.endpoint LIMIT ${ACCOUNT_DEVICES}`),
  };
}

export function accountRow(r: Row): AccountRecord {
  return {
    id: String(r.id),
    name: String(r.name),
    nameKey: String(r.name_key),
    nameSkeleton: r.name_skeleton === null ? null : String(r.name_skeleton),
    password: r.password === null ? null : String(r.password),
    createdAt: Number(r.created_at),
  };
}

export function passkeyRow(r: Row): PasskeyRecord {
  return {
    id: String(r.id),
    account: String(r.account_id),
    publicKey: String(r.public_key),
    counter: Number(r.counter),
    transports: JSON.parse(String(r.transports)) as string[],
    createdAt: Number(r.created_at),
  };
}

export function sessionRow(r: Row): SessionRecord {
  return {
    tokenHash: String(r.token_hash),
    account: String(r.account_id),
    createdAt: Number(r.created_at),
    lastSeen: Number(r.last_seen),
    expiresAt: Number(r.expires_at),
  };
}

export function accountParams(a: AccountRecord): unknown[] {
  return [a.id, a.name, a.nameKey, a.nameSkeleton, a.password, a.createdAt];
}

export function passkeyParams(p: PasskeyRecord): unknown[] {
  return [p.id, p.account, p.publicKey, p.counter, JSON.stringify(p.transports), p.createdAt];
}

export function sessionParams(x: SessionRecord): unknown[] {
  return [x.tokenHash, x.account, x.createdAt, x.lastSeen, x.expiresAt];
}
