import { describe, expect, it } from 'vitest';
import { nextRedLine, redLineFloor } from '../knowledge.js';
import { cardIndex, game, optionsWith, Table } from './helpers.js';

// The scripts' pack's knowledge track (the first default pack, helpers.ts): a lap of 50, red
// lines just before spaces 8, 25 and 42.

describe('red lines during a turn', () => {
  /** Seat 0 at 7 KP about to take a research card (2 KP): the line before 8 is in the way. */
  const atLine = (crystals: number, program = false) => {
    const t = new Table(2);
    if (program) t.program('1R').idle();
    t.edit((s) => {
      s.seats[0]!.kp = 7;
      s.seats[0]!.crystals = crystals;
      s.pool.crystals -= crystals;
    });
    return t.act('D', 'red');
  };

  it('stops the counter before the line and asks the player', () => {
    const t = atLine(1);
    expect(t.state.phase).toBe('redline');
    expect(t.seat(0).kp).toBe(7);
    expect(game.toMove(t.state)).toEqual([0]);
    expect(game.legalMoves(t.state, 0)).toEqual([
      { type: 'redline', pay: 'crystal' },
      { type: 'redline', pay: 'stop' },
    ]);
    t.refused({ type: 'pass' }, 'aq.redline.pending');
    t.refused({ type: 'redline', pay: 'bot', colour: 'red' }, 'aq.redline.crystal-first');
  });

  it('paying a crystal crosses it', () => {
    const t = atLine(1);
    const pool = t.state.pool.crystals;
    t.play({ type: 'redline', pay: 'crystal' });
    expect(t.seat(0).kp).toBe(9);
    expect(t.seat(0).crystals).toBe(0);
    expect(t.state.pool.crystals).toBe(pool + 1);
    expect(t.state.phase).toBe('play');
    expect(t.current).toBe(1);
  });

  it('stopping loses the rest', () => {
    const t = atLine(2);
    t.play({ type: 'redline', pay: 'stop' });
    expect(t.seat(0).kp).toBe(7);
    expect(t.seat(0).crystals).toBe(2);
    expect(t.current).toBe(1);
  });

  it('without a crystal, a programmed bot may be returned, without its time markers', () => {
    const t = atLine(0, true);
    expect(t.programmed(0)).toEqual(['yellow']);
    expect(game.legalMoves(t.state, 0)).toEqual([
      { type: 'redline', pay: 'bot', colour: 'yellow' },
      { type: 'redline', pay: 'stop' },
    ]);
    t.refused({ type: 'redline', pay: 'crystal' }, 'aq.redline.no-crystal');
    t.refused({ type: 'redline', pay: 'bot', colour: 'green' }, 'aq.redline.not-programmed');
    const { time, supply } = t.seat(0);
    t.play({ type: 'redline', pay: 'bot', colour: 'yellow' });
    expect(t.seat(0).kp).toBe(9);
    expect(t.programmed(0)).toEqual([]);
    expect(t.seat(0).supply).toBe(supply + 1);
    expect(t.seat(0).time).toBe(time);
  });

  it('with neither crystal nor programmed bot, the counter just stops', () => {
    const t = atLine(0);
    expect(t.state.phase).toBe('play');
    expect(t.seat(0).kp).toBe(7);
    expect(t.current).toBe(1);
  });

  it('the points of a turn are added up and moved once: one decision for the card and its bulb', () => {
    // Seat 0 holds R15 (each research card taken: +2 KP); the next card's bulb (2) and R15 (2)
    // take it from 5 to 9 in one move.
    const t = new Table(2).edit((s) => {
      s.deckCards.splice(s.deckCards.indexOf(cardIndex('R15')), 1);
      s.seats[0]!.cards.push(cardIndex('R15'));
      s.seats[0]!.kp = 5;
      s.seats[0]!.crystals = 1;
      s.pool.crystals--;
    });
    t.act('D', 'red');
    expect(t.state.redline).toEqual({ seat: 0, line: 8, target: 9, then: 'turn' });
    t.play({ type: 'redline', pay: 'crystal' });
    expect(t.seat(0).kp).toBe(9);
  });

  it('lines repeat on every lap', () => {
    const t = new Table(2).edit((s) => {
      s.seats[0]!.kp = 57;
      s.seats[0]!.crystals = 1;
    });
    t.act('D', 'red');
    expect(t.state.redline).toEqual({ seat: 0, line: 58, target: 59, then: 'turn' });
    expect(t.seat(0).kp).toBe(57);
  });

  it('two lines in one move: one decision each', () => {
    // A track with lines before spaces 1 and 2: a research card's 2 KP cross both.
    const options = optionsWith((p) => {
      p.knowledgeTrack.length = 10;
      p.knowledgeTrack.redLines = [1, 2];
    });
    const t = new Table(2, {}, options).edit((s) => {
      s.seats[0]!.crystals = 2;
    });
    t.act('D', 'red');
    expect(t.state.redline).toEqual({ seat: 0, line: 1, target: 2, then: 'turn' });
    t.play({ type: 'redline', pay: 'crystal' });
    expect(t.seat(0).kp).toBe(1);
    expect(t.state.redline).toEqual({ seat: 0, line: 2, target: 2, then: 'turn' });
    t.play({ type: 'redline', pay: 'crystal' });
    expect([t.seat(0).kp, t.seat(0).crystals, t.current]).toEqual([2, 0, 1]);
    // The lap: 10 spaces, so lines before 11 and 12 too.
    expect(nextRedLine(t.state, 2, 30)).toBe(11);
    expect(nextRedLine(t.state, 11, 30)).toBe(12);
  });
});

describe('red lines at the intermediate scoring', () => {
  it('points are summed, then each counter moves in play order with its own decisions', () => {
    // Round 1: seat 1 passes first, so it moves first in round 2.
    const t = new Table(2).program('1R').program('1L').act('D', 'red').pass();
    t.program('2M').pass();
    // Seat 0: 2 KP for the card, then 6 for the majority (D's control space) and −1 for the
    // octopod left in D: 7, short of the line.
    expect(t.seat(0).kp).toBe(7);
    t.deal();
    expect(t.state.order).toEqual([1, 0]);
    t.edit((s) => {
      for (const p of s.seats) {
        p.kp = 7;
        p.crystals = 1;
        s.pool.crystals--;
      }
    });
    t.pass().pass();
    // Seat 1: 1 KP for its crystal. Seat 0: 6 for the majority, 1 for its crystal, −2 for the
    // octopods in D (the centre tile added one).
    expect(t.state.redline).toEqual({ seat: 1, line: 8, target: 8, then: 'scoring' });
    expect(game.toMove(t.state)).toEqual([1]);
    t.play({ type: 'redline', pay: 'stop' });
    expect(t.state.redline).toEqual({ seat: 0, line: 8, target: 12, then: 'scoring' });
    expect(game.toMove(t.state)).toEqual([0]);
    t.play({ type: 'redline', pay: 'crystal' });
    expect([t.seat(0).kp, t.seat(1).kp]).toEqual([12, 7]);
    // On with the round end: chance deals round 3.
    expect(t.state.phase).toBe('chance');
  });

  it('a negative total never takes the counter behind the last line crossed', () => {
    // Seat 0 holds F's control space with 5 octopods left (−5) and nothing else scores.
    const t = new Table(2).act('F', 'red').edit((s) => {
      s.seats[0]!.kp = 26; // past the line before 25
      s.station[5]!.octopods = 5;
      s.station[0]!.control = 1;
      s.station[1]!.control = 1;
    });
    t.endRound();
    expect(t.state.round).toBe(2);
    expect(t.seat(0).kp).toBe(25);
  });

  it('a counter that stopped before a line falls back at most to the line before', () => {
    const t = new Table(2).act('F', 'red').edit((s) => {
      s.seats[0]!.kp = 12;
      s.station[5]!.octopods = 5;
      s.station[4]!.control = 0;
      s.station[4]!.octopods = 5;
      s.station[0]!.control = 1;
      s.station[1]!.control = 1;
      s.station[2]!.control = 1;
    });
    t.endRound();
    expect(t.seat(0).kp).toBe(8);
    expect(redLineFloor(t.state, 24)).toBe(8);
    expect(redLineFloor(t.state, 7)).toBe(0);
    expect(redLineFloor(t.state, 60)).toBe(58);
  });
});
