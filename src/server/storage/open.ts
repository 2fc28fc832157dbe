import { join } from 'node:path';
import { PostgresStorage } from './postgres.js';
import { SqliteStorage } from './sqlite.js';
import type { Storage } from './types.js';

/** PostgreSQL when a URL is given, otherwise an SQLite file in `dataDir`. */
export async function openStorage(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  origin: string;
}): Promise<Storage> {
  if (opts.databaseUrl) return PostgresStorage.open(opts.databaseUrl, opts.origin);
  return new SqliteStorage(join(opts.dataDir, 'fathom.sqlite'), opts.origin);
}
