import { describe, expect, it } from 'vitest';
import { tableResultOf } from './table-result';

describe('a table’s result in a replay file', () => {
  it('is read when it has the shape of one for the file’s seats', () => {
    const result = { scores: [30, 41], ranking: [1, 2], forfeited: [1], botMoves: [0, 12] };
    expect(tableResultOf({ table: 'x', result }, 2)).toEqual(result);
    expect(tableResultOf({ result: { scores: [3, 4], ranking: [2, 1] } }, 2)).toEqual({
      scores: [3, 4],
      ranking: [2, 1],
    });
  });

  it('is ignored otherwise, and bad notes are dropped', () => {
    for (const meta of [undefined, null, 3, {}, { result: null }, { result: { scores: [1] } }]) {
      expect(tableResultOf(meta, 2)).toBeNull();
    }
    expect(tableResultOf({ result: { scores: [1, 2], ranking: [1, 2] } }, 3)).toBeNull();
    expect(
      tableResultOf(
        { result: { scores: [1, 2], ranking: [2, 1], forfeited: [5], botMoves: 'x' } },
        2,
      ),
    ).toEqual({ scores: [1, 2], ranking: [2, 1] });
  });
});
