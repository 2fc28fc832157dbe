import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseData } from '../../src/bench/server/release-db.js';
import { POSTGRES_MIGRATIONS } from '../../src/server/storage/postgres-migrations.js';
import { PostgresStorage } from '../../src/server/storage/postgres.js';
import { migrateSqlite, SQLITE_MIGRATIONS } from '../../src/server/storage/sqlite-migrations.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import { postgresSkeletons, sqliteSkeletons } from '../../src/server/storage/skeleton-migration.js';
import type { Storage } from '../../src/server/storage/types.js';
import { usePostgres } from './helpers.js';
import { sampleAccount } from './storage-contract.js';

// tests/fixtures/release.sqlite was written by the release before accounts (its migrations
// stop at 2), with src/bench/server/release-db.ts: opened by today's code, it is upgraded.
const fixture = new URL('../fixtures/release.sqlite', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'fathom-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('upgrades a database of the release before accounts with nothing lost', async () => {
  const file = join(dir, 'fathom.sqlite');
  copyFileSync(fixture, file);
  const before = new Database(file, { readonly: true });
  expect(before.pragma('user_version', { simple: true })).toBe(2);
  before.close();

  const s = new SqliteStorage(file, 'upgrade');
  try {
    const data = releaseData();
    for (const t of data.tables) expect(await s.getTable(t.id)).toEqual(t);
    for (const [table, moves] of Object.entries(data.moves))
      expect(await s.readMoves(table, 0)).toEqual(moves);
    for (const [table, snap] of Object.entries(data.snapshots))
      expect(await s.getSnapshot(table)).toEqual(snap);
    for (const [table, lines] of Object.entries(data.chat))
      expect((await s.readChat(table, 0, 100)).map(({ id: _, ...line }) => line)).toEqual(lines);
    const listed = await s.listTables('open', {
      limit: 10,
      offset: 0,
      perCreator: 0,
      createdSince: 0,
      window: 100,
    });
    expect(listed.map((t) => t.id)).toEqual(['release-open']);
    expect((await s.playingTables()).map((t) => t.id)).toEqual(['release-playing']);
    // The new tables are there and work; the old ones take writes as before.
    const a = sampleAccount();
    expect(await s.createAccount(a)).toBe(true);
    expect(await s.findAccount(a.nameKey)).toEqual(a);
    await s.addAccountSeat(a.id, { table: 'release-playing', seat: 0, at: 1 });
    expect(await s.accountSeats(a.id, 10, 0)).toEqual([
      { table: 'release-playing', seat: 0, at: 1 },
    ]);
    const next = { seq: 4, actor: 0, move: { type: 'stop' }, at: 5, byBot: false } as const;
    expect(await s.append('release-playing', [next])).toBe(true);
  } finally {
    await s.close();
  }
  const after = new Database(file, { readonly: true });
  expect(after.pragma('user_version', { simple: true })).toBeGreaterThan(2);
  after.close();
});

/**
 * Accounts made before names' skeletons (issue 39): "Ana", then a lookalike allowed then ("ΑΝΑ"
 * in Greek), then "Bob". Written as the release before skeletons wrote them (its columns).
 */
const before = [
  ['a-ana', 'Ana', 'ana', 1],
  ['a-greek', 'ΑΝΑ', 'ανα', 2],
  ['a-bob', 'Bob', 'bob', 3],
] as const;

/** After the upgrade: each has its skeleton but the newer lookalike; new lookalikes are taken. */
async function upgraded(s: Storage): Promise<void> {
  expect((await s.findAccount('ana'))?.nameSkeleton).toBe('ana');
  expect((await s.findAccount('bob'))?.nameSkeleton).toBe('bob');
  // The Greek account keeps its name, and signs in by it as before; its skeleton is the older's.
  expect(await s.findAccount('ανα')).toMatchObject({
    id: 'a-greek',
    name: 'ΑΝΑ',
    nameSkeleton: null,
  });
  expect(await s.nameTaken('ᴀɴᴀ', 'ana')).toBe(true);
  expect(await s.nameTaken('b0b', 'bob')).toBe(true);
  expect(await s.nameTaken('eve', 'eve')).toBe(false);
  const lookalike = { ...sampleAccount(), name: 'ᴀɴᴀ', nameKey: 'ᴀɴᴀ', nameSkeleton: 'ana' };
  expect(await s.createAccount(lookalike)).toBe(false);
  const eve = { ...sampleAccount(), name: 'Eve', nameKey: 'eve', nameSkeleton: 'eve' };
  expect(await s.createAccount(eve)).toBe(true);
}

describe('names get their skeletons on an upgrade', () => {
  it('SQLite', async () => {
    const file = join(dir, 'skeletons.sqlite');
    const db = new Database(file);
    // Up to the migration before the skeletons' (later ones come after it).
    migrateSqlite(db, SQLITE_MIGRATIONS.indexOf(sqliteSkeletons));
    const add = db.prepare(
      'INSERT INTO accounts (id, name, name_key, password, created_at) VALUES (?, ?, ?, NULL, ?)',
    );
    for (const a of before) add.run(...a);
    db.close();
    const s = new SqliteStorage(file, 'upgrade');
    try {
      await upgraded(s);
    } finally {
      await s.close();
    }
  });

  const server = usePostgres();
  it('PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE fathom_migrations (version INTEGER NOT NULL)');
      const at = POSTGRES_MIGRATIONS.indexOf(postgresSkeletons);
      for (const step of POSTGRES_MIGRATIONS.slice(0, at)) await client.query(step as string);
      await client.query('INSERT INTO fathom_migrations VALUES ($1)', [at]);
      for (const a of before)
        await client.query(
          'INSERT INTO fathom_accounts (id, name, name_key, password, created_at) VALUES ($1, $2, $3, NULL, $4)',
          [...a],
        );
    } finally {
      await client.end();
    }
    const s = await PostgresStorage.open(server.url, 'upgrade');
    try {
      await upgraded(s);
    } finally {
      await s.close();
    }
  });
});
