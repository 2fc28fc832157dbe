import type Database from 'better-sqlite3';
import { ratingForfeitsMigration, ratingMigration } from './rating-sql.js';
import { botRatingMigration } from './bot-rating-sql.js';
import { emailHeldMigration, emailMigration } from './email-sql.js';
import { friendMigration } from './friend-sql.js';
import { inviteMigration } from './invite-sql.js';
import { playNowMigration } from './play-now-sql.js';
import { noticeMigration } from './notice-sql.js';
import { signInMigration } from './sign-in-sql.js';
import { sqliteSkeletons } from './skeleton-migration.js';

/**
 * SQLite's migrations, in order: the n-th runs once, on a database at version n - 1
 * (user_version). Append only: a new one goes at the end (the other engine's list,
 * postgres-migrations.ts, gets its twin), and none is ever changed once released.
 */
export const SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  `CREATE TABLE IF NOT EXISTS tables (
     id TEXT PRIMARY KEY,
     status TEXT NOT NULL,
     listed INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     version INTEGER NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS tables_status ON tables (status, created_at);
   CREATE TABLE IF NOT EXISTS moves (
     table_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (table_id, seq)
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS snapshots (
     table_id TEXT PRIMARY KEY,
     seq INTEGER NOT NULL,
     state TEXT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS chat (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     table_id TEXT NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS chat_table ON chat (table_id, id);`,
  // The creator (a hash of their address), for the lobby's limit per creator; the index holds
  // all a list looks at, so that it never reads the tables' records (their options) to decide.
  `ALTER TABLE tables ADD COLUMN creator TEXT;
   CREATE INDEX IF NOT EXISTS tables_listing ON tables (status, listed, created_at, id, creator);`,
  // Push notifications (issue 27): settings kept with the data (the VAPID keys), and each
  // device's subscription per seat it is notified for, with the address that subscribed it (for
  // the bound per address). `data`: the subscription's keys and language (PushTarget).
  `CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS push (
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     endpoint TEXT NOT NULL,
     data TEXT NOT NULL,
     address TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (table_id, seat, endpoint)
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS push_endpoint ON push (endpoint);
   CREATE INDEX IF NOT EXISTS push_address ON push (address);`,
  // Accounts (issue 26): the account, its passkeys and sessions, and the seats it took.
  `CREATE TABLE IF NOT EXISTS accounts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     password TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE IF NOT EXISTS passkeys (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id);
   CREATE TABLE IF NOT EXISTS sessions (
     token_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
   CREATE TABLE IF NOT EXISTS account_seats (
     account_id TEXT NOT NULL,
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (account_id, table_id, seat)
   );
   CREATE INDEX IF NOT EXISTS account_seats_latest ON account_seats (account_id, at);
   CREATE INDEX IF NOT EXISTS account_seats_table ON account_seats (table_id);`,
  // Ratings (issue 26): rating-sql.ts.
  ratingMigration('sqlite'),
  // Passkey ceremonies and sign-in limits, shared by instances (issue 26): sign-in-sql.ts.
  signInMigration('sqlite'),
  // E-mail addresses and sends (issue 27): email-sql.ts.
  emailMigration('sqlite'),
  // Turn mails held back for a digest (issue 40): email-sql.ts.
  emailHeldMigration('sqlite'),
  // Names' skeletons, filled for the names there are (issue 39): skeleton-migration.ts.
  sqliteSkeletons,
  // Invitations to accounts: the latest per inviter, a count per day (issue 39): invite-sql.ts.
  inviteMigration('sqlite'),
  // Who forfeited each rated table, for the farming rule (issue 41): rating-sql.ts.
  ratingForfeitsMigration('sqlite'),
  // Friends, friend requests, blocks and presence across instances (issue 42): friend-sql.ts.
  friendMigration('sqlite'),
  // Play now's requests (issue 42): play-now-sql.ts.
  playNowMigration('sqlite'),
  // Bots' seeded ratings and the results counted against them (issue 44): bot-rating-sql.ts.
  botRatingMigration('sqlite'),
  // Notice settings per account and chat read per reader (issue 40): notice-sql.ts.
  noticeMigration('sqlite'),
];

/** A migration: SQL, or a step that needs JavaScript (a value SQL cannot compute). */
export type SqliteMigration = string | ((db: Database.Database) => void);

/**
 * Brings a database from its version (user_version) to `upTo`, each migration with its new
 * version in one transaction: a migration stopped half-way leaves the database as it was.
 * `fathom restore` runs it on an empty database too, for the schema a version should have.
 */
export function migrateSqlite(db: Database.Database, upTo = SQLITE_MIGRATIONS.length): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let v = version; v < upTo; v++) {
    const step = SQLITE_MIGRATIONS[v] as SqliteMigration;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
