import { describe, expect, it } from 'vitest';
import {
  botsInPlayPoints,
  crystalPoints,
  finalScoring,
  majorityPoints,
  octopodPenalty,
} from '../scoring.js';
import { clone } from '../state.js';
import { cardIndex, expansionIndex, game, pack, Table } from './helpers.js';

// The scripts' pack (the first default pack, helpers.ts): bot columns of 2 bots worth 0, 1, 2,
// 4, 6, 8, 10, submarines 1-5 covering columns 2-6; crystals 0, 1, 2, 4, 6, ...; leftover
// octopods 0, −1, ... −5; letters 0, 1, 2, 4, 6, 9, 12; majority 6 alone, 3 each when tied.

describe('intermediate scoring: control-space majority', () => {
  it('6 KP for the sole leader, 3 each for tied leaders, nothing without a bot', () => {
    const t = new Table(3);
    expect([0, 1, 2].map((s) => majorityPoints(t.state, s))).toEqual([0, 0, 0]);
    t.act('D', 'red');
    expect([0, 1, 2].map((s) => majorityPoints(t.state, s))).toEqual([6, 0, 0]);
    t.act('B', 'blue'); // seat 1 from A
    expect([0, 1, 2].map((s) => majorityPoints(t.state, s))).toEqual([3, 3, 0]);
    t.act('C', 'green'); // seat 2 in its own sector
    expect([0, 1, 2].map((s) => majorityPoints(t.state, s))).toEqual([3, 3, 3]);
    t.edit((s) => {
      s.station[5]!.control = 2;
    });
    expect([0, 1, 2].map((s) => majorityPoints(t.state, s))).toEqual([0, 0, 6]);
  });
});

describe('intermediate scoring: bots in play', () => {
  const score = (supply: number, subsPlaced: number) => {
    const t = new Table(2).edit((s) => {
      s.seats[0]!.supply = supply;
      s.seats[0]!.subsPlaced = subsPlaced;
    });
    return botsInPlayPoints(t.state, 0);
  };

  it('the highest number under a column emptied of bots and free of submarines', () => {
    expect(score(14, 1)).toBe(0); // nothing taken
    expect(score(13, 1)).toBe(0); // column 0 (worth 0) still holds a bot
    expect(score(12, 1)).toBe(0);
    expect(score(10, 1)).toBe(1); // columns 0 and 1 empty
    // Column 2 is empty but submarine 1 still covers it.
    expect(score(8, 1)).toBe(1);
    expect(score(8, 2)).toBe(2);
    expect(score(0, 1)).toBe(1);
    expect(score(0, 5)).toBe(8); // submarine 5 covers column 6
    expect(score(0, 6)).toBe(10);
    expect(score(2, 6)).toBe(8);
  });

  it('a supply above 14 (the starting bot returned) counts as full', () => {
    expect(score(15, 1)).toBe(0);
    expect(score(16, 6)).toBe(0);
  });
});

describe('intermediate scoring: crystals and leftover octopods', () => {
  it('crystals score by the table', () => {
    const t = new Table(2);
    const points = [0, 1, 2, 3, 7, 9].map((n) => {
      t.edit((s) => {
        s.seats[0]!.crystals = n;
      });
      return crystalPoints(t.state, 0);
    });
    expect(points).toEqual([0, 1, 2, 4, 12, 12]);
  });

  it('each sector whose control space holds your bot costs by its octopods left', () => {
    const t = new Table(2).act('D', 'red');
    // D: 1 octopod left.
    expect(octopodPenalty(t.state, 0)).toBe(-1);
    expect(octopodPenalty(t.state, 1)).toBe(0);
    t.edit((s) => {
      s.station[5]!.control = 0;
      s.station[5]!.octopods = 9; // past the table's end: −5
    });
    expect(octopodPenalty(t.state, 0)).toBe(-1 - 5);
  });
});

describe('intermediate scoring: the whole of it, in order', () => {
  it('time markers first (submarines, parked marker, scoring cards), then knowledge', () => {
    // Seat 0 holds R34 (each scoring: +1 crystal) and R41 (once: 1 KP per time marker), and a
    // crystal.
    const t = new Table(2).edit((s) => {
      for (const id of ['R34', 'R41']) {
        s.deckCards.splice(s.deckCards.indexOf(cardIndex(id)), 1);
        s.seats[0]!.cards.push(cardIndex(id));
      }
      s.seats[0]!.crystals = 1;
      s.pool.crystals--;
    });
    // Seat 0 pays 3 markers for purple (one parked), catches D's octopod (1 KP) and takes its
    // control space, programs yellow and passes last.
    t.buy('purple').idle();
    t.act('D', 'purple').idle();
    t.program('1R');
    expect([t.seat(0).time, t.seat(0).parked, t.seat(0).kp]).toEqual([0, 1, 1]);
    const pool = t.state.pool.time;
    t.pass();
    const p = t.seat(0);
    // Time step: 1 marker for the submarine, the parked marker back to the supply, R34's crystal.
    expect(p.time).toBe(1);
    expect(p.parked).toBe(0);
    expect(p.crystals).toBe(2);
    // Each player took a marker for their submarine; the parked one came back.
    expect(t.state.pool.time).toBe(pool - 2 + 1);
    expect(p.spent).toEqual([cardIndex('R41')]);
    // Knowledge, summed first: R41 1 (one marker, counted after the time step) + majority 6 +
    // bots in play 0 + crystals 2 (counted after R34) + octopods 0 = 9; from 1 to 10 it crosses
    // the line at 8.
    expect(t.state.redline).toEqual({ seat: 0, line: 8, target: 10, then: 'scoring' });
    t.play({ type: 'redline', pay: 'crystal' });
    expect([t.seat(0).kp, t.seat(0).crystals]).toEqual([10, 1]);
    // Seat 1 had nothing to score; its submarine gave a marker.
    expect([t.seat(1).kp, t.seat(1).time]).toEqual([0, 4]);
    expect(t.state.phase).toBe('chance');
  });
});

describe('final scoring', () => {
  it('letters, time markers, all six submarines and a complete lab; red lines ignored', () => {
    const t = new Table(2).endRound().endRound().endRound();
    const s = clone(t.state);
    const p = s.seats[0]!;
    p.kp = 40; // the line before 42 will be crossed without a crystal
    p.time = 3;
    p.subsPlaced = 6;
    // Five expansions: letters A, B, C, and D from the base lab: 4 letters, 6 KP.
    p.expansions = ['X01', 'X02', 'X03', 'X28', 'X29'].map(expansionIndex);
    const q = s.seats[1]!;
    q.kp = 10;
    q.time = 2;
    q.expansions = [expansionIndex('X25')]; // A and D, besides the base lab's A: 2 letters
    finalScoring(s);
    expect(p.kp).toBe(40 + pack.scoring.letters[4]! + 3 + 5 + 5);
    expect(p.kp).toBe(40 + 6 + 3 + 5 + 5);
    expect(q.kp).toBe(10 + 2 + 2);
    expect(s.phase).toBe('over');
    expect(game.result(s)!.scores).toEqual([p.kp, q.kp]);
    expect(game.result(s)!.ranking).toEqual([1, 2]);
  });

  it('follows the fourth intermediate scoring at once', () => {
    const t = new Table(2).endRound().endRound().endRound();
    expect([t.state.round, t.state.phase]).toEqual([4, 'play']);
    expect(game.result(t.state)).toBeNull();
    t.endRound();
    expect(t.state.phase).toBe('over');
    expect(game.toMove(t.state)).toEqual([]);
    const r = game.result(t.state)!;
    expect(r.scores).toEqual(t.state.seats.map((p) => p.kp));
  });
});

describe('ties', () => {
  const over = (edit: (s: ReturnType<typeof clone>) => void) => {
    const t = new Table(3).endRound().endRound().endRound().endRound();
    const s = clone(t.state);
    for (const x of s.station) x.control = -1;
    s.seats.forEach((p) => {
      p.kp = 50;
      p.crystals = 0;
    });
    edit(s);
    return game.result(s)!;
  };

  it('most bots on control spaces wins a tie', () => {
    const r = over((s) => {
      s.station[0]!.control = 2;
      s.station[1]!.control = 2;
      s.station[2]!.control = 1;
      s.seats[0]!.crystals = 5;
    });
    expect(r.ranking).toEqual([3, 2, 1]);
  });

  it('then most crystals', () => {
    const r = over((s) => {
      s.station[0]!.control = 0;
      s.station[1]!.control = 1;
      s.seats[0]!.crystals = 1;
      s.seats[1]!.crystals = 2;
      s.seats[2]!.kp = 49;
      s.seats[2]!.crystals = 7;
    });
    expect(r.ranking).toEqual([2, 1, 3]);
  });

  it('else a shared victory', () => {
    const r = over((s) => {
      s.station[0]!.control = 0;
      s.station[1]!.control = 1;
      s.seats[0]!.crystals = 2;
      s.seats[1]!.crystals = 2;
    });
    expect(r.ranking).toEqual([1, 1, 3]);
    expect(r.scores).toEqual([50, 50, 50]);
  });
});
