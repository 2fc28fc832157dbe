import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoveRecord } from '../../src/server/storage/types.js';
import { MoveLog } from '../../src/server/tables/move-log.js';

const record = (seq: number, move: unknown): MoveRecord => ({
  seq,
  actor: seq % 3 === 0 ? 'chance' : seq % 2,
  move,
  at: 1_000 + seq,
  byBot: seq % 5 === 0,
});

// The log keeps moves as text, in blocks: reading it back must give the moves as they came,
// from any point, whatever the block boundaries.
describe('MoveLog', () => {
  it('reads back every move, from any index, as it was logged', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 140 }), fc.nat(150), (moves, start) => {
        const records = moves.map((m, i) => record(i + 1, JSON.parse(JSON.stringify(m))));
        const log = MoveLog.of(records);
        expect(log.length).toBe(records.length);
        expect(log.lastAt).toBe(records[records.length - 1]?.at ?? 0);
        expect([...log]).toEqual(records);
        expect([...log.from(start)]).toEqual(records.slice(start));
      }),
    );
  });

  it('grows one move at a time, readable between pushes', () => {
    const log = new MoveLog();
    const records: MoveRecord[] = [];
    for (let seq = 1; seq <= 70; seq++) {
      const m = record(seq, { type: 'dice', values: [seq % 6, (seq * 7) % 6] });
      log.push(m);
      records.push(m);
      expect([...log.from(seq - 1)]).toEqual([m]);
    }
    expect([...log.from(31)].map((m) => m.seq)).toEqual(records.slice(31).map((m) => m.seq));
    expect([...log]).toEqual(records);
  });
});
