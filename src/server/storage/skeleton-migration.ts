import type Database from 'better-sqlite3';
import type pg from 'pg';
import { skeleton } from '../accounts/skeleton.js';

/**
 * Names' skeletons (issue 39, accounts/skeleton.ts): a unique column beside the key, filled for
 * the accounts there are, the oldest first. Two existing names may look alike already: the older
 * keeps the skeleton, the newer none (null, which a unique column allows many times), so neither
 * loses its name, and a third lookalike is refused as every new one is.
 */
function skeletons(rows: readonly { id: unknown; name: unknown }[]): [string, string][] {
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const r of rows) {
    const s = skeleton(String(r.name));
    if (seen.has(s)) continue;
    seen.add(s);
    out.push([s, String(r.id)]);
  }
  return out;
}

const OLDEST_FIRST = 'ORDER BY created_at, id';

export function sqliteSkeletons(db: Database.Database): void {
  db.exec(`ALTER TABLE accounts ADD COLUMN name_skeleton TEXT;
    CREATE UNIQUE INDEX accounts_skeleton ON accounts (name_skeleton);`);
  const rows = db.prepare(`SELECT id, name FROM accounts ${OLDEST_FIRST}`).all() as {
    id: string;
    name: string;
  }[];
  const set = db.prepare('UPDATE accounts SET name_skeleton = ? WHERE id = ?');
  for (const params of skeletons(rows)) set.run(params);
}

export async function postgresSkeletons(client: pg.ClientBase): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(`ALTER TABLE fathom_accounts ADD COLUMN name_skeleton TEXT;
      CREATE UNIQUE INDEX fathom_accounts_skeleton ON fathom_accounts (name_skeleton);`);
    const rows = await client.query(`SELECT id, name FROM fathom_accounts ${OLDEST_FIRST}`);
    for (const params of skeletons(rows.rows as { id: unknown; name: unknown }[]))
      await client.query('UPDATE fathom_accounts SET name_skeleton = $1 WHERE id = $2', params);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  }
}
