import { describe, expect, it } from 'vitest';
import { survive } from '../index.js';
import type { SurviveState } from '../state.js';
import {
  blank,
  creature,
  noSerpents,
  play,
  put,
  rejects,
  ship,
  shipOn,
  sp,
  whereIs,
  L,
  NONE,
  W,
} from './helpers.js';

const coast = sp(5, 2); // land, next to the sea at (4,1), (4,2), (5,1), (6,1)

function base(): SurviveState {
  return noSerpents(blank());
}

describe('explorers on land', () => {
  it('walk to a neighbouring tile, even an occupied one, for one point', () => {
    let s = put(put(base(), 0, ['land', coast]), 10, ['land', sp(5, 3)]);
    s = play(s, 0, { type: 'walk', explorer: 0, space: sp(5, 3) });
    expect(whereIs(s, 0)).toEqual([W.Land, sp(5, 3)]);
    expect(s.points).toBe(1);
    rejects(
      survive.apply(s, 0, { type: 'walk', explorer: 0, space: sp(5, 5) }),
      'survive.not-adjacent',
    );
    rejects(
      survive.apply(s, 0, { type: 'walk', explorer: 0, space: sp(4, 2) }),
      'survive.not-land',
    );
  });

  it('never move another player’s explorer', () => {
    const s = put(put(base(), 10, ['land', coast]), 0, ['land', sp(7, 5)]);
    rejects(
      survive.apply(s, 0, { type: 'walk', explorer: 10, space: sp(5, 3) }),
      'survive.not-your-explorer',
    );
  });

  it('become swimmers by stepping into the sea, which is their one swim this turn', () => {
    let s = put(base(), 0, ['land', coast]);
    s = play(s, 0, { type: 'swim', explorer: 0, space: sp(5, 1) });
    expect(whereIs(s, 0)).toEqual([W.Sea, sp(5, 1)]);
    rejects(
      survive.apply(s, 0, { type: 'swim', explorer: 0, space: sp(5, 0) }),
      'survive.already-swam',
    );
    // ...and never come back to land.
    rejects(
      survive.apply(s, 0, { type: 'walk', explorer: 0, space: coast }),
      'survive.no-return-to-land',
    );
  });

  it('board a ship in a neighbouring sea space', () => {
    let s = ship(put(base(), 0, ['land', coast]), 0, sp(4, 2));
    s = play(s, 0, { type: 'board', explorer: 0, ship: 0 });
    expect(whereIs(s, 0)).toEqual([W.Aboard, 0]);
    rejects(
      survive.apply(s, 0, { type: 'walk', explorer: 0, space: coast }),
      'survive.no-return-to-land',
    );
  });

  it('may have only 3 movement points a turn; then the tile removal follows', () => {
    let s = put(base(), 0, ['land', coast]);
    s = play(s, 0, { type: 'walk', explorer: 0, space: sp(5, 3) });
    s = play(s, 0, { type: 'walk', explorer: 0, space: sp(5, 4) });
    expect(s.phase).toBe('move');
    s = play(s, 0, { type: 'walk', explorer: 0, space: sp(5, 5) });
    expect(s.phase).toBe('remove');
    rejects(
      survive.apply(s, 0, { type: 'walk', explorer: 0, space: sp(5, 6) }),
      'survive.wrong-phase',
    );
  });

  it('may stop early', () => {
    const s = play(put(base(), 0, ['land', coast]), 0, { type: 'done' });
    expect(s.phase).toBe('remove');
  });
});

describe('ships', () => {
  it('carry at most 3 explorers of any colours', () => {
    let s = ship(base(), 0, sp(4, 2));
    s = put(put(put(s, 10, ['ship', 0]), 20, ['ship', 0]), 30, ['ship', 0]);
    s = put(s, 0, ['land', coast]);
    rejects(survive.apply(s, 0, { type: 'board', explorer: 0, ship: 0 }), 'survive.ship-full');
    expect(survive.legalMoves(s, 0).some((m) => m.type === 'board')).toBe(false);
  });

  it('are moved by the majority aboard; a tie shares control; an empty ship by anyone', () => {
    let s = ship(ship(base(), 0, sp(4, 2)), 1, sp(2, 5));
    s = put(put(put(s, 0, ['ship', 0]), 1, ['ship', 0]), 10, ['ship', 0]);
    rejects(
      survive.apply({ ...s, current: 1 }, 1, { type: 'sail', ship: 0, space: sp(3, 2) }),
      'survive.not-in-control',
    );
    const sailed = play(s, 0, { type: 'sail', ship: 0, space: sp(3, 2) });
    expect(shipOn(sailed, 0)).toBe(sp(3, 2));
    // Passengers travel with their ship.
    expect(whereIs(sailed, 0)).toEqual([W.Aboard, 0]);
    // A tie: both may sail it.
    const tie = put(s, 1, ['land', coast]);
    expect(survive.apply(tie, 0, { type: 'sail', ship: 0, space: sp(3, 2) }).ok).toBe(true);
    expect(
      survive.apply({ ...tie, current: 1 }, 1, { type: 'sail', ship: 0, space: sp(3, 2) }).ok,
    ).toBe(true);
    // The empty ship 1: anyone, even a player with no explorer aboard any ship.
    expect(
      survive.apply({ ...s, current: 2 }, 2, { type: 'sail', ship: 1, space: sp(2, 6) }).ok,
    ).toBe(
      false, // seat 2 has no explorers left at all: it skips the movement step
    );
    const seat2 = put(s, 20, ['land', sp(7, 5)]);
    expect(
      survive.apply({ ...seat2, current: 2 }, 2, { type: 'sail', ship: 1, space: sp(2, 6) }).ok,
    ).toBe(true);
  });

  it('never share a sea space, nor go on land', () => {
    let s = ship(ship(put(base(), 0, ['land', sp(7, 5)]), 0, sp(4, 2)), 1, sp(3, 2));
    rejects(
      survive.apply(s, 0, { type: 'sail', ship: 0, space: sp(3, 2) }),
      'survive.space-has-ship',
    );
    rejects(survive.apply(s, 0, { type: 'sail', ship: 0, space: sp(4, 3) }), 'survive.not-sea');
    s = play(s, 0, { type: 'sail', ship: 0, space: sp(4, 1) });
    expect(s.b[L.SHIP_AT + sp(4, 2)]).toBe(NONE);
  });

  it('let passengers change to a ship next to theirs, or jump into the sea of their own space', () => {
    let s = ship(ship(base(), 0, sp(4, 2)), 1, sp(3, 2));
    s = put(s, 0, ['ship', 0]);
    const moved = play(s, 0, { type: 'board', explorer: 0, ship: 1 });
    expect(whereIs(moved, 0)).toEqual([W.Aboard, 1]);
    expect(moved.b[L.SHIP_LOAD + 0]).toBe(0);
    rejects(
      survive.apply(s, 0, { type: 'swim', explorer: 0, space: sp(4, 1) }),
      'survive.not-adjacent',
    );
    const jumped = play(s, 0, { type: 'swim', explorer: 0, space: sp(4, 2) });
    expect(whereIs(jumped, 0)).toEqual([W.Sea, sp(4, 2)]);
    rejects(
      survive.apply(jumped, 0, { type: 'swim', explorer: 0, space: sp(4, 1) }),
      'survive.already-swam',
    );
  });

  it('with passengers, founder entering a whale’s space: passengers swim, or die if a shark is there', () => {
    let s = ship(put(put(base(), 0, ['ship', 0]), 10, ['ship', 0]), 0, sp(4, 2));
    s = creature(s, 'whale', sp(4, 1));
    const hit = play(s, 0, { type: 'sail', ship: 0, space: sp(4, 1) });
    expect(shipOn(hit, 0)).toBe(NONE);
    expect(whereIs(hit, 0)).toEqual([W.Sea, sp(4, 1)]);
    expect(whereIs(hit, 10)).toEqual([W.Sea, sp(4, 1)]);
    const eaten = play(creature(s, 'shark', sp(4, 1)), 0, {
      type: 'sail',
      ship: 0,
      space: sp(4, 1),
    });
    expect(whereIs(eaten, 0)[0]).toBe(W.Lost);
    expect(whereIs(eaten, 10)[0]).toBe(W.Lost);
  });

  it('with passengers, sink with all aboard entering a serpent’s space', () => {
    let s = ship(put(base(), 0, ['ship', 0]), 0, sp(4, 2));
    s = creature(s, 'serpent', sp(4, 1));
    s = play(s, 0, { type: 'sail', ship: 0, space: sp(4, 1) });
    expect(shipOn(s, 0)).toBe(NONE);
    expect(whereIs(s, 0)[0]).toBe(W.Lost);
  });

  it('are safe from sharks, and when empty from everything', () => {
    let s = ship(put(put(base(), 0, ['ship', 0]), 1, ['land', sp(7, 5)]), 0, sp(4, 2));
    s = creature(creature(s, 'shark', sp(4, 1)), 'whale', sp(3, 1));
    s = play(s, 0, { type: 'sail', ship: 0, space: sp(4, 1) });
    expect(whereIs(s, 0)).toEqual([W.Aboard, 0]);
    let empty = ship(put(base(), 0, ['land', sp(7, 5)]), 1, sp(4, 2));
    empty = creature(empty, 'whale', sp(4, 1));
    empty = play(empty, 0, { type: 'sail', ship: 1, space: sp(4, 1) });
    expect(shipOn(empty, 1)).toBe(sp(4, 1));
  });

  it('boarded beside a whale capsize at once (an occupied ship meets the creature)', () => {
    let s = ship(put(base(), 0, ['land', coast]), 0, sp(4, 2));
    s = creature(s, 'whale', sp(4, 2));
    s = play(s, 0, { type: 'board', explorer: 0, ship: 0 });
    expect(shipOn(s, 0)).toBe(NONE);
    expect(whereIs(s, 0)).toEqual([W.Sea, sp(4, 2)]);
  });
});

describe('swimmers', () => {
  it('swim one sea space a turn and board only a ship in their own space', () => {
    let s = ship(put(base(), 0, ['sea', sp(3, 1)]), 0, sp(3, 2));
    rejects(survive.apply(s, 0, { type: 'board', explorer: 0, ship: 0 }), 'survive.not-adjacent');
    s = play(s, 0, { type: 'swim', explorer: 0, space: sp(3, 2) });
    // Boarding is not a swim: allowed after swimming (docs/rules-decisions.md).
    s = play(s, 0, { type: 'board', explorer: 0, ship: 0 });
    expect(whereIs(s, 0)).toEqual([W.Aboard, 0]);
  });

  it('die swimming into a serpent’s or a shark’s space, but not a whale’s', () => {
    let s = put(put(put(base(), 0, ['sea', sp(3, 1)]), 1, ['sea', sp(3, 2)]), 2, ['sea', sp(2, 1)]);
    s = creature(creature(creature(s, 'shark', sp(2, 2)), 'serpent', sp(4, 1)), 'whale', sp(2, 0));
    s = play(s, 0, { type: 'swim', explorer: 0, space: sp(4, 1) });
    expect(whereIs(s, 0)[0]).toBe(W.Lost);
    s = play(s, 0, { type: 'swim', explorer: 1, space: sp(2, 2) });
    expect(whereIs(s, 1)[0]).toBe(W.Lost);
    s = play(s, 0, { type: 'swim', explorer: 2, space: sp(2, 0) });
    expect(whereIs(s, 2)).toEqual([W.Sea, sp(2, 0)]);
  });
});

describe('safe isles', () => {
  it('are reached from their two sea spaces, one point per explorer; the ship stays', () => {
    let s = ship(base(), 0, sp(2, 0));
    s = put(put(s, 0, ['ship', 0], 6), 1, ['sea', sp(1, 1)], 5);
    s = play(s, 0, { type: 'ashore', explorer: 0, isle: 0 });
    s = play(s, 0, { type: 'ashore', explorer: 1, isle: 0 });
    expect(whereIs(s, 0)).toEqual([W.Safe, 0]);
    expect(whereIs(s, 1)).toEqual([W.Safe, 0]);
    expect(shipOn(s, 0)).toBe(sp(2, 0));
    expect(s.b[L.SHIP_LOAD + 0]).toBe(0);
    expect(s.points).toBe(2);
    // Safe explorers never move again.
    expect(survive.legalMoves(s, 0).filter((m) => 'explorer' in m)).toEqual([]);
  });

  it('cannot be reached from elsewhere, nor straight from land', () => {
    const s = put(put(base(), 0, ['sea', sp(2, 1)]), 1, ['land', coast]);
    rejects(survive.apply(s, 0, { type: 'ashore', explorer: 0, isle: 0 }), 'survive.not-by-isle');
    rejects(survive.apply(s, 0, { type: 'ashore', explorer: 1, isle: 0 }), 'survive.not-from-land');
  });
});

describe('a player with no explorers left', () => {
  it('skips the movement step but still removes a tile and rolls', () => {
    let s = put(put(base(), 0, ['safe', 0]), 10, ['land', coast]);
    s = play(s, 0, { type: 'done' });
    s = play(s, 0, { type: 'remove', space: coast });
    s = play(s, 'chance', { type: 'back', back: 'whirlpool' });
    s = play(s, 'chance', { type: 'die', creature: 'shark' });
    // Seat 1's only explorer fell into the sea and the whirlpool took it: seat 1 has nothing to move.
    expect(s.current).toBe(1);
    expect(s.phase).toBe('remove');
  });
});
