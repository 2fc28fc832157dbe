import { describe, expect, it } from 'vitest';
import { lockCosts } from '../station.js';
import { game, Table } from './helpers.js';

describe('the scientist and the locks', () => {
  it('pays the cheaper way round the ring', () => {
    const t = new Table(2);
    // Locks on each sector's clockwise edge: A 0, B 1, C 2, D 0, E 1, F 2. From D:
    // clockwise E 0, F 0 + 1, A 0 + 1 + 2, B 3 + 0, C 3 + 1; anticlockwise C 2, B 2 + 1, A 3 + 0.
    expect(lockCosts(t.state, t.pos('D'))).toEqual([3, 3, 2, 0, 0, 1]);
    // From A: B 0, C 0 + 1, D 1 + 2; anticlockwise F 2, E 2 + 1, D 3 + 0.
    expect(lockCosts(t.state, t.pos('A'))).toEqual([0, 0, 1, 3, 3, 2]);
  });

  it('rulebook example: one lock of cost 1 on the way, 1 time marker', () => {
    const t = new Table(2);
    t.act('F', 'red');
    expect(t.seat(0).time).toBe(2);
    expect(t.seat(0).scientist).toBe(t.pos('F'));
  });

  it('staying in the same sector costs nothing', () => {
    const t = new Table(2).act('D', 'red');
    expect(t.seat(0).time).toBe(3);
  });
});

describe('control spaces and charging stations', () => {
  it('a bot arriving on an occupied control space sends the other to the charging station', () => {
    // Seat 1 starts in E (black programmed): both play in E.
    const t = new Table(2, { labs: 'DE' });
    t.act('E', 'red');
    expect(t.sector('E').control).toBe(0);
    t.act('E', 'black');
    expect(t.sector('E').control).toBe(1);
    expect(t.sector('E').charging).toEqual([1, 0]);
  });

  it('2 players: a third bot in the station makes every player keep only one', () => {
    const t = new Table(2, { labs: 'DE' });
    t.act('E', 'red').act('E', 'black');
    t.program('1R').program('1R'); // both take yellow
    t.act('E', 'yellow');
    expect(t.sector('E').charging).toEqual([1, 1]); // 2: the limit, not over it
    const supply = t.seat(0).supply;
    t.act('E', 'yellow');
    // Seat 0's second bot made 3 > 2: seat 0 takes one back, seat 1 keeps its one.
    expect(t.sector('E').charging).toEqual([1, 1]);
    expect(t.sector('E').control).toBe(1);
    expect(t.seat(0).supply).toBe(supply + 1);
  });

  it('3 players, rulebook example: red and yellow each take one back, blue keeps its one', () => {
    // Seat 0 = red, seat 1 = yellow, seat 2 = blue. The station in D holds red 2, yellow 1,
    // blue 1 (4, the limit with 3 players); yellow's bot is on the control space.
    const t = new Table(3).edit((s) => {
      s.station[3]!.control = 1;
      s.station[3]!.charging = [2, 1, 1];
      s.seats[0]!.supply -= 2;
      s.seats[1]!.supply -= 2;
      s.seats[2]!.supply -= 1;
    });
    const supplies = t.state.seats.map((p) => p.supply);
    t.act('D', 'red');
    expect(t.sector('D').control).toBe(0);
    expect(t.sector('D').charging).toEqual([1, 1, 1]);
    expect(t.state.seats.map((p) => p.supply)).toEqual([
      supplies[0]! + 1,
      supplies[1]! + 1,
      supplies[2],
    ]);
  });

  it('3 players: 4 bots in the station are allowed', () => {
    const t = new Table(3).edit((s) => {
      s.station[3]!.control = 1;
      s.station[3]!.charging = [2, 0, 1];
    });
    t.act('D', 'red');
    expect(t.sector('D').charging).toEqual([2, 1, 1]);
  });

  it('4 players: 5 bots are allowed, the 6th makes everyone keep one', () => {
    const t = new Table(4).edit((s) => {
      s.station[3]!.control = 3;
      s.station[3]!.charging = [2, 1, 1, 0];
    });
    t.act('D', 'red');
    expect(t.sector('D').charging).toEqual([2, 1, 1, 1]);
    const u = new Table(4).edit((s) => {
      s.station[3]!.control = 3;
      s.station[3]!.charging = [2, 1, 1, 1];
    });
    const supplies = u.state.seats.map((p) => p.supply);
    u.act('D', 'red');
    expect(u.sector('D').charging).toEqual([1, 1, 1, 1]);
    expect(u.state.seats.map((p, seat) => p.supply - supplies[seat]!)).toEqual([1, 0, 0, 1]);
  });

  it('a player may displace their own bot', () => {
    const t = new Table(2).act('D', 'red').idle();
    t.program('1R').idle(); // yellow; seat 1 passes
    t.act('D', 'yellow');
    expect(t.sector('D').control).toBe(0);
    expect(t.sector('D').charging).toEqual([1, 0]);
  });

  it('a lab expansion’s letter bot displaces a bot too', () => {
    // X26 (letters B and E) lies in E; seat 1 holds B's control space.
    const t = new Table(2, { expansions: ['X01', 'X02', 'X03', 'X04', 'X26', 'X06'] });
    t.buy('green');
    t.act('B', 'blue');
    expect(t.sector('B').control).toBe(1);
    t.act('E', 'green', 'B');
    expect(t.sector('B').control).toBe(0);
    expect(t.sector('B').charging).toEqual([0, 1]);
    expect(game.toMove(t.state)).toEqual([1]);
  });
});
