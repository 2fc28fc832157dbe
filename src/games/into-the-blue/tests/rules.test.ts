import { describe, expect, it } from 'vitest';
import { intoTheBlue as game } from '../index.js';
import { Script } from './script.js';

describe('rolling', () => {
  it('a turn begins with chance rolling all six dice', () => {
    const s = new Script(2);
    expect(game.toMove(s.state)).toEqual(['chance']);
    expect(s.state.rolling).toBe(6);
    expect(game.apply(s.state, 'chance', { type: 'dice', values: [1, 2, 3] })).toMatchObject({
      ok: false,
      error: { code: 'itb.wrong-dice-count' },
    });
    expect(game.apply(s.state, 0, { type: 'stop' })).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
  });

  it('up to three rolls: after the third the result is fixed', () => {
    const s = new Script(2).roll(2, 2, 3, 4, 5, 5).keep(5, 5).roll(2, 2, 3, 4).keep(2, 3, 4, 5);
    expect(s.state.rollsMade).toBe(2);
    s.roll(1, 1);
    // Third roll: no decision, straight to placement.
    expect(s.state.phase).toBe('place');
    expect(s.state.dice).toEqual([1, 1, 2, 3, 4, 5]);
  });

  it('a die kept earlier may be rerolled later', () => {
    const s = new Script(2).roll(1, 1, 2, 3, 4, 4).keep(1, 2, 3, 4).roll(5, 5);
    expect(s.state.dice).toEqual([1, 2, 3, 4, 5, 5]);
    // The 1 and 2 were kept after the first roll; now they are rolled again.
    s.keep(3, 4, 5);
    expect(s.state.kept).toEqual([3, 4, 5]);
    expect(s.state.rolling).toBe(3);
  });

  it('only dice that were rolled can be kept, and at least one die must be rerolled', () => {
    const s = new Script(2).roll(1, 1, 2, 3, 4, 4);
    expect(game.apply(s.state, 0, { type: 'reroll', keep: [5] })).toMatchObject({
      ok: false,
      error: { code: 'itb.keep-not-rolled' },
    });
    expect(game.apply(s.state, 0, { type: 'reroll', keep: [1, 1, 1] })).toMatchObject({
      ok: false,
    });
    expect(game.apply(s.state, 0, { type: 'reroll', keep: [1, 1, 2, 3, 4, 4] })).toMatchObject({
      ok: false,
      error: { code: 'itb.reroll-none' },
    });
  });

  it('stopping after the first roll or after the second', () => {
    const first = new Script(2).roll(1, 2, 2, 4, 5, 6).stop();
    expect(first.state.phase).toBe('place');
    expect(first.state.rollsMade).toBe(1);
    const second = new Script(2).roll(2, 2, 2, 4, 5, 6).keep().roll(1, 1, 1, 3, 3, 3).stop();
    expect(second.state.phase).toBe('place');
    expect(second.state.rollsMade).toBe(2);
  });
});

describe('dives', () => {
  it('an unsuccessful dive passes the turn with nothing placed', () => {
    const s = new Script(3).turn([2, 3, 4, 5, 6, 6]);
    s.expectSeat(1);
    expect(s.state.supply).toEqual([12, 12, 12]);
    expect(s.state.phase).toBe('roll');
  });

  it('a successful dive places as many shells as dice on the chosen level, and placing is mandatory', () => {
    const s = new Script(2).roll(1, 1, 2, 3, 3, 5).stop();
    expect(game.legalMoves(s.state, 0)).toEqual([
      { type: 'place', level: 1 },
      { type: 'place', level: 2 },
      { type: 'place', level: 3 },
    ]);
    // There is no way to pass: the only moves are placements; the 5 is out of the sequence.
    expect(game.apply(s.state, 0, { type: 'stop' })).toMatchObject({ ok: false });
    expect(game.apply(s.state, 0, { type: 'place', level: 5 })).toMatchObject({
      ok: false,
      error: { code: 'itb.level-not-in-sequence', params: { level: '5', max: 3 } },
    });
    s.place(3);
    expect(s.state.shells[2]).toEqual([2, 0]);
    expect(s.state.supply).toEqual([10, 12]);
    s.expectSeat(1);
  });

  it('a perfect dive takes a random chest instead of placing, then another turn at once', () => {
    const s = new Script(3).roll(1, 2, 3, 4, 5, 6).stop();
    expect(s.state.phase).toBe('chest');
    expect(game.toMove(s.state)).toEqual(['chance']);
    expect(game.chanceOutcomes(s.state)).toEqual([
      { move: { type: 'chest', value: 5 }, probability: 0.2 },
      { move: { type: 'chest', value: 6 }, probability: 0.4 },
      { move: { type: 'chest', value: 7 }, probability: 0.2 },
      { move: { type: 'chest', value: 8 }, probability: 0.2 },
    ]);
    s.chest(6);
    expect(s.state.chests[0]).toEqual([6]);
    expect(s.state.chestPool).toEqual([5, 6, 7, 8]);
    expect(s.state.supply[0]).toBe(12);
    // The same player rolls again at once; chained perfect dives chain extra turns.
    s.expectSeat(0);
    expect(s.state.phase).toBe('roll');
    s.turn([1, 2, 3, 4, 5, 6]).chest(8).expectSeat(0);
    expect(s.state.chests[0]).toEqual([6, 8]);
    s.turn([2, 2, 2, 2, 2, 2]).expectSeat(1);
  });

  it('only the diver sees the value of the chest drawn, in the move and in the log', () => {
    const s = new Script(3).roll(1, 2, 3, 4, 5, 6).stop();
    const move = { type: 'chest' as const, value: 7 };
    expect(game.viewMove(s.state, 'chance', move, 0)).toEqual(move);
    for (const viewer of [1, 2, 'spectator' as const]) {
      expect(game.viewMove(s.state, 'chance', move, viewer)).toEqual({ type: 'chest' });
      expect(JSON.stringify(game.describeMove(s.state, 'chance', move, viewer))).not.toContain('7');
    }
    expect(game.describeMove(s.state, 'chance', move, 0).params).toMatchObject({ value: 7 });
  });

  it('a perfect dive reached on the third roll also takes a chest', () => {
    const s = new Script(2)
      .roll(1, 2, 3, 3, 3, 3)
      .keep(1, 2, 3)
      .roll(4, 4, 4)
      .keep(1, 2, 3, 4)
      .roll(5, 6);
    expect(s.state.phase).toBe('chest');
  });
});

describe('the end', () => {
  it('a player short of shells places what they have, which triggers the end', () => {
    const s = new Script(2);
    s.turn([1, 1, 1, 1, 1, 1], 1).turn([2, 2, 3, 4, 5, 6]);
    s.turn([1, 1, 1, 1, 1, 1], 1).turn([2, 2, 3, 4, 5, 6]);
    expect(s.state.supply[0]).toBe(0);
    // Seat 0 placed its last shell: seat 1 gets exactly one last turn.
    expect(s.state.phase).toBe('over');
  });

  it('placing fewer than rolled when short: the rest stay off the board', () => {
    const s = new Script(2);
    s.turn([1, 1, 1, 1, 1, 2], 1).turn([2, 2, 3, 4, 5, 6]);
    s.turn([1, 1, 1, 1, 1, 2], 1).turn([2, 2, 3, 4, 5, 6]);
    expect(s.state.supply[0]).toBe(2);
    s.turn([1, 1, 1, 3, 3, 3], 1);
    expect(s.state.shells[0]?.[0]).toBe(12);
    expect(s.state.supply[0]).toBe(0);
    expect(s.state.trigger).toEqual({ kind: 'last-shell', by: 0 });
    s.expectSeat(1);
    s.turn([1, 2, 2, 2, 2, 2], 2);
    expect(game.result(s.state)).not.toBeNull();
  });

  it('after the last shell every other player has exactly one last turn, clockwise', () => {
    const s = new Script(4);
    // Seat 1 empties its supply over two turns; seats 2, 3 and 0 then play once each.
    s.turn([2, 2, 2, 2, 2, 2])
      .turn([1, 1, 1, 1, 1, 1], 1)
      .turn([2, 2, 2, 2, 2, 2])
      .turn([2, 2, 2, 2, 2, 2]);
    s.turn([2, 2, 2, 2, 2, 2]).turn([1, 1, 1, 1, 1, 1], 1);
    expect(s.state.trigger).toEqual({ kind: 'last-shell', by: 1 });
    s.expectSeat(2)
      .turn([1, 3, 3, 3, 3, 3], 1)
      .expectSeat(3)
      .turn([2, 2, 2, 2, 2, 2])
      .expectSeat(0);
    expect(s.state.phase).toBe('roll');
    s.turn([1, 1, 4, 4, 4, 4], 1);
    expect(s.state.phase).toBe('over');
    expect(game.toMove(s.state)).toEqual([]);
  });

  it('a perfect dive in the final round still gives a chest and an extra turn', () => {
    const s = new Script(3);
    s.turn([1, 1, 1, 1, 1, 1], 1).turn([2, 2, 2, 2, 2, 2]).turn([2, 2, 2, 2, 2, 2]);
    s.turn([1, 1, 1, 1, 1, 1], 1);
    expect(s.state.trigger?.by).toBe(0);
    s.expectSeat(1).turn([1, 2, 3, 4, 5, 6]).chest(7).expectSeat(1);
    s.turn([1, 2, 2, 2, 2, 2], 2).expectSeat(2);
    s.turn([3, 3, 3, 3, 3, 3]);
    expect(s.state.phase).toBe('over');
  });

  it('the last chest ends the game at once, even inside the final round', () => {
    const s = new Script(3);
    for (const value of [5, 6, 6, 7]) s.turn([1, 2, 3, 4, 5, 6]).chest(value);
    s.turn([1, 1, 1, 1, 1, 1], 1).turn([2, 2, 2, 2, 2, 2]).turn([2, 2, 2, 2, 2, 2]);
    s.turn([1, 1, 1, 1, 1, 1], 1);
    // Seat 0 has placed all 12 shells: the final round begins.
    expect(s.state.trigger).toEqual({ kind: 'last-shell', by: 0 });
    s.expectSeat(1).turn([1, 2, 3, 4, 5, 6]).chest(8);
    expect(s.state.phase).toBe('over');
    expect(s.state.trigger).toEqual({ kind: 'last-chest', by: 1 });
    // Seat 2 never gets its last turn, and seat 1 loses the extra turn.
    expect(game.toMove(s.state)).toEqual([]);
    expect(game.result(s.state)?.scores).toEqual([2 + 5 + 6 + 6 + 7, 8, 0]);
  });

  it('a finished game refuses every move', () => {
    const s = new Script(2);
    for (const value of [5, 6, 6, 7, 8]) s.turn([1, 2, 3, 4, 5, 6]).chest(value);
    expect(
      game.apply(s.state, 'chance', { type: 'dice', values: [1, 1, 1, 1, 1, 1] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'game-over' },
    });
  });
});

describe('moves from outside', () => {
  it('parseMove rejects malformed moves with a reason and accepts well-formed ones', () => {
    expect(game.parseMove(null)).toMatchObject({ ok: false, error: { code: 'malformed-move' } });
    expect(game.parseMove({ type: 'fly' })).toMatchObject({ ok: false });
    expect(game.parseMove({ type: 'place', level: 'deep' })).toMatchObject({ ok: false });
    expect(game.parseMove({ type: 'reroll', keep: [3, 1] })).toEqual({
      ok: true,
      value: { type: 'reroll', keep: [1, 3] },
    });
  });

  it('keeping impossible faces is refused without a crash', () => {
    const s = new Script(2).roll(1, 1, 2, 3, 4, 4);
    for (const keep of [[0], [7], [1.5], [-1], [Number.NaN]]) {
      expect(game.apply(s.state, 0, { type: 'reroll', keep })).toMatchObject({ ok: false });
    }
    expect(
      game.apply(new Script(2).state, 'chance', { type: 'dice', values: [0, 1, 2, 3, 4, 9] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'itb.bad-face' },
    });
  });
});
