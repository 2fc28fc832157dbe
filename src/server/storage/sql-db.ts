/**
 * The one SQL helper of the stores that both engines share (accounts, sign-ins, e-mail, ratings):
 * each store's statements are written once, in PostgreSQL's text, and run through the engine's
 * `SqlDb` (sqlite.ts and postgres.ts lend theirs).
 */

export type Engine = 'sqlite' | 'postgres';

/** A row as either engine returns it (PostgreSQL's BIGINT comes as a string). */
export type Row = Record<string, unknown>;

/** What the stores shared by both engines need of one. */
export interface SqlDb {
  rows(sql: string, params: unknown[]): Promise<Row[]>;
  /** The statements in one transaction, all or none: the last one's count of rows changed. */
  run(statements: [string, unknown[]][]): Promise<number>;
  /** Whether `run` failed because a unique key refused a statement (the engines say it apart). */
  isUniqueViolation(e: unknown): boolean;
}

/**
 * SQLite's statements with their `$N` turned to `?`, and which parameter each `?` takes
 * (better-sqlite3 binds arrays to `?` in order only; a `$1` used twice takes the value twice).
 */
const sqliteOrder = new Map<string, number[]>();

/** The parameters of an SQLite statement from dialect's `q`, in the order its `?` take them. */
export function sqliteParams(sql: string, params: readonly unknown[]): unknown[] {
  const order = sqliteOrder.get(sql);
  return order ? order.map((i) => params[i]) : [...params];
}

/**
 * One statement text for both engines: `t` names a table (PostgreSQL's have a prefix), `q` turns
 * PostgreSQL's text into the engine's (SQLite's `?`, their order kept for sqliteParams).
 */
export function dialect(engine: Engine) {
  const t = (name: string) => (engine === 'postgres' ? `fathom_${name}` : name);
  const q = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    if (engine === 'postgres') return flat;
    const order: number[] = [];
    const sql = flat.replace(/\$(\d+)/g, (_, n: string) => {
      order.push(Number(n) - 1);
      return '?';
    });
    sqliteOrder.set(sql, order);
    return sql;
  };
  // Times in milliseconds and growing ids: 64 bits in PostgreSQL (SQLite's INTEGER is already).
  const big = engine === 'postgres' ? 'BIGINT' : 'INTEGER';
  return { t, q, big };
}
