import { describe, expect, it } from 'vitest';
import { ratedGame } from '../../src/server/ratings/rated-tables.js';
import type { SeatRecord, TableRecord } from '../../src/server/storage/types.js';
import { sampleTable } from './storage-contract.js';

// Which finished tables are rated (docs/ratings.md, "Which games are rated"), seat by seat.

const person = (account: string | null, over: Partial<SeatRecord> = {}): SeatRecord => ({
  kind: 'human',
  bot: null,
  name: account ?? 'Anon',
  account,
  tokenHash: 'h',
  zombie: false,
  clockBonusMs: 0,
  ...over,
});

const finished = (seats: SeatRecord[], result: unknown, over: Partial<TableRecord> = {}) =>
  sampleTable({
    seats,
    status: 'finished',
    finishedAt: 42,
    result,
    rated: true,
    ...over,
  });

const plain = { scores: [3, 1], ranking: [1, 2] };

describe('a finished table is rated', () => {
  it('when created rated with every seat a different account, by the final ranking', () => {
    const r = finished([person('a'), person('b')], plain);
    expect(ratedGame(r)).toEqual({
      table: r.id,
      game: r.game,
      at: 42,
      listed: r.listed,
      seats: [
        { account: 'a', place: 1 },
        { account: 'b', place: 2 },
      ],
    });
    // Three seats with a shared place.
    const three = finished([person('a'), person('b'), person('c')], {
      scores: [2, 2, 1],
      ranking: [1, 1, 3],
    });
    expect(ratedGame(three)?.seats.map((s) => s.place)).toEqual([1, 1, 3]);
  });

  it("with a resigned or replaced player last, the bot's moves for them notwithstanding", () => {
    // Seat 0 won at the board, then resigned: a bot played on for it, and it ranks last.
    const resigned = finished([person('a', { left: true, zombie: true }), person('b')], {
      scores: [3, 1],
      ranking: [2, 1],
      forfeited: [0],
      botMoves: [5, 0],
    });
    expect(ratedGame(resigned)?.seats).toEqual([
      { account: 'a', place: 2, forfeit: true },
      { account: 'b', place: 1 },
    ]);
    const timedOut = finished([person('a'), person('b', { zombie: true, timedOut: true })], {
      scores: [1, 3],
      ranking: [1, 2],
      forfeited: [1],
      botMoves: [0, 2],
    });
    expect(ratedGame(timedOut)?.seats.map((s) => s.place)).toEqual([1, 2]);
  });

  it('never when created unrated, unfinished, of bots only, with an anonymous or a deleted seat', () => {
    expect(ratedGame(finished([person('a'), person('b')], plain, { rated: false }))).toBeNull();
    expect(ratedGame(finished([person('a'), person('b')], plain, { rated: undefined }))).toBeNull();
    expect(ratedGame(finished([person('a'), person('b')], null, { status: 'playing' }))).toBeNull();
    const bot: SeatRecord = { ...person(null), kind: 'bot', bot: 'random', name: 'random' };
    // A bot's seat is rated under its bot's key (docs/ratings.md, "Bots"), bots only never.
    expect(ratedGame(finished([person('a'), bot], plain))?.seats).toEqual([
      { account: 'a', place: 1 },
      { account: 'bot:random', bot: 'random', place: 2 },
    ]);
    expect(ratedGame(finished([bot, { ...bot, bot: 'heuristic' }], plain))).toBeNull();
    expect(ratedGame(finished([person(null), bot], plain))).toBeNull();
    expect(ratedGame(finished([person('a'), person(null)], plain))).toBeNull();
    const deleted = person(null, { deleted: true, name: null, tokenHash: 'deleted' });
    expect(ratedGame(finished([person('a'), deleted], plain))).toBeNull();
  });

  it("with a bot seated, a forfeited person's seat still the person's, ranked by the forfeit", () => {
    // Seat 0 timed out and a bot finished for it (first at the board): it ranks last, rated as
    // the person's loss; the bot's moves for it rate neither the bot nor anyone else.
    const bot: SeatRecord = { ...person(null), kind: 'bot', bot: 'heuristic', name: 'heuristic' };
    const r = finished([person('a', { zombie: true, timedOut: true }), bot], {
      scores: [5, 1],
      ranking: [2, 1],
      forfeited: [0],
      botMoves: [7, 0],
    });
    expect(ratedGame(r)?.seats).toEqual([
      { account: 'a', place: 2, forfeit: true },
      { account: 'bot:heuristic', bot: 'heuristic', place: 1 },
    ]);
  });

  it('never when one account holds two seats, or a bot helped someone who never forfeited', () => {
    expect(ratedGame(finished([person('a'), person('a')], plain))).toBeNull();
    // A record from before forfeits were kept: seat 1 was away a while (a bot moved for it), came
    // back and finished: its place is partly the bot's.
    const helped = finished([person('a'), person('b')], { ...plain, botMoves: [0, 3] });
    expect(ratedGame(helped)).toBeNull();
  });

  it('with a player who ran out of time and came back ranked by the forfeit, no win credited', () => {
    // The dodge: seat 0 let its clock run out, a bot moved 3 times, it came back and won at the
    // board. Its forfeit stands.
    const dodged = finished([person('a', { forfeit: { at: 5, why: 'time' } }), person('b')], {
      scores: [3, 1],
      ranking: [2, 1],
      forfeited: [0],
      botMoves: [3, 0],
    });
    expect(ratedGame(dodged)?.seats).toEqual([
      { account: 'a', place: 2, forfeit: true },
      { account: 'b', place: 1 },
    ]);
  });

  it('without a seat whose account was deleted during the game, if two are left', () => {
    const gone = person(null, { deleted: true, name: null, tokenHash: 'deleted', zombie: true });
    const three = finished([person('a'), gone, person('c')], {
      scores: [1, 9, 2],
      ranking: [2, 3, 1],
      forfeited: [1],
    });
    expect(ratedGame(three)?.seats).toEqual([
      { account: 'a', place: 2 },
      { account: 'c', place: 1 },
    ]);
    const two = finished([person('a'), gone], { scores: [1, 9], ranking: [1, 2], forfeited: [1] });
    expect(ratedGame(two)).toBeNull();
  });
});
