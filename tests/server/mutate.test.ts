import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import type { Storage, TableRecord } from '../../src/server/storage/types.js';
import { LiveTable, TableError } from '../../src/server/tables/live-table.js';
import { TableLog } from '../../src/server/tables/log.js';
import { sampleTable } from './storage-contract.js';

// With several instances, a table's record here can be behind the database's: a seat taken
// through another instance is known here only when its notice arrives. A change refused against
// the record held (start, with a seat still open) is judged again against the database's.
function tableWithDatabase(held: TableRecord, stored: TableRecord) {
  const entry = GAMES.get('into-the-blue');
  if (!entry) throw new Error('into-the-blue is not registered');
  let current = stored;
  // Only what `mutate` reads and writes: the record, by compare-and-set on its version.
  const storage = {
    getTable: async () => current,
    updateTable: async (next: TableRecord, version: number) => {
      if (version !== current.version) return false;
      current = { ...next, version: version + 1 };
      return true;
    },
    readMoves: async () => [],
  } as unknown as Storage;
  const log = new TableLog(
    storage,
    () => {},
    () => {},
  );
  return { t: new LiveTable(held, entry), log, stored: () => current };
}

const start = (r: TableRecord): TableRecord => {
  const open = r.seats.filter((s) => s.kind === 'human' && s.tokenHash === null).length;
  if (open > 0) throw new TableError('seats-open', { open });
  return { ...r, status: 'playing', startedAt: 1 };
};

describe('changing a table record held by several instances', () => {
  const waiting = sampleTable({
    seats: [
      { kind: 'human', bot: null, name: 'X', tokenHash: 'hx', zombie: false, clockBonusMs: 0 },
      { kind: 'human', bot: null, name: null, tokenHash: null, zombie: false, clockBonusMs: 0 },
    ],
  });
  const joined: TableRecord = {
    ...waiting,
    version: waiting.version + 1,
    seats: waiting.seats.map((s, i) => (i === 1 ? { ...s, name: 'Y', tokenHash: 'hy' } : s)),
  };

  it('a start refused against a stale record is judged again against the stored one', async () => {
    const { t, log, stored } = tableWithDatabase(waiting, joined);
    await log.mutate(t, start);
    expect(t.record.status).toBe('playing');
    expect(t.record.seats[1]?.name).toBe('Y');
    expect(stored().status).toBe('playing');
  });

  it('a start refused against the stored record too is refused', async () => {
    const { t, log, stored } = tableWithDatabase(waiting, waiting);
    await expect(log.mutate(t, start)).rejects.toMatchObject({ code: 'seats-open' });
    expect(stored()).toEqual(waiting);
  });
});
