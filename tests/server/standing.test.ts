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

/**
 * Seats of a finished table: kind, and for people whether they resigned or were away at the end
 * as records before forfeits were kept (`left`, `zombie`), or a kept forfeit with its time.
 */
const seatsArb = fc.array(
  fc.record({
    bot: fc.boolean(),
    left: fc.boolean(),
    zombie: fc.boolean(),
    forfeitAt: fc.option(fc.integer({ min: 1, max: 4 })),
  }),
  { minLength: 2, maxLength: 6 },
);

describe('a table’s result', () => {
  it('ranks forfeits after everyone else, by when they forfeited, never by a bot’s score', () => {
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
              : seat({
                  left: s.left,
                  zombie: s.zombie,
                  ...(s.forfeitAt !== null ? { forfeit: { at: s.forfeitAt, why: 'time' } } : {}),
                }),
          );
          const game = { scores, ranking: rankByScore(scores) };
          const r = tableResult(game, seats, []);
          // When each forfeited (old records: at 0), or null.
          const at = seats.map((s) =>
            s.kind !== 'human' ? null : s.forfeit ? s.forfeit.at : s.left || s.zombie ? 0 : null,
          );
          expect(r.scores).toEqual(scores);
          expect(r.forfeited ?? []).toEqual(at.flatMap((f, i) => (f !== null ? [i] : [])));
          for (let i = 0; i < seats.length; i++) {
            // Competition ranks: one more than the seats ahead.
            const ahead = seats.filter((_, j) => {
              const [fi, fj] = [at[i], at[j]];
              if (fi === null && fj === null)
                return (game.ranking[j] ?? 0) < (game.ranking[i] ?? 0);
              if (fi === null || fj === null) return fj === null;
              return (fj as number) > (fi as number);
            }).length;
            expect(r.ranking[i]).toBe(1 + ahead);
            for (let j = 0; j < seats.length; j++) {
              if (at[i] === null && at[j] !== null)
                expect(r.ranking[i]).toBeLessThan(r.ranking[j] as number);
            }
          }
          if (at.every((f) => f === null)) expect(r).toBe(game);
        },
      ),
    );
  });

  it('keeps a forfeit when its player came back, and says why each seat forfeited', () => {
    // Seat 0 ran out of time first, came back (no bot on the seat) and won at the board; seat 2
    // resigned later; seat 1 played on. The bots' moves for them change nothing between them.
    const seats = [
      seat({ forfeit: { at: 10, why: 'time' } }),
      seat({}),
      seat({ left: true, zombie: true, forfeit: { at: 20, why: 'resigned' } }),
    ];
    const game = { scores: [9, 1, 5], ranking: [1, 3, 2] };
    expect(tableResult(game, seats, [])).toEqual({
      ...game,
      ranking: [3, 1, 2],
      forfeited: [0, 2],
      forfeitWhy: ['time', null, 'resigned'],
    });
    // Everyone forfeited: by when, the first to go last; forfeits made at once share a place.
    const all = [
      seat({ forfeit: { at: 30, why: 'time' } }),
      seat({ forfeit: { at: 10, why: 'time' } }),
      seat({ forfeit: { at: 30, why: 'away' } }),
    ];
    expect(tableResult({ scores: [1, 9, 5], ranking: [3, 1, 2] }, all, []).ranking).toEqual([
      1, 3, 1,
    ]);
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
