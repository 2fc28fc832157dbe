import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_KEPT,
  type ListQuery,
  type MoveRecord,
  type Notice,
  type Storage,
  type TableRecord,
} from '../../src/server/storage/types.js';
import type { AccountRecord } from '../../src/server/storage/account-types.js';
import { ratingContract } from './rating-contract.js';
import { emailContract } from './email-contract.js';
import { signInContract } from './sign-in-contract.js';
import { accountContract } from './account-contract.js';
import { pushContract } from './push-contract.js';

let counter = 0;

export function sampleTable(over: Partial<TableRecord> = {}): TableRecord {
  counter++;
  return {
    id: `t${Date.now().toString(36)}${counter}`,
    game: 'into-the-blue',
    rulesVersion: 1,
    options: { chests: [1, 2, 3] },
    seats: [
      { kind: 'human', bot: null, name: 'Ana', tokenHash: 'h0', zombie: false, clockBonusMs: 0 },
      {
        kind: 'bot',
        bot: 'expert',
        name: 'expert',
        tokenHash: null,
        zombie: false,
        clockBonusMs: 0,
      },
    ],
    timeControl: { kind: 'none' },
    listed: true,
    status: 'open',
    createdAt: Date.now() + counter,
    startedAt: null,
    finishedAt: null,
    result: null,
    version: 0,
    ...over,
  };
}

export function sampleAccount(): AccountRecord {
  counter++;
  const name = `Player ${Date.now().toString(36)}${counter}`;
  return {
    id: `a${Date.now().toString(36)}${counter}`,
    name,
    nameKey: name.toLowerCase(),
    nameSkeleton: name.toLowerCase(),
    password: 'scrypt$N=16384,r=8,p=1$salt$hash',
    createdAt: Date.now(),
  };
}

/** A list query that leaves nothing out. */
const everything: ListQuery = {
  limit: 1000,
  offset: 0,
  perCreator: 0,
  createdSince: 0,
  window: 10_000,
};

function move(seq: number, actor: MoveRecord['actor'] = 0): MoveRecord {
  return { seq, actor, move: { type: 'stop', n: seq }, at: 1000 + seq, byBot: false };
}

/** The contract every storage engine keeps; run against SQLite and a real PostgreSQL. */
export function storageContract(
  name: string,
  open: () => Promise<Storage>,
  close: () => Promise<void>,
): void {
  describe(`storage contract: ${name}`, () => {
    let s: Storage;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(async () => {
      await close();
    });

    it('creates and reads back a table', async () => {
      const t = sampleTable();
      await s.createTable(t);
      expect(await s.getTable(t.id)).toEqual(t);
      expect(await s.getTable('nope')).toBeNull();
    });

    it('refuses a second table with the same id', async () => {
      const t = sampleTable();
      await s.createTable(t);
      await expect(s.createTable(t)).rejects.toThrow();
    });

    it('updates a table only from the expected version', async () => {
      const t = sampleTable();
      await s.createTable(t);
      expect(await s.updateTable({ ...t, status: 'playing' }, 0)).toBe(true);
      expect(await s.updateTable({ ...t, status: 'finished' }, 0)).toBe(false);
      const back = await s.getTable(t.id);
      expect(back?.status).toBe('playing');
      expect(back?.version).toBe(1);
      expect(await s.updateTable({ ...t, status: 'finished' }, 1)).toBe(true);
      expect((await s.getTable(t.id))?.version).toBe(2);
    });

    it('lists listed tables by status, newest first, and every playing table', async () => {
      const a = sampleTable({ status: 'open' });
      const b = sampleTable({ status: 'open' });
      const hidden = sampleTable({ status: 'open', listed: false });
      const playing = sampleTable({ status: 'playing', listed: false });
      for (const t of [a, b, hidden, playing]) await s.createTable(t);
      const open = (await s.listTables('open', everything)).map((t) => t.id);
      expect(open.indexOf(b.id)).toBeLessThan(open.indexOf(a.id));
      expect(open).toContain(a.id);
      expect(open).not.toContain(hidden.id);
      expect((await s.playingTables()).map((t) => t.id)).toContain(playing.id);
      expect((await s.listTables('open', { ...everything, limit: 1 })).length).toBe(1);
    });

    it('lists tables without options, a few per creator, in pages, within a window', async () => {
      // Finished tables of their own: other tests' tables are open or playing.
      const base = Date.now() + 1_000_000;
      const at = (i: number) => ({ status: 'finished' as const, createdAt: base + i });
      const flooder = Array.from({ length: 8 }, (_, i) =>
        sampleTable({ ...at(i * 2), creator: 'flood' }),
      );
      const others = Array.from({ length: 4 }, (_, i) =>
        sampleTable({ ...at(i * 2 + 1), creator: `c${i}` }),
      );
      const old = sampleTable({ ...at(-500), creator: null });
      for (const t of [...flooder, ...others, old]) await s.createTable(t);
      const ids = async (q: Partial<ListQuery>) =>
        (await s.listTables('finished', { ...everything, createdSince: base - 1000, ...q })).map(
          (t) => t.id,
        );
      const listed = await s.listTables('finished', { ...everything, createdSince: base - 1000 });
      expect(listed).toHaveLength(13);
      for (const t of listed) expect(t).not.toHaveProperty('options');
      expect(listed[0]).toEqual((({ options: _, ...rest }) => rest)(flooder[7] as TableRecord));
      // Newest first; at most 3 of the flooder's: its newest.
      const capped = await ids({ perCreator: 3 });
      const byAge = [...flooder, ...others].sort((a, b) => b.createdAt - a.createdAt);
      expect(capped).toEqual([
        ...byAge.filter((t) => !flooder.slice(0, 5).includes(t)).map((t) => t.id),
        old.id,
      ]);
      // Pages: offset and limit over the capped list.
      expect([
        ...(await ids({ perCreator: 3, limit: 3 })),
        ...(await ids({ perCreator: 3, limit: 3, offset: 3 })),
        ...(await ids({ perCreator: 3, limit: 3, offset: 6 })),
      ]).toEqual(capped);
      // Created since: the old one is left out.
      expect(await ids({ createdSince: base - 100 })).not.toContain(old.id);
      // The window: only the newest 6 are looked at (five of them the flooder's), the cap within.
      expect(await ids({ window: 6, perCreator: 1 })).toEqual(
        [byAge[0], byAge[4]].map((t) => (t as TableRecord).id),
      );
    });

    it('appends moves in order and reads them after a seq', async () => {
      const t = sampleTable();
      await s.createTable(t);
      for (let i = 1; i <= 5; i++)
        expect(await s.append(t.id, [move(i, i === 3 ? 'chance' : 0)])).toBe(true);
      const all = await s.readMoves(t.id, 0);
      expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
      expect(all[2]).toEqual(move(3, 'chance'));
      expect((await s.readMoves(t.id, 3)).map((m) => m.seq)).toEqual([4, 5]);
      expect(await s.readMoves('other', 0)).toEqual([]);
    });

    it('appends a group of moves all or none', async () => {
      const t = sampleTable();
      await s.createTable(t);
      expect(await s.append(t.id, [move(1), move(2, 'chance'), move(3, 'chance')])).toBe(true);
      // 4 is free but 3 is taken: nothing of this group goes in.
      expect(await s.append(t.id, [{ ...move(3), move: 'late' }, move(4)])).toBe(false);
      expect((await s.readMoves(t.id, 0)).map((m) => m.seq)).toEqual([1, 2, 3]);
      expect((await s.readMoves(t.id, 2))[0]?.move).toEqual(move(3).move);
      const racers = await Promise.all([
        s.append(t.id, [move(4), move(5)]),
        s.append(t.id, [move(4)]),
      ]);
      expect(racers.filter(Boolean).length).toBe(1);
    });

    it('never lets two appends take the same seq, even concurrently', async () => {
      const t = sampleTable();
      await s.createTable(t);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => s.append(t.id, [{ ...move(1), move: { racer: i } }])),
      );
      expect(results.filter(Boolean).length).toBe(1);
      const stored = await s.readMoves(t.id, 0);
      expect(stored.length).toBe(1);
      expect(stored[0]?.move).toEqual({ racer: results.indexOf(true) });
    });

    it('commits many concurrent appends across tables', async () => {
      const tables = Array.from({ length: 20 }, () => sampleTable());
      for (const t of tables) await s.createTable(t);
      const writes: Promise<boolean>[] = [];
      for (let seq = 1; seq <= 10; seq++)
        for (const t of tables) writes.push(s.append(t.id, [move(seq)]));
      expect((await Promise.all(writes)).every(Boolean)).toBe(true);
      for (const t of tables) expect((await s.readMoves(t.id, 0)).length).toBe(10);
    });

    it('keeps the latest snapshot only', async () => {
      const t = sampleTable();
      await s.createTable(t);
      expect(await s.getSnapshot(t.id)).toBeNull();
      await s.putSnapshot(t.id, 10, '{"a":1}');
      await s.putSnapshot(t.id, 20, '{"a":2}');
      await s.putSnapshot(t.id, 15, '{"a":3}');
      expect(await s.getSnapshot(t.id)).toEqual({ seq: 20, state: '{"a":2}' });
    });

    it('stores chat with increasing ids and reads the latest', async () => {
      const t = sampleTable();
      await s.createTable(t);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push((await s.addChat(t.id, { seat: 0, name: 'Ana', text: `m${i}`, at: i })).id);
      }
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      expect((await s.readChat(t.id, 0, 100)).map((c) => c.text)).toEqual([
        'm0',
        'm1',
        'm2',
        'm3',
        'm4',
      ]);
      expect((await s.readChat(t.id, 0, 2)).map((c) => c.text)).toEqual(['m3', 'm4']);
      expect((await s.readChat(t.id, ids[3] as number, 100)).map((c) => c.text)).toEqual(['m4']);
    });

    it('keeps the latest CHAT_KEPT lines of a table, and another table’s all', async () => {
      const [t, other] = [sampleTable(), sampleTable()];
      await s.createTable(t);
      await s.createTable(other);
      await s.addChat(other.id, { seat: 0, name: 'Ana', text: 'keep me', at: 0 });
      const n = CHAT_KEPT + 30;
      for (let i = 0; i < n; i++)
        await s.addChat(t.id, { seat: 0, name: 'Ana', text: `m${i}`, at: i });
      const kept = await s.readChat(t.id, 0, n + 10);
      expect(kept.length).toBe(CHAT_KEPT);
      // The newest of them, in order.
      expect(kept.at(-1)?.text).toBe(`m${n - 1}`);
      expect(kept[0]?.text).toBe(`m${n - CHAT_KEPT}`);
      expect((await s.readChat(other.id, 0, 10)).map((c) => c.text)).toEqual(['keep me']);
    });
    it('sends notices for moves, table updates and chat of the tables followed', async () => {
      const t = sampleTable();
      await s.createTable(t);
      await s.follow(t.id);
      const seen: Notice[] = [];
      s.onNotice((n) => {
        if (n.table === t.id) seen.push(n);
      });
      await s.append(t.id, [move(1)]);
      await s.updateTable(t, 0);
      await s.addChat(t.id, { seat: 0, name: 'Ana', text: 'hi', at: 1 });
      const until = Date.now() + 5000;
      while (seen.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(seen.map((n) => [n.kind, n.n])).toEqual([
        ['move', 1],
        ['table', 1],
        ['chat', seen[2]?.n],
      ]);
      expect(seen.every((n) => typeof n.origin === 'string')).toBe(true);
      s.unfollow(t.id);
    });

    it('tells where tables stand: version, last move, last chat line', async () => {
      const t = sampleTable();
      const empty = sampleTable();
      for (const x of [t, empty]) await s.createTable(x);
      await s.append(t.id, [move(1), move(2, 'chance')]);
      await s.updateTable(t, 0);
      const chat = await s.addChat(t.id, { seat: 0, name: 'Ana', text: 'hi', at: 1 });
      const heads = await s.heads([t.id, empty.id, 'nope']);
      expect(heads.sort((a, b) => (a.id === t.id ? -1 : b.id === t.id ? 1 : 0))).toEqual([
        { id: t.id, version: 1, status: t.status, seq: 2, chat: chat.id },
        { id: empty.id, version: 0, status: empty.status, seq: 0, chat: 0 },
      ]);
      expect(await s.heads([])).toEqual([]);
    });

    it('keeps the first value of a setting', async () => {
      expect(await s.keepSetting('k', 'first')).toBe('first');
      expect(await s.keepSetting('k', 'second')).toBe('first');
    });

    pushContract(() => s);
    accountContract(() => s);

    ratingContract(() => s);
    emailContract(() => s);
    signInContract(() => s);

    it('answers ping', async () => {
      await expect(s.ping()).resolves.toBeUndefined();
    });
  });
}
