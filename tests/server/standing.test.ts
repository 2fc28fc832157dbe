import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankByScore } from '../../src/kernel/index.js';
import type { MoveRecord, SeatRecord } from '../../src/server/storage/types.js';
import { tableResult } from '../../src/server/tables/standing.js';

const seat = (over: Partial<SeatRecord>): SeatRecord => ({
  kind: 'human',
  bot: null,
  name: 'x',
  tokenHash: 'h',
  zombie: false,
  clockBonusMs: 0,
  ...over,
});

/** Seats of a finished table: kind, and for people whether they resigned or were away at the end. */
const seatsArb = fc.array(
  fc.record({
    bot: fc.boolean(),
    left: fc.boolean(),
    zombie: fc.boolean(),
  }),
  { minLength: 2, maxLength: 6 },
);

describe('a table’s result', () => {
  it('ranks forfeits after everyone else, and keeps the game’s order within each group', () => {
    fc.assert(
      fc.property(
        seatsArb.chain((specs) =>
          fc.tuple(
            fc.constant(specs),
            fc.array(fc.integer({ min: 0, max: 9 }), {
              minLength: specs.length,
              maxLength: specs.length,
            }),
          ),
        ),
        ([specs, scores]) => {
          const seats = specs.map((s) =>
            s.bot
              ? seat({ kind: 'bot', bot: 'random', tokenHash: null })
              : seat({ left: s.left, zombie: s.zombie }),
          );
          const game = { scores, ranking: rankByScore(scores) };
          const r = tableResult(game, seats, []);
          const out = seats.map((s) => s.kind === 'human' && (s.left === true || s.zombie));
          expect(r.scores).toEqual(scores);
          expect(r.forfeited ?? []).toEqual(out.flatMap((f, i) => (f ? [i] : [])));
          for (let i = 0; i < seats.length; i++) {
            // Competition ranks: one more than the seats ahead.
            const ahead = seats.filter((_, j) =>
              out[j] === out[i] ? (game.ranking[j] ?? 0) < (game.ranking[i] ?? 0) : !out[j],
            ).length;
            expect(r.ranking[i]).toBe(1 + ahead);
            for (let j = 0; j < seats.length; j++) {
              if (!out[i] && out[j]) expect(r.ranking[i]).toBeLessThan(r.ranking[j] as number);
            }
          }
          if (!out.includes(true)) expect(r).toBe(game);
        },
      ),
    );
  });

  it('counts the moves bots made for people’s seats, and only those', () => {
    const seats = [seat({}), seat({ kind: 'bot', bot: 'random', tokenHash: null }), seat({})];
    const m = (actor: MoveRecord['actor'], byBot: boolean): MoveRecord => ({
      seq: 0,
      actor,
      move: null,
      at: 0,
      byBot,
    });
    const moves = [m(0, false), m(1, true), m('chance', true), m(2, true), m(2, true), m(0, false)];
    const game = { scores: [3, 2, 1], ranking: [1, 2, 3] };
    // Seat 2 came back before the end (not a forfeit): ranked by its score, with its bot moves told.
    expect(tableResult(game, seats, moves)).toEqual({ ...game, botMoves: [0, 0, 2] });
    expect(tableResult(game, seats, [m(0, false), m(1, true)])).toBe(game);
  });
});
