import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresStorage } from '../../src/server/storage/postgres.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import type { Storage } from '../../src/server/storage/types.js';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { storageContract } from './storage-contract.js';

let dir = '';
let sqlite: Storage | null = null;
storageContract(
  'SQLite',
  async () => {
    dir = mkdtempSync(join(tmpdir(), 'fathom-sqlite-'));
    sqlite = new SqliteStorage(join(dir, 'test.sqlite'), 'a');
    return sqlite;
  },
  async () => {
    await sqlite?.close();
    rmSync(dir, { recursive: true, force: true });
  },
);

let pg: TestPostgres | null = null;
let pgStorage: Storage | null = null;
storageContract(
  'PostgreSQL',
  async () => {
    pg = await startPostgres();
    pgStorage = await PostgresStorage.open(pg.url, 'a');
    return pgStorage;
  },
  async () => {
    await pgStorage?.close();
    await pg?.stop();
  },
);
