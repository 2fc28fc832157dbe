import { describe, expect, it } from 'vitest';
import { bulb } from '../turn.js';
import { cardIndex, colourIndex, expansionIndex, game, pack, Table } from './helpers.js';

// Default deal (helpers.ts): ring A B C D E F (locks 0 1 2 0 1 2 on each sector's clockwise
// edge); with 2 players seat 0 starts in D (red programmed, 3 time markers), seat 1 in A (blue,
// 3); research cards R01-R06 and expansions X01-X06 lie in A-F.

describe('carrying out an action: scientist, bot, action', () => {
  it('moves the scientist, pays the locks, puts the bot on the control space', () => {
    const t = new Table(2);
    // D → C crosses C's lock (2); the other way round would cost 0 + 1 + 2 + 0 + 1 = 4.
    t.act('C', 'red');
    const p = t.seat(0);
    expect(p.time).toBe(1);
    expect(p.scientist).toBe(t.pos('C'));
    expect(p.area).toBe(colourIndex('red'));
    expect(p.programmed).toEqual([]);
    expect(t.sector('C').control).toBe(0);
    expect(p.supply).toBe(14);
    expect(t.current).toBe(1);
  });

  it('needs a programmed bot of the colour, and time markers for the locks', () => {
    const t = new Table(2);
    t.refused(t.actMove('D', 'yellow'), 'aq.act.not-programmed');
    // Seat 0 buys yellow (3 time markers): none left for any lock.
    t.buy('yellow').idle();
    t.refused(t.actMove('F', 'yellow'), 'aq.act.locks');
    t.refused(t.actMove('C', 'red'), 'aq.act.locks');
    // D's and its clockwise lock cost 0: E is free.
    t.act('E', 'yellow');
    expect(t.seat(0).scientist).toBe(t.pos('E'));
  });

  it('lets scientists share an area', () => {
    const t = new Table(2, { labs: 'DE' });
    // Seat 1 starts in E with black programmed (E's white area).
    t.buy('black');
    t.act('E', 'black');
    t.act('E', 'black');
    expect(t.seat(0).scientist).toBe(t.seat(1).scientist);
    expect(t.seat(0).area).toBe(t.seat(1).area);
    // The later bot took the control space; the other went to the charging station.
    expect(t.sector('E').control).toBe(0);
    expect(t.sector('E').charging).toEqual([0, 1]);
  });
});

describe('red: take a research card', () => {
  it('takes the top card and scores the bulb of the top centre tile', () => {
    const t = new Table(2);
    expect(bulb(t.state)).toBe(2);
    t.act('D', 'red');
    expect(t.seat(0).cards).toEqual([cardIndex('R04')]);
    expect(t.sector('D').cards).toEqual([]);
    expect(t.seat(0).kp).toBe(2);
  });

  it('needs a card in the sector and room in the lab', () => {
    // Ring D A B ...: from D, A and B are reached through 0 locks.
    const t = new Table(2, { ring: 'DABCEF', labs: 'DA' });
    t.act('D', 'red').idle();
    t.program('1L').idle(); // red again; seat 1 passes
    t.refused(t.actMove('D', 'red'), 'aq.act.no-card');
    t.act('A', 'red');
    expect(t.seat(0).cards).toHaveLength(2);
    t.buy('red');
    t.refused(t.actMove('B', 'red'), 'aq.act.card-capacity');
    expect(game.legalMoves(t.state, 0).some((m) => m.type === 'act' && m.colour === 'red')).toBe(
      false,
    );
  });

  it('a card taken does not fire for the action that took it; it fires for the next one', () => {
    // R15: when you take a research card, lasting: 2 KP.
    const t = new Table(2, {
      ring: 'DABCEF',
      labs: 'DA',
      research: ['R15', 'R02', 'R03', 'R04', 'R05', 'R06'],
    });
    t.act('D', 'red');
    expect(t.seat(0).kp).toBe(2);
    t.idle().program('1L').idle();
    t.act('A', 'red');
    expect(t.seat(0).kp).toBe(2 + 2 + 2);
  });
});

describe('green: expand the lab', () => {
  it('rulebook example: a C expansion raises crystal capacity to 3 and may put a bot on C', () => {
    // X21: letter C, +1 crystal. Seat 0 buys green and takes it from its own sector D.
    const t = new Table(2, { expansions: ['X01', 'X02', 'X03', 'X21', 'X05', 'X06'] });
    t.buy('green').idle();
    const legal = game.legalMoves(t.state, 0).filter((m) => m.type === 'act' && m.sector === 3);
    expect(legal).toContainEqual({ type: 'act', sector: 3, colour: 'green' });
    expect(legal).toContainEqual({ type: 'act', sector: 3, colour: 'green', letters: [2] });
    t.act('D', 'green', 'C');
    expect(t.seat(0).expansions).toEqual([expansionIndex('X21')]);
    expect(t.sector('D').expansions).toEqual([]);
    expect(t.sector('D').control).toBe(0);
    expect(t.sector('C').control).toBe(0);
    // The letter's bot came from the supply: 14 - 1 (bought) - 1.
    expect(t.seat(0).supply).toBe(12);
    // No points for an expansion.
    expect(t.seat(0).kp).toBe(0);
  });

  it('the letter bots are optional', () => {
    const t = new Table(2, { expansions: ['X01', 'X02', 'X03', 'X21', 'X05', 'X06'] });
    t.buy('green').idle().act('D', 'green');
    expect(t.sector('C').control).toBe(-1);
    expect(t.seat(0).supply).toBe(13);
  });

  it('a two-letter expansion puts a bot on either, both or neither sector', () => {
    // X25: A and D. It lies in E, reached from D through a 0 lock.
    const t = new Table(2, { expansions: ['X01', 'X02', 'X03', 'X04', 'X25', 'X06'] });
    t.buy('green').idle();
    const lettered = game
      .legalMoves(t.state, 0)
      .filter((m) => m.type === 'act' && m.sector === 4 && m.colour === 'green');
    expect(lettered).toEqual([
      { type: 'act', sector: 4, colour: 'green' },
      { type: 'act', sector: 4, colour: 'green', letters: [0] },
      { type: 'act', sector: 4, colour: 'green', letters: [3] },
      { type: 'act', sector: 4, colour: 'green', letters: [0, 3] },
    ]);
    t.refused(t.actMove('E', 'green', 'B'), 'aq.act.letters');
    t.refused(t.actMove('E', 'green', 'AA'), 'aq.act.letters');
    // No other number is a ring position, not even one that a shift wraps onto A or D.
    for (const at of [32, 35, -32, 0.5, 3.5])
      t.refused({ type: 'act', sector: 4, colour: 'green', letters: [at] }, 'aq.act.letters');
    t.refused(t.actMove('D', 'red', 'D'), 'aq.act.letters-green');
    t.act('E', 'green', 'AD');
    expect([t.sector('A').control, t.sector('D').control, t.sector('E').control]).toEqual([
      0, 0, 0,
    ]);
    expect(t.seat(0).supply).toBe(11);
  });

  it('lists lettered moves shared and frozen: holding or changing one cannot change a later list', () => {
    const t = new Table(2, { expansions: ['X01', 'X02', 'X03', 'X04', 'X25', 'X06'] });
    t.buy('green').idle();
    const lettered = () =>
      game.legalMoves(t.state, 0).filter((m) => m.type === 'act' && m.sector === 4 && m.letters);
    const first = lettered();
    expect(first).toHaveLength(3);
    for (const m of first) {
      expect(Object.isFrozen(m)).toBe(true);
      expect(() => (m as unknown as { letters: number[] }).letters.push(5)).toThrow(TypeError);
    }
    expect(lettered().map((m) => m.type === 'act' && m.letters)).toEqual([[0], [3], [0, 3]]);
  });

  it('places only as many letter bots as the supply holds', () => {
    const t = new Table(2, { expansions: ['X01', 'X02', 'X03', 'X04', 'X25', 'X06'] });
    t.buy('green').idle();
    t.edit((s) => {
      s.seats[0]!.supply = 1;
    });
    t.refused(t.actMove('E', 'green', 'AD'), 'aq.program.no-bot');
    const lettered = game
      .legalMoves(t.state, 0)
      .filter((m) => m.type === 'act' && m.sector === 4 && m.colour === 'green');
    expect(lettered).toHaveLength(3);
  });

  it('needs an expansion in the sector, and fewer than 5 in the lab', () => {
    const t = new Table(2);
    t.buy('green').idle().act('D', 'green').idle();
    t.program('1R'); // yellow
    t.ret('yellow');
    t.program('2M'); // green, from 1R
    t.refused(t.actMove('D', 'green'), 'aq.act.no-expansion');
    t.edit((s) => {
      s.seats[0]!.expansions = ['X07', 'X08', 'X09', 'X10', 'X11'].map(expansionIndex);
    });
    t.refused(t.actMove('E', 'green'), 'aq.act.lab-complete');
  });
});

describe('yellow: take time markers', () => {
  it('rulebook example: 5 in the sector, capacity 4, holding 1: takes 3, leaves 2', () => {
    // Seat 0 starts in C with 4 markers; buying a bot leaves 1.
    const t = new Table(2, { labs: 'CA' });
    t.buy('yellow').idle();
    expect(t.seat(0).time).toBe(1);
    t.edit((s) => {
      s.station[2]!.time = 5;
    });
    const pool = t.state.pool.time;
    t.act('C', 'yellow');
    expect(t.seat(0).time).toBe(4);
    expect(t.sector('C').time).toBe(2);
    expect(t.state.pool.time).toBe(pool);
  });

  it('tops up from the general supply to 2 when the sector gives fewer', () => {
    // 4 players: sector E was stocked with no time markers; D → E crosses a 0 lock.
    const t = new Table(4);
    t.buy('yellow').idle().idle().idle();
    expect([t.seat(0).time, t.sector('E').time]).toEqual([0, 0]);
    const pool = t.state.pool.time;
    t.act('E', 'yellow');
    expect(t.seat(0).time).toBe(2);
    expect(t.state.pool.time).toBe(pool - 2);
  });

  it('one marker in the sector: one more from the general supply', () => {
    const t = new Table(4);
    t.buy('yellow').idle().idle().idle();
    t.edit((s) => {
      s.station[4]!.time = 1;
    });
    const pool = t.state.pool.time;
    t.act('E', 'yellow');
    expect([t.seat(0).time, t.sector('E').time, t.state.pool.time]).toEqual([2, 0, pool - 1]);
  });

  it('the top-up is capped by capacity', () => {
    const t = new Table(4);
    t.program('1R').idle().idle().idle(); // yellow, 3 markers held
    t.act('E', 'yellow');
    expect(t.seat(0).time).toBe(4);
  });

  it('a full lab may still take the action: it only claims the control space', () => {
    // Seat 3 starts in F with yellow programmed, 4 markers (its capacity), 4 in the sector.
    const t = new Table(4).idle().idle().idle();
    t.act('F', 'yellow');
    expect(t.seat(3).time).toBe(4);
    expect(t.sector('F').time).toBe(4);
    expect(t.sector('F').control).toBe(3);
  });
});

describe('black: take crystals', () => {
  it('takes as many as the lab holds and leaves the rest', () => {
    // Seat 0 starts in E (its white area programs black; 1 crystal there). D got the second
    // setup row (2 crystals) and lies behind D's 0 lock.
    const t = new Table(4, { labs: 'EACF' });
    expect(t.programmed(0)).toEqual(['black']);
    t.act('E', 'black');
    expect([t.seat(0).crystals, t.sector('E').crystals]).toEqual([1, 0]);
    t.idle().idle().idle();
    t.buy('black').idle().idle().idle();
    expect(t.sector('D').crystals).toBe(2);
    const pool = t.state.pool.crystals;
    t.act('D', 'black');
    // Capacity 2, holding 1: one more fits, one stays.
    expect([t.seat(0).crystals, t.sector('D').crystals]).toEqual([2, 1]);
    expect(t.state.pool.crystals).toBe(pool);
  });

  it('may be taken in an empty sector (it claims the control space)', () => {
    const t = new Table(4, { labs: 'EACF' });
    t.act('E', 'black').idle().idle().idle();
    t.buy('black').idle().idle().idle();
    expect(game.legalMoves(t.state, 0)).toContainEqual(t.actMove('E', 'black'));
    t.act('E', 'black');
    expect([t.seat(0).crystals, t.sector('E').control]).toEqual([1, 0]);
  });
});

describe('purple: catch octopods', () => {
  it('rulebook example: catching 2 gives 3 KP, the third stays; caught ones go back', () => {
    // 4 players: E got 3 octopods (second setup row); seat 0 catches 2 (base lab).
    const t = new Table(4);
    t.buy('purple').idle().idle().idle();
    const pool = t.state.pool.octopods;
    expect(t.sector('E').octopods).toBe(3);
    t.act('E', 'purple');
    expect(t.seat(0).kp).toBe(3);
    expect(t.sector('E').octopods).toBe(1);
    expect(t.state.pool.octopods).toBe(pool + 2);
  });

  it('scores by the table: 1 octopod, 1 KP; none, nothing', () => {
    const t = new Table(4);
    t.buy('purple').idle().idle().idle();
    t.act('D', 'purple');
    expect(t.seat(0).kp).toBe(pack.scoring.octopodsCaught[1]);
    expect(t.seat(0).kp).toBe(1);
    const u = new Table(4).buy('purple').idle().idle().idle();
    u.edit((s) => {
      s.pool.octopods += s.station[3]!.octopods;
      s.station[3]!.octopods = 0;
    });
    u.act('D', 'purple');
    expect(u.seat(0).kp).toBe(0);
  });
});

describe('blue: place a submarine', () => {
  it('puts the next submarine on the next free space, pays locks and space, scores the bulb', () => {
    // Seat 1 starts in A (blue). B holds a neutral submarine: the next space costs 2.
    const t = new Table(2).idle();
    const pool = t.state.pool.time;
    t.act('B', 'blue');
    expect(t.sector('B').subs).toEqual([2, 1]);
    expect(t.seat(1).subsPlaced).toBe(2);
    expect(t.seat(1).time).toBe(1);
    expect(t.seat(1).kp).toBe(2);
    expect(t.state.pool.time).toBe(pool + 2);
  });

  it('rulebook example: in round 2 a submarine costing 2 time markers scores 3 KP', () => {
    const t = new Table(2).endRound();
    expect(bulb(t.state)).toBe(3);
    t.until(1);
    // Seat 1 (A) still holds its blue bot; B's next space costs 2, A → B crosses a 0 lock.
    const { time, kp } = t.seat(1);
    t.act('B', 'blue');
    expect(t.seat(1).time).toBe(time - 2);
    expect(t.seat(1).kp).toBe(kp + 3);
  });

  it('pays the locks on the way as well as the space', () => {
    // A → C: B's lock (1), then C's second space (1).
    const t = new Table(2).idle().act('C', 'blue');
    expect(t.seat(1).time).toBe(1);
    expect(t.sector('C').subs).toEqual([3, 1]);
  });

  it('one submarine per colour per sector', () => {
    const t = new Table(2).idle();
    t.refused(t.actMove('A', 'blue'), 'aq.act.sub-here');
  });

  it('cannot be chosen without the time markers to pay', () => {
    const t = new Table(2).buy('blue').idle();
    t.refused(t.actMove('E', 'blue'), 'aq.act.sub-cost');
    const refusal = game.apply(t.state, 0, t.actMove('E', 'blue'));
    expect(refusal.ok ? null : refusal.error.params).toEqual({ cost: 1, time: 0 });
  });

  it('needs a free space and a submarine left on the board', () => {
    const t = new Table(2).idle();
    t.edit((s) => {
      s.station[1]!.subs = [2, 3, 0, 0];
    });
    t.refused(t.actMove('B', 'blue'), 'aq.act.no-sub-space');
    t.edit((s) => {
      s.seats[1]!.subsPlaced = 6;
    });
    t.refused(t.actMove('C', 'blue'), 'aq.act.no-sub-left');
  });
});

describe('white: program a bot', () => {
  it('rulebook example: a sector whose white area is green programs a green bot', () => {
    // Ring D C A B E F: C lies behind D's 0 lock.
    const t = new Table(2, { ring: 'DCABEF', labs: 'DA' });
    t.buy('white').idle();
    t.act('C', 'white');
    expect(t.programmed(0)).toEqual(['red', 'green']);
    expect(t.seat(0).supply).toBe(12);
    expect(t.seat(0).time).toBe(0);
  });

  it('with the symbol occupied: 2 time markers instead, the bot stays in the supply', () => {
    // D's white area programs red, which seat 0 holds.
    const t = new Table(2).buy('white').idle();
    t.act('D', 'white');
    expect(t.programmed(0)).toEqual(['red']);
    expect(t.seat(0).supply).toBe(13);
    expect(t.seat(0).time).toBe(2);
  });

  it('with an empty bot supply: 2 time markers', () => {
    const t = new Table(2, { ring: 'DCABEF', labs: 'DA' }).buy('white').idle();
    t.edit((s) => {
      s.seats[0]!.supply = 0;
    });
    t.act('C', 'white');
    expect(t.programmed(0)).toEqual(['red']);
    expect(t.seat(0).time).toBe(2);
  });
});
