import { usePostgres, useTestApp, type TestApp } from './helpers.js';

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
  const pgServer = usePostgres();
  const apps: AccountApps = {
    sqlite: useTestApp({ signInLimits }),
    pg: useTestApp(() => ({ databaseUrl: pgServer.url, signInLimits })),
    pg2: useTestApp(() => ({ databaseUrl: pgServer.url, signInLimits })),
  };
  return () => apps;
}

/** A table for two people. */
export const twoHumans = { game: 'into-the-blue', seats: [{ kind: 'human' }, { kind: 'human' }] };
