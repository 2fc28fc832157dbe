import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../src/bench/server/throwaway-postgres.js';
import { PostgresStorage } from '../../src/server/storage/postgres.js';
import { channelOf } from '../../src/server/storage/postgres-appends.js';
import type { MoveRecord, Notice, Storage } from '../../src/server/storage/types.js';
import { Instances } from '../../src/server/tables/instances.js';
import type { LiveTable } from '../../src/server/tables/live-table.js';
import type { LoadedTables } from '../../src/server/tables/loaded.js';
import type { TableLog } from '../../src/server/tables/log.js';
import { sampleTable } from './storage-contract.js';
import { until } from './helpers.js';

// Scale-out (issue 43): an instance hears only the shards of the tables it holds, and its
// periodic catch-up is one query, whatever it holds.
const move = (seq: number): MoveRecord => ({
  seq,
  actor: 0,
  move: { type: 'stop', n: seq },
  at: 1000 + seq,
  byBot: false,
});

describe('PostgreSQL notices and catch-up, per instance', () => {
  let server: TestPostgres | null = null;
  let one: PostgresStorage | null = null;
  let two: PostgresStorage | null = null;
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

  it("an instance hears another's moves at the tables it holds, and not at others' shards", async () => {
    const s1 = one as PostgresStorage;
    const s2 = two as PostgresStorage;
    const held = sampleTable();
    let other = sampleTable();
    while (channelOf(other.id) === channelOf(held.id)) other = sampleTable();
    for (const t of [held, other]) await s2.createTable(t);
    const heard: Notice[] = [];
    s1.onNotice((n) => heard.push(n));
    await s1.follow(held.id);
    expect(s1.listener.channels).toBe(1);

    // Notices reach a listener in commit order: when the held table's arrives, the other's would
    // have arrived before it if this instance listened to its shard.
    expect(await s2.append(other.id, [move(1)])).toBe(true);
    expect(await s2.append(held.id, [move(1)])).toBe(true);
    await until(() => heard.some((n) => n.table === held.id), 10_000, 'the held table heard');
    expect(heard.find((n) => n.table === held.id)).toMatchObject({ kind: 'move', n: 1 });
    expect(heard.some((n) => n.table === other.id)).toBe(false);

    // Its record and chat too.
    expect(await s2.updateTable({ ...held, status: 'playing' }, 0)).toBe(true);
    await s2.addChat(held.id, { seat: 0, name: 'Ana', text: 'hi', at: 1 });
    await until(() => heard.some((n) => n.kind === 'chat'), 10_000, 'the chat heard');
    expect(heard.find((n) => n.kind === 'table')).toMatchObject({ table: held.id, n: 1 });

    // Once no held table is in the shard, its notices stop; the other's start once followed.
    s1.unfollow(held.id);
    await s1.follow(other.id);
    expect(s1.listener.channels).toBe(1);
    const before = heard.length;
    expect(await s2.append(held.id, [move(2)])).toBe(true);
    expect(await s2.append(other.id, [move(2)])).toBe(true);
    await until(() => heard.some((n) => n.table === other.id), 10_000, 'the other heard');
    expect(heard.slice(before).map((n) => [n.table, n.n])).toEqual([[other.id, 2]]);
    s1.unfollow(other.id);
    expect(s1.listener.channels).toBe(0);
  });

  it('catches up thousands of held tables with one heads query, and reads only those behind', async () => {
    const s = one as PostgresStorage;
    const behind = sampleTable();
    await s.createTable(behind);
    expect(await s.append(behind.id, [move(1), move(2)])).toBe(true);
    const asked: number[] = [];
    const counted = Object.assign(Object.create(s) as Storage, {
      heads: (ids: readonly string[]) => {
        asked.push(ids.length);
        return s.heads(ids);
      },
    });
    // Tables held here at seq 0: the one behind, and 2,500 more (not in the database: left out).
    const fake = (id: string) =>
      ({
        id,
        seq: 0,
        lastChatId: 0,
        record: { version: 0 },
        run: <T>(op: () => T) => Promise.resolve(op()),
      }) as unknown as LiveTable;
    const held = [behind.id, ...Array.from({ length: 2500 }, (_, i) => `idle${i}`)].map(fake);
    const tables = {
      entries: () => held.map((t) => [t.id, Promise.resolve(t)] as const).values(),
      peek: () => undefined,
    } as unknown as LoadedTables;
    const caughtUp: string[] = [];
    const log = {
      catchUp: (t: LiveTable) => caughtUp.push(t.id),
      reloadRecord: (t: LiveTable) => caughtUp.push(`record ${t.id}`),
    } as unknown as TableLog;
    const instances = new Instances(counted, tables, log, 'one', () => {}, 0);
    await instances.catchUpAll();
    instances.close();
    expect(asked).toEqual([2501]);
    expect(caughtUp).toEqual([behind.id]);
  });
});
