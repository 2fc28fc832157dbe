import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { releaseData } from '../../src/bench/server/release-db.js';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import { sampleAccount } from './storage-contract.js';

// tests/fixtures/release.sqlite was written by the release before accounts (its migrations
// stop at 2), with src/bench/server/release-db.ts: opened by today's code, it is upgraded.
const fixture = new URL('../fixtures/release.sqlite', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'fathom-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('upgrades a database of the release before accounts with nothing lost', async () => {
  const file = join(dir, 'fathom.sqlite');
  copyFileSync(fixture, file);
  const before = new Database(file, { readonly: true });
  expect(before.pragma('user_version', { simple: true })).toBe(2);
  before.close();

  const s = new SqliteStorage(file, 'upgrade');
  try {
    const data = releaseData();
    for (const t of data.tables) expect(await s.getTable(t.id)).toEqual(t);
    for (const [table, moves] of Object.entries(data.moves))
      expect(await s.readMoves(table, 0)).toEqual(moves);
    for (const [table, snap] of Object.entries(data.snapshots))
      expect(await s.getSnapshot(table)).toEqual(snap);
    for (const [table, lines] of Object.entries(data.chat))
      expect((await s.readChat(table, 0, 100)).map(({ id: _, ...line }) => line)).toEqual(lines);
    const listed = await s.listTables('open', {
      limit: 10,
      offset: 0,
      perCreator: 0,
      createdSince: 0,
      window: 100,
    });
    expect(listed.map((t) => t.id)).toEqual(['release-open']);
    expect((await s.playingTables()).map((t) => t.id)).toEqual(['release-playing']);
    // The new tables are there and work; the old ones take writes as before.
    const a = sampleAccount();
    expect(await s.createAccount(a)).toBe(true);
    expect(await s.findAccount(a.nameKey)).toEqual(a);
    await s.addAccountSeat(a.id, { table: 'release-playing', seat: 0, at: 1 });
    expect(await s.accountSeats(a.id, 10, 0)).toEqual([
      { table: 'release-playing', seat: 0, at: 1 },
    ]);
    const next = { seq: 4, actor: 0, move: { type: 'stop' }, at: 5, byBot: false } as const;
    expect(await s.append('release-playing', [next])).toBe(true);
  } finally {
    await s.close();
  }
  const after = new Database(file, { readonly: true });
  expect(after.pragma('user_version', { simple: true })).toBeGreaterThan(2);
  after.close();
});
