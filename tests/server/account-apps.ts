import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { startTestApp, type TestApp } from './helpers.js';

/** The apps an accounts test file plays against: SQLite, and two instances over one PostgreSQL. */
export interface AccountApps {
  readonly sqlite: TestApp;
  readonly pg: TestApp;
  readonly pg2: TestApp;
}

// The per-address limit is loosened (every request here comes from 127.0.0.1); the per-name one
// is the server's own. The per-address limit is tested on its own (accounts.test.ts).
const signInLimits = {
  perName: { rate: 1 / 60, burst: 5 },
  perAddress: { rate: 100, burst: 1000 },
};

/** Starts the apps before the file's tests and stops them after; the apps, once started. */
export function useAccountApps(): () => AccountApps {
  let apps: AccountApps | undefined;
  let pgServer: TestPostgres | undefined;
  beforeAll(async () => {
    pgServer = await startPostgres();
    const [sqlite, pg, pg2] = await Promise.all([
      startTestApp({ signInLimits }),
      startTestApp({ databaseUrl: pgServer.url, signInLimits }),
      startTestApp({ databaseUrl: pgServer.url, signInLimits }),
    ]);
    apps = { sqlite, pg, pg2 };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([apps?.sqlite.stop(), apps?.pg.stop(), apps?.pg2.stop()]);
    await pgServer?.stop();
  });
  return () => {
    if (!apps) throw new Error('the account apps are not started');
    return apps;
  };
}

/** A table for two people. */
export const twoHumans = { game: 'into-the-blue', seats: [{ kind: 'human' }, { kind: 'human' }] };
