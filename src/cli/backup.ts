import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { schemaProblems } from './restore-check.js';

/** The SQLite file the server keeps in its data directory (storage/open.ts). */
export const DB_FILE = 'fathom.sqlite';

/** What a Fathom database holds, read from it; null when the file is not one. */
function describe(file: string): { tables: number; finished: number; moves: number } | null {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    if (db.pragma('quick_check', { simple: true }) !== 'ok') return null;
    const count = (sql: string) => (db!.prepare(sql).get() as { n: number }).n;
    return {
      tables: count('SELECT count(*) AS n FROM tables'),
      finished: count("SELECT count(*) AS n FROM tables WHERE status = 'finished'"),
      moves: count('SELECT count(*) AS n FROM moves'),
    };
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/**
 * `fathom backup FILE`: a copy of the server's SQLite database made with SQLite's online backup
 * API, safe while the server runs (its writes go on; the copy is one consistent moment of the
 * database). The whole copy is one step: a step-by-step copy restarts whenever the server writes
 * between steps, and under steady play it might never end.
 */
export async function backupCommand(file: string, dataDir: string): Promise<number> {
  const source = join(resolve(dataDir), DB_FILE);
  if (!existsSync(source)) return bad('backup', `no database at ${source} (set --data-dir)`);
  if (existsSync(file)) return bad('backup', `${file} exists already: choose a new file`);
  const db = new Database(source, { fileMustExist: true });
  try {
    await db.backup(file, { progress: () => 0x7fffffff });
  } catch (e) {
    return bad('backup', `cannot write ${file}: ${(e as Error).message}`);
  } finally {
    db.close();
  }
  const made = describe(file);
  if (!made) return bad('backup', `the copy in ${file} does not read back as a database`);
  process.stdout.write(
    `Backed up ${made.tables} tables (${made.finished} finished) and ${made.moves} moves to ${file}\n`,
  );
  return 0;
}

/**
 * Whether a process (a server) has the database open. The server keeps it in WAL mode, where
 * every open connection holds a shared lock on the file for as long as it is open, idle or not:
 * an exclusive lock asked for without waiting is then refused (SQLITE_BUSY). The lock is the
 * operating system's, so it goes with the process: a server killed leaves nothing to clean up,
 * as a lock file of its own would.
 */
function inUse(file: string): boolean {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (e) {
    return (e as { code?: string }).code === 'SQLITE_BUSY';
  } finally {
    db?.close();
  }
}

/**
 * `fathom restore FILE`: the backup becomes the data directory's database, every instance being
 * stopped (docs/operating.md); refused while a server has it open (its tables and writes would go
 * on in the database moved aside), and refused when its schema is not exactly the migrations'
 * (restore-check.ts). The database it replaces is kept beside it, renamed.
 */
export async function restoreCommand(file: string, dataDir: string): Promise<number> {
  const found = describe(file);
  if (!found) return bad('restore', `${file} is not a Fathom database (a fathom backup FILE)`);
  const problems = withDatabase(file, schemaProblems);
  if (problems.length > 0)
    return bad(
      'restore',
      `${file} holds what Fathom's migrations do not make, refused: ${problems.join('; ')}`,
    );
  const target = join(resolve(dataDir), DB_FILE);
  if (existsSync(target) && inUse(target))
    return bad('restore', `${target} is in use by a running server: stop every instance first`);
  if (existsSync(target)) {
    const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(target + suffix)) renameSync(target + suffix, aside + suffix);
    process.stdout.write(`The database replaced is kept as ${aside}\n`);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  process.stdout.write(
    `Restored ${found.tables} tables (${found.finished} finished) and ${found.moves} moves into ${target}\n`,
  );
  return 0;
}

function withDatabase<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function bad(command: string, message: string): number {
  process.stderr.write(`fathom ${command}: ${message}\n`);
  return 2;
}
