import { describe, expect, it } from 'vitest';
import { VisibleSeats } from '../../src/server/push/visible-seats.js';
import type { VisibleStorage } from '../../src/server/storage/visible-sql.js';
import type { Subscriber } from '../../src/server/tables/live-table.js';
import { until } from './helpers.js';

// What an instance writes of the seats its pages show (the PostgreSQL side is tested with two
// instances in visible-instances.test.ts): a row per seat, not per page nor per message.

function fakeStore() {
  const calls: string[] = [];
  const rows = new Set<string>();
  const store: VisibleStorage = {
    mark: async (seats) => {
      calls.push(`mark ${seats.map((s) => `${s.table}:${s.seat}`).join(',')}`);
      for (const s of seats) rows.add(`${s.table}:${s.seat}`);
    },
    unmark: async (table, seat) => {
      calls.push(`unmark ${table}:${seat}`);
      rows.delete(`${table}:${seat}`);
    },
    seen: async (table, seat) => rows.has(`${table}:${seat}`),
  };
  return { store, calls };
}
const page = (seat: number | null) => ({ seat }) as Subscriber;

describe('VisibleSeats', () => {
  it('writes a seat once while any of its pages shows it, and deletes it when none does', async () => {
    const { store, calls } = fakeStore();
    const seats = new VisibleSeats(store, () => {}, 90_000, 3_600_000);
    const [phone, laptop, watcher] = [page(0), page(0), page(null)];
    seats.said('T', phone, true);
    seats.said('T', phone, true);
    seats.said('T', laptop, true);
    seats.said('T', watcher, true);
    await seats.settled();
    expect(calls).toEqual(['mark T:0']);
    expect(await seats.seen('T', 0)).toBe(true);
    seats.said('T', phone, false);
    await seats.settled();
    expect(await seats.seen('T', 0)).toBe(true);
    seats.left(laptop);
    await seats.settled();
    expect(calls).toEqual(['mark T:0', 'unmark T:0']);
    expect(await seats.seen('T', 0)).toBe(false);
    seats.close();
  });

  it('writes every seat shown again before its row ends, in one statement', async () => {
    const { store, calls } = fakeStore();
    const seats = new VisibleSeats(store, () => {}, 90_000, 20);
    seats.said('T', page(0), true);
    seats.said('U', page(1), true);
    await until(() => calls.includes('mark T:0,U:1'), 10_000, 'a refresh');
    seats.close();
  });

  it('keeps nothing without shared storage', async () => {
    const seats = new VisibleSeats(undefined);
    seats.said('T', page(0), true);
    expect(seats.shared).toBe(false);
    expect(await seats.seen('T', 0)).toBe(false);
  });
});
