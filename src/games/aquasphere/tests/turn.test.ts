import { describe, expect, it } from 'vitest';
import { COLOURS } from '../pack.js';
import { cardIndex, game, pack, scriptOptions, seatingOptions, Table } from './helpers.js';

// Default deal (helpers.ts): ring A B C D E F; seat 0 starts in D (red programmed, 3 time
// markers), seat 1 in A (blue, 3), seat 2 in C (green, 4), seat 3 in F (yellow, 4).
// Program card P1: 1L red, 1R yellow, 2L blue, 2M green, 2R purple, 3L black, 3R white.

const roomOf = (t: Table, seat: number) =>
  t.seat(seat).engineer < 0 ? null : pack.hq.rooms[t.seat(seat).engineer]!.id;

const rooms = (t: Table, seat: number) =>
  game.legalMoves(t.state, seat).flatMap((m) => (m.type === 'program' ? [m.room] : []));

describe('programming a bot through the HQ', () => {
  it('moves the engineer one room along an arrow and programs that room’s colour', () => {
    const t = new Table(2);
    // From the start space the arrows lead to 1L (red, which seat 0 already has) and 1R.
    expect(game.legalMoves(t.state, 0).filter((m) => m.type === 'program')).toEqual([
      { type: 'program', room: '1R' },
    ]);
    t.refused({ type: 'program', room: '2L' }, 'aq.program.no-arrow');
    t.refused({ type: 'program', room: 'S' }, 'aq.program.no-arrow');
    t.refused({ type: 'program', room: '9Z' }, 'aq.program.no-room');
    t.refused({ type: 'program', room: '1L' }, 'aq.program.taken');
    t.program('1R');
    expect(roomOf(t, 0)).toBe('1R');
    expect(t.programmed(0)).toEqual(['red', 'yellow']);
    expect(t.seat(0).supply).toBe(13);
    // Programming is the whole turn.
    expect(t.current).toBe(1);
  });

  it('lets engineers share a room', () => {
    const t = new Table(3).program('1R').program('1R');
    expect([roomOf(t, 0), roomOf(t, 1)]).toEqual(['1R', '1R']);
  });

  it('allows at most two programmed bots', () => {
    const t = new Table(2).program('1R').program('1L');
    expect(t.programmed(1)).toEqual(['blue', 'red']);
    expect(t.current).toBe(0);
    // Seat 0 holds red and yellow: 2M and 2R are arrows from 1R, but no third bot fits.
    t.refused({ type: 'program', room: '2M' }, 'aq.program.full');
    t.refused({ type: 'program', room: '2L' }, 'aq.program.no-arrow');
    t.refused({ type: 'buy', colour: 'black' }, 'aq.program.full');
    expect(game.legalMoves(t.state, 0).some((m) => m.type === 'program' || m.type === 'buy')).toBe(
      false,
    );
  });

  it('climbs three levels a round: bottom, middle, top, each only along the arrows', () => {
    const t = new Table(2).program('1R');
    t.idle(); // seat 1 programs 1L
    t.act('D', 'red'); // frees a symbol
    t.idle(); // seat 1, holding two bots, passes: seat 0 plays on alone
    // From 1R: 2M (green) and 2R (purple), never 2L.
    expect(rooms(t, 0)).toEqual(['2M', '2R']);
    t.program('2R');
    expect(t.programmed(0)).toEqual(['yellow', 'purple']);
    t.act('D', 'purple');
    expect(rooms(t, 0)).toEqual(['3L', '3R']);
    t.program('3R');
    expect(roomOf(t, 0)).toBe('3R');
    expect(t.programmed(0)).toEqual(['yellow', 'white']);
    // The top rooms have no arrows.
    t.act('D', 'yellow');
    expect(rooms(t, 0)).toEqual([]);
  });

  it('fires a research card of the room the engineer enters; a one-shot card only once', () => {
    // R04: when your engineer enters 1R, once: 3 time markers and 2 KP. It lies in sector D.
    const t = new Table(2);
    t.act('D', 'red');
    expect(t.seat(0).cards).toEqual([cardIndex('R04')]);
    expect(t.seat(0).kp).toBe(2); // the bulb of the first centre tile
    t.idle();
    expect(t.seat(0).time).toBe(3);
    t.program('1R');
    // 3 time markers, but the base lab holds 4: one fits.
    expect(t.seat(0).time).toBe(4);
    expect(t.seat(0).kp).toBe(4);
    expect(t.seat(0).spent).toEqual([cardIndex('R04')]);
    // Spent, it stays in the lab.
    expect(t.seat(0).cards).toEqual([cardIndex('R04')]);
    // Next round (card P2) the engineer enters 1R again: nothing more.
    t.endRound();
    expect(t.state.round).toBe(2);
    t.until(0);
    t.ret('yellow').ret('green');
    const kp = t.seat(0).kp;
    const time = t.seat(0).time;
    expect(rooms(t, 0)).toContain('1R');
    t.program('1R');
    expect([t.seat(0).kp, t.seat(0).time]).toEqual([kp, time]);
  });

  it('fires a lasting HQ card every time its room is entered', () => {
    // R05: entering 2L, lasting: 2 KP. Seat 0 takes it from sector B (locks D→C→B cost 3).
    const t = new Table(2, { research: ['R01', 'R05', 'R02', 'R03', 'R04', 'R06'] });
    t.act('B', 'red');
    expect(t.seat(0).time).toBe(0);
    expect(t.seat(0).kp).toBe(2);
    t.idle().program('1L').idle();
    t.program('2L'); // blue
    expect(t.seat(0).kp).toBe(4);
    t.endRound();
    // Round 2 (card P2: 1L yellow, 2L green): the card fires again.
    t.until(0).ret('red').ret('blue').program('1L');
    expect(t.current).toBe(0); // seat 1 has passed
    const kp = t.seat(0).kp;
    expect(kp).toBe(7); // stopped before the red line at 8 at the scoring
    t.program('2L');
    // The card's 2 KP reach the red line: seat 0 has no crystal, so it may return a bot.
    expect(t.state.redline).toEqual({ seat: 0, line: 8, target: kp + 2, then: 'turn' });
    t.play({ type: 'redline', pay: 'bot', colour: 'green' });
    expect(t.seat(0).kp).toBe(kp + 2);
  });
});

describe('paying 3 time markers to program (once a round)', () => {
  it('programs any free symbol; one marker stays parked on the board until the scoring', () => {
    const t = new Table(2);
    const pool = t.state.pool.time;
    t.buy('green');
    expect(t.programmed(0)).toEqual(['red', 'green']);
    expect(t.seat(0).time).toBe(0);
    expect(t.seat(0).parked).toBe(1);
    expect(t.state.pool.time).toBe(pool + 2);
    // The engineer did not move, and the turn is over.
    expect(roomOf(t, 0)).toBe('S');
    expect(t.current).toBe(1);
    t.idle();
    t.act('D', 'green');
    t.idle();
    t.refused({ type: 'buy', colour: 'black' }, 'aq.buy.used');
    expect(game.legalMoves(t.state, 0).some((m) => m.type === 'buy')).toBe(false);
    // At the intermediate scoring the parked marker goes back to the general supply.
    t.endRound();
    expect(t.seat(0).parked).toBe(0);
    expect(t.state.round).toBe(2);
  });

  it('costs 3 time markers; a colour already programmed is refused', () => {
    const t = new Table(2);
    t.refused({ type: 'buy', colour: 'red' }, 'aq.program.taken');
    // Seat 0 pays 2 for the lock to C: 1 time marker left.
    t.act('C', 'red').idle();
    expect(t.seat(0).time).toBe(1);
    t.refused({ type: 'buy', colour: 'black' }, 'aq.buy.cost');
  });

  it('can be used again the next round', () => {
    const t = new Table(2).buy('black');
    t.endRound();
    t.until(0).ret('black');
    expect(t.seat(0).parked).toBe(0);
    expect(t.seat(0).time).toBe(3);
    expect(game.legalMoves(t.state, 0)).toContainEqual({ type: 'buy', colour: 'purple' });
    t.buy('purple');
    expect(t.seat(0).parked).toBe(1);
  });
});

describe('returning a programmed bot for 2 time markers', () => {
  it('does not end the turn, and the lab’s capacity caps the markers', () => {
    const t = new Table(2);
    t.ret('red');
    expect(t.programmed(0)).toEqual([]);
    expect(t.seat(0).supply).toBe(15);
    // 3 + 2 markers, but the base lab holds 4.
    expect(t.seat(0).time).toBe(4);
    expect(t.current).toBe(0);
    t.refused({ type: 'return', colour: 'red' }, 'aq.return.not-programmed');
    // The turn goes on: the red symbol is free again, so the engineer may enter 1L.
    t.program('1L');
    expect(t.programmed(0)).toEqual(['red']);
    expect(t.current).toBe(1);
  });

  it('gives both markers when there is room', () => {
    const t = new Table(2).act('C', 'red').idle();
    expect(t.seat(0).time).toBe(1);
    t.program('1R').idle();
    t.ret('yellow');
    expect(t.seat(0).time).toBe(3);
  });
});

describe('passing (the rulebook: from an exit room, or unable to program or act)', () => {
  /** A table that passes as the rulebook says (the scripts' tables pass as rules version 1). */
  const rulebook = (players: number) => new Table(players, {}, seatingOptions(players));
  const canPass = (t: Table, seat = t.current) =>
    game.legalMoves(t.state, seat).some((m) => m.type === 'pass');
  /** The seat to move programs if it can, else acts, else passes (stops at a red line). */
  const busy = (t: Table) => {
    if (t.state.phase === 'redline') return t.play({ type: 'redline', pay: 'stop' });
    const legal = game.legalMoves(t.state, t.current);
    const move =
      legal.find((m) => m.type === 'program') ??
      legal.find((m) => m.type === 'act') ??
      legal.find((m) => m.type === 'pass');
    if (!move) throw new Error('nothing to do');
    return t.play(move);
  };

  it('is refused while the engineer can still move below the top rooms', () => {
    const t = rulebook(2);
    t.refused({ type: 'pass' }, 'aq.pass.not-yet');
    t.program('1R').program('1L').act('D', 'red').act('A', 'red');
    t.refused({ type: 'pass' }, 'aq.pass.not-yet');
  });

  it('is refused while holding two programmed bots that can act', () => {
    // Seat 0 holds red and yellow: its engineer cannot move, but it can act.
    const t = rulebook(2).program('1R').program('1L');
    expect(t.current).toBe(0);
    expect(t.programmed(0)).toEqual(['red', 'yellow']);
    expect(rooms(t, 0)).toEqual([]);
    expect(canPass(t)).toBe(false);
    t.refused({ type: 'pass' }, 'aq.pass.not-yet');
    // Returning a bot is allowed, but it is no reason to pass: programming is open again.
    t.ret('yellow');
    expect(rooms(t, 0)).toEqual(['2M', '2R']);
    t.refused({ type: 'pass' }, 'aq.pass.not-yet');
  });

  it('is refused at the start of the next round to a player who kept two bots', () => {
    const t = rulebook(2);
    // Everyone programs or acts while they can, and passes only when nothing else is left.
    for (let i = 0; i < 200 && t.state.phase !== 'chance'; i++) busy(t);
    t.deal();
    expect(t.state.round).toBe(2);
    // The first to play kept yellow and black: acting in its own sector costs nothing.
    t.edit((s) => {
      s.seats[s.current]!.programmed = [COLOURS.indexOf('yellow'), COLOURS.indexOf('black')];
    });
    expect(rooms(t, t.current)).toEqual([]);
    expect(canPass(t)).toBe(false);
    t.refused({ type: 'pass' }, 'aq.pass.not-yet');
  });

  it('is allowed from a top room (an exit), even with more to do', () => {
    const t = rulebook(2);
    // Seat 0 climbs (seat 1 keeps busy) until its engineer stands in a top room.
    for (let i = 0; i < 100 && !pack.hq.rooms[t.seat(0).engineer]?.exit; i++) {
      if (t.current === 0 && rooms(t, 0).length === 0 && t.programmed(0).length === 2)
        t.act('D', t.programmed(0)[0]!);
      else busy(t);
    }
    expect(pack.hq.rooms[t.seat(0).engineer]!.id).toMatch(/^3/);
    t.until(0);
    expect(game.legalMoves(t.state, 0).some((m) => m.type === 'act')).toBe(true);
    expect(canPass(t, 0)).toBe(true);
    t.pass();
    expect(t.seat(0).engineer).toBe(-1);
  });

  it('is allowed to a player who can neither program nor act: no bot programmed or in supply', () => {
    const t = rulebook(2).edit((s) => {
      s.seats[0]!.supply = 0;
      s.seats[0]!.programmed = [];
    });
    expect(game.legalMoves(t.state, 0)).toEqual([{ type: 'pass' }]);
    t.refused({ type: 'program', room: '1R' }, 'aq.program.no-bot');
    t.refused({ type: 'buy', colour: 'black' }, 'aq.program.no-bot');
    t.pass();
    expect(t.state.passed).toEqual([0]);
  });

  it('is allowed to a player whose two bots can do nothing, though they could return them', () => {
    // Red needs a research card in a sector, green a lab expansion: there are none.
    const t = rulebook(2).edit((s) => {
      s.seats[0]!.programmed = [COLOURS.indexOf('red'), COLOURS.indexOf('green')];
      for (const sector of s.station) {
        sector.cards = [];
        sector.expansions = [];
      }
    });
    expect(t.programmed(0)).toEqual(['red', 'green']);
    expect(game.legalMoves(t.state, 0).map((m) => m.type)).toEqual(['return', 'return', 'pass']);
    t.pass();
  });

  it('in a replay of rules version 1, as it was: whenever the engineer cannot move', () => {
    const t = new Table(2, {}, scriptOptions(2)).program('1R').idle();
    expect(t.programmed(0)).toHaveLength(2);
    expect(canPass(t, 0)).toBe(true);
    t.pass();
    expect(t.state.passed).toEqual([0]);
  });
});

describe('the end of a round', () => {
  it('a pass ends the player’s round: the others play on without them', () => {
    const t = new Table(3).program('1R');
    t.idle(); // seat 1 programs
    t.idle(); // seat 2 programs
    t.pass(); // seat 0, two bots programmed
    expect(t.current).toBe(1);
    t.pass();
    expect(t.current).toBe(2);
    // Seat 2 alone: it moves again and again until it passes.
    t.act('C', 'green');
    expect(t.current).toBe(2);
  });

  it('the pass order is the next round’s play order; engineers go back to the start', () => {
    const t = new Table(3);
    t.program('1R').program('1L').program('1R'); // everyone holds two bots
    expect(t.current).toBe(0);
    // Seat 0 acts, seat 1 passes, seat 2 passes, seat 0 programs again and passes.
    t.act('D', 'red');
    t.pass();
    t.pass();
    expect(t.state.passed).toEqual([1, 2]);
    expect(t.current).toBe(0);
    t.program('2M').pass();
    t.deal();
    expect(t.state.round).toBe(2);
    expect(t.state.order).toEqual([1, 2, 0]);
    expect(t.current).toBe(1);
    expect(t.state.seats.every((p) => p.engineer === 0)).toBe(true);
    expect(t.state.passed).toEqual([]);
  });

  it('programmed bots stay programmed into the next round', () => {
    const t = new Table(2).program('1R').idle();
    const before = [t.programmed(0), t.programmed(1)];
    t.endRound();
    expect([t.programmed(0), t.programmed(1)]).toEqual(before);
    expect(t.programmed(0)).toEqual(['red', 'yellow']);
  });
});

describe('moves out of turn', () => {
  it('refuses a seat that is not to move, and a red-line answer without a red line', () => {
    const t = new Table(2);
    t.refused({ type: 'program', room: '1R' }, 'not-your-turn', 1);
    t.refused({ type: 'pass' }, 'not-chance-turn', 'chance');
    t.refused({ type: 'redline', pay: 'stop' }, 'aq.redline.none');
    t.refused({ type: 'sector', letter: 'A' }, 'aq.not-now');
  });
});
