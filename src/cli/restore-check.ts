import Database from 'better-sqlite3';
import { migrateSqlite, SQLITE_MIGRATIONS } from '../server/storage/sqlite-migrations.js';

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** SQLite's own statistics tables (ANALYZE): they steer the query planner only, no code runs. */
const STATISTICS = /^sqlite_stat\d$/;

/**
 * What in a database's schema Fathom's migrations do not make, each named ("trigger steal"), or
 * an empty list. A backup is a file anyone may hand over, and a trigger, a view or a changed
 * column in it runs with the server's rights on every write (a trigger copying a victim's new
 * session to an attacker's, say). So the schema must be exactly the one the migrations make at
 * the file's version, compared with a fresh database migrated to that version: the same objects
 * in sqlite_master (type, name, table, SQL text). The same text is the same columns: SQLite makes
 * a table's columns by parsing that text when it opens the file.
 */
export function schemaProblems(db: Database.Database): string[] {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (!Number.isSafeInteger(version) || version < 1 || version > SQLITE_MIGRATIONS.length)
    return [
      `schema version ${version} is not one this Fathom makes (1 to ${SQLITE_MIGRATIONS.length})`,
    ];
  const fresh = new Database(':memory:');
  try {
    migrateSqlite(fresh, version);
    return compare(objects(db), objects(fresh));
  } finally {
    fresh.close();
  }
}

function objects(db: Database.Database): Map<string, SchemaObject> {
  const rows = db
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name')
    .all() as SchemaObject[];
  return new Map(rows.map((r) => [`${r.type} ${r.name}`, r]));
}

function compare(found: Map<string, SchemaObject>, made: Map<string, SchemaObject>): string[] {
  const problems: string[] = [];
  for (const [id, o] of found) {
    const twin = made.get(id);
    // Quoted: a name is the file's, and may hold anything (a line break, a terminal's escape).
    const named = `${o.type} ${JSON.stringify(o.name)}`;
    if (!twin) {
      if (o.type === 'table' && STATISTICS.test(o.name)) continue;
      problems.push(`${named} is not one Fathom makes`);
    } else if (twin.sql !== o.sql || twin.tbl_name !== o.tbl_name) {
      problems.push(`${named} differs from the one Fathom makes`);
    }
  }
  for (const [id, o] of made)
    if (!found.has(id)) problems.push(`${o.type} ${JSON.stringify(o.name)} is missing`);
  return problems;
}
