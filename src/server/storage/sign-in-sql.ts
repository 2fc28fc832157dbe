import { dialect, type Engine, type Row, type SqlDb } from './sql-db.js';
import type { Bucket, CeremonyBounds, CeremonyRecord, SignInStorage } from './sign-in-types.js';

/** The tables of sign-in-types.ts, appended to each engine's migrations. */
export function signInMigration(engine: Engine): string {
  const { t, big } = dialect(engine);
  const real = engine === 'postgres' ? 'DOUBLE PRECISION' : 'REAL';
  return `CREATE TABLE IF NOT EXISTS ${t('ceremonies')} (
     id TEXT PRIMARY KEY,
     address TEXT NOT NULL,
     created_at ${big} NOT NULL,
     expires_at ${big} NOT NULL,
     data TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS ${t('ceremonies_address')}
     ON ${t('ceremonies')} (address, created_at, id);
   CREATE INDEX IF NOT EXISTS ${t('ceremonies_age')} ON ${t('ceremonies')} (created_at, id);
   CREATE INDEX IF NOT EXISTS ${t('ceremonies_expiry')} ON ${t('ceremonies')} (expires_at);
   CREATE TABLE IF NOT EXISTS ${t('sign_in_buckets')} (
     key TEXT PRIMARY KEY,
     tokens ${real} NOT NULL,
     at ${real} NOT NULL,
     full_at ${real} NOT NULL
   );
   CREATE INDEX IF NOT EXISTS ${t('sign_in_buckets_full')} ON ${t('sign_in_buckets')} (full_at);`;
}

function signInQueries(engine: Engine) {
  const { t, q } = dialect(engine);
  const c = t('ceremonies');
  const b = t('sign_in_buckets');
  // PostgreSQL cannot tell a bare parameter's type in arithmetic: said once here.
  const f = (n: number) => (engine === 'postgres' ? `$${n}::float8` : `$${n}`);
  const least = engine === 'postgres' ? 'LEAST' : 'min';
  // The tokens a key's bucket holds at $2 (now): its own plus those earned since, at most $3.
  const tokens = `${least}(${f(3)}, ${b}.tokens + (${f(2)} - ${b}.at) * ${f(4)} / 1000)`;
  return {
    pruneCeremonies: q(`DELETE FROM ${c} WHERE expires_at <= $1`),
    // The oldest of the address's beyond $2 (with the new one, the address keeps $2 + 1): found by
    // one step along an index.
    boundAddress: q(`DELETE FROM ${c} WHERE address = $1 AND (created_at, id) <= (
      SELECT created_at, id FROM ${c} WHERE address = $1
      ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET $2)`),
    // Beyond $1 in all (the new one kept), one goes: the oldest of the address holding the most
    // (of those holding as many, the one whose oldest is oldest). A flood of many addresses
    // evicts its own ceremonies while any of them holds more than a bystander does (issue 39).
    // Each put scans the address index (10,000 rows at most: a millisecond or two when full).
    boundAll: q(`DELETE FROM ${c} WHERE id = (
      SELECT id FROM ${c} WHERE address = (
        SELECT address FROM ${c} GROUP BY address
        ORDER BY count(*) DESC, min(created_at), address LIMIT 1)
      ORDER BY created_at, id LIMIT 1)
      AND (SELECT count(*) FROM ${c}) > $1`),
    putCeremony: q(`INSERT INTO ${c} (id, address, created_at, expires_at, data)
      VALUES ($1, $2, $3, $4, $5)`),
    getCeremony: q(`SELECT * FROM ${c} WHERE id = $1`),
    deleteCeremony: q(`DELETE FROM ${c} WHERE id = $1`),
    pruneBuckets: q(`DELETE FROM ${b} WHERE full_at <= $1`),
    // One statement: the bucket is read and written under the row's lock (PostgreSQL) or the
    // writer's transaction (SQLite), so that two instances never spend the same token.
    attempt: q(`INSERT INTO ${b} (key, tokens, at, full_at)
      VALUES ($1, ${f(3)} - 1, ${f(2)}, ${f(2)} + 1000 / ${f(4)})
      ON CONFLICT (key) DO UPDATE SET tokens = ${tokens} - 1, at = excluded.at,
        full_at = excluded.at + (${f(3)} - ${tokens} + 1) * 1000 / ${f(4)}
      WHERE ${tokens} >= 1`),
    bucket: q(`SELECT tokens, at FROM ${b} WHERE key = $1`),
  };
}

function ceremonyRow(r: Row): CeremonyRecord {
  return {
    id: String(r.id),
    address: String(r.address),
    createdAt: Number(r.created_at),
    expiresAt: Number(r.expires_at),
    data: String(r.data),
  };
}

/** Ceremonies and sign-in buckets over either engine: the same statements, run through `SqlDb`. */
export class SignInStore implements SignInStorage {
  private readonly Q;

  constructor(
    engine: Engine,
    private readonly db: SqlDb,
  ) {
    this.Q = signInQueries(engine);
  }

  async putCeremony(x: CeremonyRecord, bounds: CeremonyBounds, now: number): Promise<void> {
    await this.db.run([
      [this.Q.pruneCeremonies, [now]],
      [this.Q.boundAddress, [x.address, Math.max(0, bounds.perAddress - 1)]],
      [this.Q.putCeremony, [x.id, x.address, x.createdAt, x.expiresAt, x.data]],
      [this.Q.boundAll, [Math.max(1, bounds.total)]],
    ]);
  }

  async takeCeremony(id: string, now: number): Promise<CeremonyRecord | null> {
    const [r] = await this.db.rows(this.Q.getCeremony, [id]);
    if (!r) return null;
    // Whoever deletes the row has it: of two takers at once, the other deletes nothing.
    if ((await this.db.run([[this.Q.deleteCeremony, [id]]])) !== 1) return null;
    const ceremony = ceremonyRow(r);
    return ceremony.expiresAt > now ? ceremony : null;
  }

  async attempt(key: string, { rate, burst }: Bucket, now: number): Promise<number> {
    const taken = await this.db.run([
      [this.Q.pruneBuckets, [now]],
      [this.Q.attempt, [key, now, burst, rate]],
    ]);
    if (taken === 1) return 0;
    const [r] = await this.db.rows(this.Q.bucket, [key]);
    const tokens = r
      ? Math.min(burst, Number(r.tokens) + ((now - Number(r.at)) * rate) / 1000)
      : burst;
    return Math.max(1, Math.ceil(((1 - tokens) * 1000) / rate));
  }
}
