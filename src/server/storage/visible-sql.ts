import type pg from 'pg';

/**
 * Seats whose table is open and visible on a page (issue 40: "visible" on any of a person's
 * devices, whichever instance holds its socket). PostgreSQL only: with SQLite one instance holds
 * every socket and asks its own. Each instance writes its own rows (`origin`), each with an end
 * it pushes back while the page stays visible (push/visible-seats.ts): an instance that stops
 * leaves rows that expire. Bounded by the visible pages, not by the tables.
 */
export const visibleMigration = `CREATE TABLE IF NOT EXISTS fathom_visible (
     table_id TEXT NOT NULL,
     seat INTEGER NOT NULL,
     origin TEXT NOT NULL,
     until BIGINT NOT NULL,
     PRIMARY KEY (table_id, seat, origin)
   );`;

export interface VisibleStorage {
  /** These seats are visible on a page of this instance until `until` (ms); older ends go. */
  mark(
    seats: readonly { table: string; seat: number }[],
    until: number,
    now: number,
  ): Promise<void>;
  /** No page of this instance shows the table for the seat any more. */
  unmark(table: string, seat: number): Promise<void>;
  /** Whether a page of any instance shows the table for the seat now. */
  seen(table: string, seat: number, now: number): Promise<boolean>;
}

/** At most this many seats in one statement. */
const CHUNK = 500;

export class VisibleStore implements VisibleStorage {
  constructor(
    private readonly pool: () => pg.Pool,
    private readonly origin: string,
  ) {}

  async mark(seats: readonly { table: string; seat: number }[], until: number, now: number) {
    const pool = this.pool();
    for (let i = 0; i < seats.length; i += CHUNK) {
      const part = seats.slice(i, i + CHUNK);
      await pool.query(
        `INSERT INTO fathom_visible (table_id, seat, origin, until)
         SELECT t, s, $3, $4 FROM unnest($1::text[], $2::int[]) AS x(t, s)
         ON CONFLICT (table_id, seat, origin) DO UPDATE SET until = excluded.until`,
        [part.map((x) => x.table), part.map((x) => x.seat), this.origin, until],
      );
    }
    await pool.query('DELETE FROM fathom_visible WHERE until <= $1', [now]);
  }

  async unmark(table: string, seat: number): Promise<void> {
    await this.pool().query(
      'DELETE FROM fathom_visible WHERE table_id = $1 AND seat = $2 AND origin = $3',
      [table, seat, this.origin],
    );
  }

  async seen(table: string, seat: number, now: number): Promise<boolean> {
    const r = await this.pool().query(
      'SELECT 1 FROM fathom_visible WHERE table_id = $1 AND seat = $2 AND until > $3 LIMIT 1',
      [table, seat, now],
    );
    return r.rows.length > 0;
  }
}
