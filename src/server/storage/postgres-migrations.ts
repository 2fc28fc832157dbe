import { emailHeldMigration, emailMigration } from './email-sql.js';
import { friendMigration } from './friend-sql.js';
import { inviteMigration } from './invite-sql.js';
import { playNowMigration } from './play-now-sql.js';
import { noticeMigration } from './notice-sql.js';
import { ratingForfeitsMigration, ratingMigration } from './rating-sql.js';
import { botRatingMigration } from './bot-rating-sql.js';
import type pg from 'pg';
import { signInMigration } from './sign-in-sql.js';
import { postgresSkeletons } from './skeleton-migration.js';
import { visibleMigration } from './visible-sql.js';

/** A migration: SQL, or a step that needs JavaScript (a value SQL cannot compute). */
export type PostgresMigration = string | ((client: pg.ClientBase) => Promise<void>);

/**
 * PostgreSQL's migrations, in order: the n-th runs once, on a database at version n - 1
 * (the fathom_migrations table). Append only: a new one goes at the end (the other engine's list,
 * sqlite-migrations.ts, gets its twin), and none is ever changed once released.
 */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  `CREATE TABLE IF NOT EXISTS fathom_tables (
     id TEXT PRIMARY KEY,
     status TEXT NOT NULL,
     listed BOOLEAN NOT NULL,
     created_at BIGINT NOT NULL,
     version INTEGER NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS fathom_tables_status ON fathom_tables (status, created_at);
   CREATE TABLE IF NOT EXISTS fathom_moves (
     table_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     data TEXT NOT NULL,
     PRIMARY KEY (table_id, seq)
   );
   CREATE TABLE IF NOT EXISTS fathom_snapshots (
     table_id TEXT PRIMARY KEY,
     seq INTEGER NOT NULL,
     state TEXT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS fathom_chat (
     id BIGSERIAL PRIMARY KEY,
     table_id TEXT NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS fathom_chat_table ON fathom_chat (table_id, id);`,
  // The creator (a hash of their address), for the lobby's limit per creator (sqlite-migrations.ts).
  `ALTER TABLE fathom_tables ADD COLUMN IF NOT EXISTS creator TEXT;
   CREATE INDEX IF NOT EXISTS fathom_tables_listing
     ON fathom_tables (status, listed, created_at, id, creator);`,
  // Push notifications (issue 27): settings (the VAPID keys) and subscriptions per seat (sqlite-migrations.ts).
  `CREATE TABLE IF NOT EXISTS fathom_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS fathom_push (
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     endpoint TEXT NOT NULL,
     data TEXT NOT NULL,
     address TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (table_id, seat, endpoint)
   );
   CREATE INDEX IF NOT EXISTS fathom_push_endpoint ON fathom_push (endpoint);
   CREATE INDEX IF NOT EXISTS fathom_push_address ON fathom_push (address);`,
  // Accounts (issue 26): as sqlite-migrations.ts's.
  `CREATE TABLE IF NOT EXISTS fathom_accounts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     password TEXT,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS fathom_passkeys (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter BIGINT NOT NULL,
     transports TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS fathom_passkeys_account ON fathom_passkeys (account_id);
   CREATE TABLE IF NOT EXISTS fathom_sessions (
     token_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     last_seen BIGINT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS fathom_sessions_account ON fathom_sessions (account_id);
   CREATE TABLE IF NOT EXISTS fathom_account_seats (
     account_id TEXT NOT NULL,
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     at BIGINT NOT NULL,
     PRIMARY KEY (account_id, table_id, seat)
   );
   CREATE INDEX IF NOT EXISTS fathom_account_seats_latest ON fathom_account_seats (account_id, at);
   CREATE INDEX IF NOT EXISTS fathom_account_seats_table ON fathom_account_seats (table_id);`,
  // Ratings (issue 26): rating-sql.ts.
  ratingMigration('postgres'),
  // Passkey ceremonies and sign-in limits, shared by instances (issue 26): sign-in-sql.ts.
  signInMigration('postgres'),
  // E-mail addresses and sends (issue 27): email-sql.ts.
  emailMigration('postgres'),
  // Turn mails held back for a digest (issue 40): email-sql.ts.
  emailHeldMigration('postgres'),
  // Names' skeletons, filled for the names there are (issue 39): skeleton-migration.ts.
  postgresSkeletons,
  // Invitations to accounts: the latest per inviter, a count per day (issue 39): invite-sql.ts.
  inviteMigration('postgres'),
  // Who forfeited each rated table, for the farming rule (issue 41): rating-sql.ts.
  ratingForfeitsMigration('postgres'),
  // Seats visible on some instance's pages (issue 40): visible-sql.ts. (SQLite: none, one instance.)
  visibleMigration,
  // Friends, friend requests, blocks and presence across instances (issue 42): friend-sql.ts.
  friendMigration('postgres'),
  // Play now's requests (issue 42): play-now-sql.ts.
  playNowMigration('postgres'),
  // Bots' seeded ratings and the results counted against them (issue 44): bot-rating-sql.ts.
  botRatingMigration('postgres'),
  // Notice settings per account and chat read per reader (issue 40): notice-sql.ts.
  noticeMigration('postgres'),
];
