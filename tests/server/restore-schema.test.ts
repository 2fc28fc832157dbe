import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { restoreCommand } from '../../src/cli/backup.js';
import { migrateSqlite } from '../../src/server/storage/sqlite-migrations.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import { sampleAccount } from './storage-contract.js';

// `fathom restore` takes a file anyone may hand over: a schema object the migrations do not make
// (a trigger that copies a victim's new session to an attacker's account, say) is refused, named.
const dir = mkdtempSync(join(tmpdir(), 'fathom-restore-schema-'));
const clean = join(dir, 'clean.sqlite');
beforeAll(async () => {
  const s = new SqliteStorage(clean, 'restore-schema');
  await s.createAccount(sampleAccount());
  await s.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** A copy of the clean backup, changed by `change`. */
function backup(change: (db: Database.Database) => void): string {
  const file = join(dir, `backup-${++n}.sqlite`);
  copyFileSync(clean, file);
  const db = new Database(file);
  change(db);
  db.close();
  return file;
}

/** `fathom restore FILE` into a new data directory: its exit code and what it wrote to stderr. */
async function restore(file: string): Promise<{ code: number; err: string; restored: boolean }> {
  const target = mkdtempSync(join(dir, 'data-'));
  let err = '';
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    err += String(chunk);
    return true;
  });
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const code = await restoreCommand(file, target);
    return { code, err, restored: existsSync(join(target, 'fathom.sqlite')) };
  } finally {
    spy.mockRestore();
    out.mockRestore();
  }
}

describe('fathom restore checks the schema', () => {
  it('restores a clean backup', async () => {
    expect(await restore(clean)).toEqual({ code: 0, err: '', restored: true });
  });

  it('restores a clean backup of an older version (the server migrates it at start)', async () => {
    const file = join(dir, 'old.sqlite');
    const db = new Database(file);
    migrateSqlite(db, 4);
    db.close();
    expect(await restore(file)).toEqual({ code: 0, err: '', restored: true });
  });

  it("restores a backup with SQLite's own statistics (ANALYZE, which steers queries only)", async () => {
    expect(await restore(backup((db) => db.exec('ANALYZE')))).toEqual({
      code: 0,
      err: '',
      restored: true,
    });
  });

  it('refuses a backup with a trigger added, naming the trigger', async () => {
    const file = backup((db) =>
      db.exec(`CREATE TRIGGER steal AFTER INSERT ON sessions BEGIN
        UPDATE sessions SET account_id = 'attacker' WHERE token_hash = new.token_hash; END`),
    );
    const r = await restore(file);
    expect(r.code).toBe(2);
    expect(r.restored).toBe(false);
    expect(r.err).toMatch(
      /^fathom restore: .* refused: trigger "steal" is not one Fathom makes\n$/,
    );
  });

  it.each([
    ['a view', 'CREATE VIEW peek AS SELECT * FROM accounts', 'view "peek" is not one Fathom makes'],
    ['a table', 'CREATE TABLE extra (x)', 'table "extra" is not one Fathom makes'],
    ['an index', 'CREATE INDEX sneaky ON accounts (password)', 'index "sneaky" is not one'],
    [
      'a column',
      "ALTER TABLE accounts ADD COLUMN note TEXT DEFAULT 'x'",
      `table "accounts" differs from the one Fathom makes`,
    ],
    ['a dropped index', 'DROP INDEX sessions_account', 'index "sessions_account" is missing'],
    ['a newer version', 'PRAGMA user_version = 9999', 'schema version 9999 is not one'],
  ])('refuses a backup with %s, naming it', async (_, sql, named) => {
    const r = await restore(backup((db) => db.exec(sql)));
    expect(r.code).toBe(2);
    expect(r.restored).toBe(false);
    expect(r.err).toContain(named);
  });
});
