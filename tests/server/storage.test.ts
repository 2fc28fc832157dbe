import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresStorage } from '../../src/server/storage/postgres.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import type { Storage } from '../../src/server/storage/types.js';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { sampleAccount, storageContract } from './storage-contract.js';
import { sampleCeremony } from './sign-in-contract.js';

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

describe('PostgreSQL: two instances', () => {
  let server: TestPostgres | null = null;
  let one: Storage | null = null;
  let two: Storage | null = null;
  beforeAll(async () => {
    server = await startPostgres();
    one = await PostgresStorage.open(server.url, 'one');
    two = await PostgresStorage.open(server.url, 'two');
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await server?.stop();
  });

  it('see the same accounts and sessions, and a sign-out everywhere from either', async () => {
    const a = sampleAccount();
    expect(await one?.createAccount(a)).toBe(true);
    expect(await two?.findAccount(a.nameKey)).toEqual(a);
    // The name is taken for the other instance too.
    expect(await two?.createAccount({ ...sampleAccount(), nameKey: a.nameKey })).toBe(false);
    const session = {
      tokenHash: 'shared',
      account: a.id,
      createdAt: 1,
      lastSeen: 1,
      expiresAt: Date.now() + 60_000,
    };
    await one?.createSession(session);
    expect(await two?.getSession('shared')).toEqual(session);
    expect(await two?.deleteSessions(a.id)).toBe(1);
    expect(await one?.getSession('shared')).toBeNull();
  });

  it('give a ceremony to one of them once, and share the sign-in buckets', async () => {
    const now = Date.now();
    const bounds = { perAddress: 20, total: 10_000 };
    const c = sampleCeremony('shared-address', now);
    await one?.signIns.putCeremony(c, bounds, now);
    const got = await Promise.all([
      one?.signIns.takeCeremony(c.id, now),
      two?.signIns.takeCeremony(c.id, now),
    ]);
    expect(got.filter((x) => x !== null)).toEqual([c]);
    const bucket = { rate: 1 / 60, burst: 4 };
    const waits = await Promise.all(
      [one, two, one, two, one, two].map((x) => x?.signIns.attempt('shared-key', bucket, now)),
    );
    expect(waits.filter((w) => w === 0).length).toBe(4);
  });
});
