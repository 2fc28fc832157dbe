import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import type { TableRecord } from '../../src/server/storage/types.js';
import { LiveTable } from '../../src/server/tables/live-table.js';
import { SHARED_OPTIONS_MAX, withSharedOptions } from '../../src/server/tables/shared-options.js';

const itb = GAMES.get('into-the-blue');
if (!itb) throw new Error('into-the-blue is not in the registry');

function record(id: string, options: unknown): TableRecord {
  return {
    id,
    game: 'into-the-blue',
    rulesVersion: itb!.game.rulesVersion,
    options,
    seats: [],
    timeControl: { kind: 'none' },
    listed: false,
    status: 'open',
    createdAt: 0,
    startedAt: null,
    finishedAt: null,
    result: null,
    version: 1,
  } as TableRecord;
}

describe('tables with equal options share them', () => {
  it('gives a table the options object of an earlier table with equal options, and nothing else changes', () => {
    const options = itb.game.defaultOptions(4);
    const first = new LiveTable(record('a', structuredClone(options)), itb);
    const copy = record('b', structuredClone(options));
    const second = new LiveTable(copy, itb);
    expect(second.record.options).toBe(first.record.options);
    expect(second.record).toEqual(copy);
    // A record set later (a join, a start) is shared too.
    second.record = { ...copy, version: 2, options: structuredClone(options) };
    expect(second.record.options).toBe(first.record.options);
    expect(second.record.version).toBe(2);
  });

  it('keeps options that differ apart', () => {
    const options = itb.game.defaultOptions(3) as { chests: number[] };
    const a = withSharedOptions(record('c', { ...options, chests: [1, 2, 3] }));
    const b = withSharedOptions(record('d', { ...options, chests: [1, 2, 4] }));
    expect(a.options).not.toBe(b.options);
    expect((b.options as { chests: number[] }).chests).toEqual([1, 2, 4]);
  });

  it('holds at most a bounded number of option sets: later ones are kept as they come', () => {
    for (let i = 0; i < SHARED_OPTIONS_MAX + 10; i++) withSharedOptions(record(`x${i}`, { i }));
    const late = { i: SHARED_OPTIONS_MAX + 5 };
    const again = withSharedOptions(record('late', { ...late }));
    expect(again.options).toEqual(late);
    const early = withSharedOptions(record('early', { i: 0 }));
    expect(withSharedOptions(record('early2', { i: 0 })).options).toBe(early.options);
  });
});
