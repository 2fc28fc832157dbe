import { describe, expect, it } from 'vitest';
import { createRng } from '../../../kernel/index.js';
import { bulb } from '../turn.js';
import {
  cardIndex,
  colourIndex,
  expansionIndex,
  expectRefused,
  game,
  letterIndex,
  must,
  pack,
  seatingOptions,
  Table,
} from './helpers.js';

// In seating order: the start-player draw is tested in start-player.test.ts.
const start = (players: number) => game.setup(seatingOptions(players), players);

describe('setup: chance turns every item face up', () => {
  it('starts with chance choosing the ring, one sector of six at a time', () => {
    const s = start(4);
    expect(game.toMove(s)).toEqual(['chance']);
    expect(game.legalMoves(s, 0)).toEqual([]);
    const outcomes = game.chanceOutcomes(s);
    expect(outcomes.map((o) => o.move)).toEqual(
      [...'ABCDEF'].map((letter) => ({ type: 'sector', letter })),
    );
    for (const o of outcomes) expect(o.probability).toBeCloseTo(1 / 6, 12);
    expectRefused(game.apply(s, 0, { type: 'pass' }), 'not-your-turn');
  });

  it('never draws an item twice: a drawn sector, lab, card or tile is no longer an outcome', () => {
    const s = must(game.apply(start(4), 'chance', { type: 'sector', letter: 'C' }));
    expect(game.chanceOutcomes(s).map((o) => o.move)).not.toContainEqual({
      type: 'sector',
      letter: 'C',
    });
    expect(game.chanceOutcomes(s)).toHaveLength(5);
    expectRefused(game.apply(s, 'chance', { type: 'sector', letter: 'C' }), 'illegal-chance');
    // A move of another kind than the step at the head is no outcome either.
    expectRefused(game.apply(s, 'chance', { type: 'lab', letter: 'A' }), 'illegal-chance');
    // After setup, the drawn cards and tiles are out of the stacks.
    const t = new Table(4);
    expect(game.chanceOutcomes(t.state)).toEqual([]);
    expect(t.state.deckCards).toHaveLength(pack.researchCards.length - 6);
    expect(t.state.deckCards).not.toContain(cardIndex('R01'));
    expect(t.state.deckExpansions).toHaveLength(pack.expansions.length - 6);
    expect(t.state.deckExpansions).not.toContain(expansionIndex('X06'));
  });

  it('draws base labs, setup-card letters and program cards among those left', () => {
    let s = start(3);
    const step = (move: Parameters<typeof game.apply>[2]) => {
      s = must(game.apply(s, 'chance', move));
    };
    for (const letter of 'FEDCBA') step({ type: 'sector', letter: letter as 'A' });
    expect(s.ring).toEqual([5, 4, 3, 2, 1, 0]);
    step({ type: 'lab', letter: 'B' });
    expectRefused(game.apply(s, 'chance', { type: 'lab', letter: 'B' }), 'illegal-chance');
    expect(game.chanceOutcomes(s)).toHaveLength(5);
    step({ type: 'lab', letter: 'E' });
    step({ type: 'lab', letter: 'A' });
    // Three rows on the 3-player card, drawn among the three letters left.
    expect(game.chanceOutcomes(s).map((o) => o.move)).toEqual([
      { type: 'stock', letter: 'C' },
      { type: 'stock', letter: 'D' },
      { type: 'stock', letter: 'F' },
    ]);
    expectRefused(game.apply(s, 'chance', { type: 'stock', letter: 'E' }), 'illegal-chance');
    step({ type: 'stock', letter: 'F' });
    step({ type: 'stock', letter: 'C' });
    expectRefused(game.apply(s, 'chance', { type: 'stock', letter: 'F' }), 'illegal-chance');
    step({ type: 'stock', letter: 'D' });
    // Seven program cards ("5" in the Spanish text is a slip): any of the seven comes first.
    expect(game.chanceOutcomes(s)).toHaveLength(7);
    step({ type: 'program-card', card: 'P5' });
    expect(game.chanceOutcomes(s)).toHaveLength(6);
    expectRefused(game.apply(s, 'chance', { type: 'program-card', card: 'P5' }), 'illegal-chance');
    step({ type: 'program-card', card: 'P3' });
    expect(game.chanceOutcomes(s).map((o) => o.move)).toEqual(
      [0, 1, 2, 3, 4, 5].map((rotation) => ({ type: 'orient', rotation })),
    );
    expectRefused(game.apply(s, 'chance', { type: 'orient', rotation: 6 }), 'illegal-chance');
    step({ type: 'orient', rotation: 2 });
    expect(game.chanceOutcomes(s)).toHaveLength(pack.researchCards.length);
    step({ type: 'research', card: 'R41' });
    expectRefused(game.apply(s, 'chance', { type: 'research', card: 'R41' }), 'illegal-chance');
    expectRefused(game.apply(s, 'chance', { type: 'research', card: 'Z99' }), 'illegal-chance');
  });

  it('chance outcomes sum to 1 and sampleChance returns one of them, all through setup', () => {
    for (const seed of ['a', 'b', 'c']) {
      const rng = createRng(seed);
      let s = start(2);
      while (game.toMove(s)[0] === 'chance') {
        const outcomes = game.chanceOutcomes(s);
        expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
        const move = game.sampleChance(s, rng);
        expect(outcomes.map((o) => o.move)).toContainEqual(move);
        s = must(game.apply(s, 'chance', move));
      }
      expect(s.phase).toBe('play');
    }
  });
});

describe('setup: what the table looks like (4 players)', () => {
  const t = new Table(4);
  const s = t.state;

  it('the ring and its locks follow the sectors drawn', () => {
    expect(s.ring).toEqual([0, 1, 2, 3, 4, 5]);
    expect(s.locks).toEqual(pack.sectors.map((x) => x.lockCost));
    expect(s.locks).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('each base lab gives its player the starting sector of its letter', () => {
    expect(s.seats.map((p) => p.lab)).toEqual([...'DACF'].map(letterIndex));
    for (const [seat, letter] of [...'DACF'].entries()) {
      const sector = t.sector(letter);
      // The player's leftmost submarine on the first (cost-1) space, the scientist in the blue area.
      expect(sector.subs).toEqual([seat]);
      expect(pack.sectors[sector.sector]!.subCosts[0]).toBe(1);
      expect(t.seat(seat).subsPlaced).toBe(1);
      expect(t.seat(seat).scientist).toBe(t.pos(letter));
      expect(t.seat(seat).area).toBe(colourIndex('blue'));
      // The setup card's top block: 4 time markers, 1 crystal, 1 octopod.
      expect([sector.time, sector.crystals, sector.octopods]).toEqual([4, 1, 1]);
    }
  });

  it('the first letter drawn gets 1 crystal and 2 octopods, the second 2 crystals and 3 octopods', () => {
    expect(s.stock).toEqual([letterIndex('B'), letterIndex('E')]);
    const b = t.sector('B');
    const e = t.sector('E');
    expect([b.time, b.crystals, b.octopods, b.subs.length]).toEqual([0, 1, 2, 0]);
    expect([e.time, e.crystals, e.octopods, e.subs.length]).toEqual([0, 2, 3, 0]);
  });

  it('starting time markers: 3 next to a 0 lock, 4 otherwise', () => {
    // D (lock 0 on its own edge) and A (lock 0) get 3; C and F touch locks of 1 and 2 only.
    expect(s.seats.map((p) => p.time)).toEqual([3, 3, 4, 4]);
  });

  it('each player starts with the bot of the starting sector’s white area programmed', () => {
    // D's white area programs red, A's blue, C's green, F's yellow.
    expect([0, 1, 2, 3].map((seat) => t.programmed(seat))).toEqual([
      ['red'],
      ['blue'],
      ['green'],
      ['yellow'],
    ]);
    for (const p of s.seats) expect(p.supply).toBe(14);
  });

  it('lays one research card and one lab expansion face up in each sector', () => {
    s.station.forEach((sector, pos) => {
      expect(sector.cards).toEqual([cardIndex(`R0${pos + 1}`)]);
      expect(sector.expansions).toEqual([expansionIndex(`X0${pos + 1}`)]);
    });
  });

  it('lays the HQ tiles from the first program card and shows the next one', () => {
    const byRoom = Object.fromEntries(
      pack.hq.rooms.map((r, i) => [r.id, s.tiles[i]! < 0 ? null : s.tiles[i]]),
    );
    expect(byRoom).toEqual({
      S: null,
      '1L': colourIndex('red'),
      '1R': colourIndex('yellow'),
      '2L': colourIndex('blue'),
      '2M': colourIndex('green'),
      '2R': colourIndex('purple'),
      '3L': colourIndex('black'),
      '3R': colourIndex('white'),
    });
    expect(s.programs.map((i) => pack.programCards[i]!.id)).toEqual(['P1', 'P2']);
    expect(s.nextProgram).toBe(true);
  });

  it('stacks the four centre tiles of the player count, bulb 2 on top', () => {
    expect(s.centre.map((i) => pack.centreTiles[i]!.bulb)).toEqual([2, 3, 4, 5]);
    expect(s.centre.every((i) => pack.centreTiles[i]!.players === 4)).toBe(true);
    expect(bulb(s)).toBe(2);
    expect(s.rotation).toBe(0);
  });

  it('takes everything from the general supply', () => {
    // 4 starting sectors (1 crystal, 1 octopod, 4 time each), rows (1, 2) and (2, 3),
    // personal time markers 3 + 3 + 4 + 4.
    expect(s.pool).toEqual({ crystals: 20 - 4 - 3, octopods: 15 - 4 - 5, time: 38 - 16 - 14 });
  });

  it('round 1 begins with seat 0, every engineer on the start space', () => {
    expect(s.round).toBe(1);
    expect(s.phase).toBe('play');
    expect(game.toMove(s)).toEqual([0]);
    expect(s.order).toEqual([0, 1, 2, 3]);
    expect(s.seats.every((p) => p.engineer === 0 && p.kp === 0 && p.crystals === 0)).toBe(true);
    expect(pack.hq.rooms[0]!.id).toBe('S');
  });
});

describe('setup: starting time markers depend on the locks of the ring drawn', () => {
  it('with the ring A C E B D F, C and F touch a 0 lock, E and B do not', () => {
    // Locks by position: A 0, C 2, E 1, B 1, D 0, F 2. C follows A's 0 lock; F's own lock costs
    // 2 but D's 0 lock lies on its other edge.
    const t = new Table(4, { ring: 'ACEBDF', labs: 'CEBF' });
    expect(t.state.locks).toEqual([0, 2, 1, 1, 0, 2]);
    expect(t.state.seats.map((p) => p.time)).toEqual([3, 4, 4, 3]);
  });
});

describe('setup with fewer players: neutral submarines', () => {
  it('3 players: the first row holds a neutral submarine of the unused colour', () => {
    const t = new Table(3);
    // Labs D, A, C; rows for B, E, F.
    expect(t.state.stock.map((l) => 'ABCDEF'[l])).toEqual(['B', 'E', 'F']);
    const b = t.sector('B');
    expect([b.crystals, b.octopods, b.subs]).toEqual([1, 1, [3]]);
    expect([t.sector('E').crystals, t.sector('E').octopods]).toEqual([1, 2]);
    expect([t.sector('F').crystals, t.sector('F').octopods]).toEqual([2, 3]);
    expect(t.state.neutralSubs).toEqual([0, 0, 0, 5]);
    expect(t.state.seats.map((p) => p.time)).toEqual([3, 3, 4]);
    expect(t.state.station.every((x) => x.charging.length === 3)).toBe(true);
  });

  it('2 players: two rows hold a neutral submarine each, one of each neutral colour', () => {
    const t = new Table(2);
    expect(t.state.stock.map((l) => 'ABCDEF'[l])).toEqual(['B', 'C', 'E', 'F']);
    expect(t.sector('B').subs).toEqual([2]);
    expect(t.sector('C').subs).toEqual([3]);
    expect(t.sector('E').subs).toEqual([]);
    expect(t.state.neutralSubs).toEqual([0, 0, 5, 5]);
    // Neutral colours get no bots: every control space and charging station is empty.
    expect(t.state.station.every((x) => x.control === -1)).toBe(true);
    expect(t.state.station.every((x) => x.charging.join() === '0,0')).toBe(true);
    expect(t.state.pool.crystals).toBe(20 - 2 - 1 - 1 - 1 - 2);
    expect(t.state.centre.every((i) => pack.centreTiles[i]!.players === 2)).toBe(true);
  });
});
