import { describe, expect, it } from 'vitest';
import { survive } from '../index.js';
import type { Creature } from '../components.js';
import type { HandTile, SurviveState } from '../state.js';
import {
  blank,
  creature,
  creaturesAt,
  noSerpents,
  play,
  put,
  rejects,
  ship,
  shipOn,
  sp,
  whereIs,
  NONE,
  W,
} from './helpers.js';

function rolled(die: Creature, s: SurviveState = noSerpents(blank())): SurviveState {
  // Every seat keeps an explorer on land, so that turns pass normally.
  for (const e of [9, 19, 29, 39]) s = put(s, e, ['land', sp(7, 5)]);
  return { ...s, phase: 'creature', die };
}

const dests = (s: SurviveState) =>
  survive.legalMoves(s, 0).flatMap((m) => (m.type === 'creature' ? [m.to] : []));

describe('the creature die', () => {
  it('has two faces of each creature', () => {
    const s = { ...blank(), phase: 'roll' as const };
    expect(survive.chanceOutcomes(s).map((o) => o.probability)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  it('moves nothing when no creature of that kind is on the board', () => {
    let s: SurviveState = { ...rolled('whale'), phase: 'roll', die: null };
    s = play(s, 'chance', { type: 'die', creature: 'whale' });
    expect(s.current).toBe(1);
    expect(s.phase).toBe('move');
  });

  it('lets the player move no creature at all', () => {
    const s = play(rolled('serpent', blank()), 0, { type: 'done' });
    expect(s.current).toBe(1);
  });
});

describe('sea serpents', () => {
  it('move one sea space, never onto land', () => {
    const s = rolled('serpent', creature(noSerpents(blank()), 'serpent', sp(4, 2)));
    expect(dests(s).sort()).toEqual([sp(3, 2), sp(3, 3), sp(4, 1)].sort());
    rejects(
      survive.apply(s, 0, { type: 'creature', from: sp(4, 2), to: sp(4, 3) }),
      'survive.out-of-reach',
    );
    rejects(
      survive.apply(s, 0, { type: 'creature', from: sp(1, 4), to: sp(1, 5) }),
      'survive.no-creature-there',
    );
  });

  it('sink an occupied ship with everyone aboard and eat the swimmers; an empty ship stays', () => {
    let s = creature(noSerpents(blank()), 'serpent', sp(1, 4));
    s = ship(put(put(s, 10, ['ship', 0]), 11, ['sea', sp(1, 5)]), 0, sp(1, 5));
    s = ship(s, 1, sp(1, 3));
    const hit = play(rolled('serpent', s), 0, { type: 'creature', from: sp(1, 4), to: sp(1, 5) });
    expect(shipOn(hit, 0)).toBe(NONE);
    expect(whereIs(hit, 10)[0]).toBe(W.Lost);
    expect(whereIs(hit, 11)[0]).toBe(W.Lost);
    const empty = play(rolled('serpent', s), 0, { type: 'creature', from: sp(1, 4), to: sp(1, 3) });
    expect(shipOn(empty, 1)).toBe(sp(1, 3));
  });
});

describe('sharks', () => {
  it('move one or two sea spaces and stop at swimmers, which they eat; they cannot pass them', () => {
    let s = creature(noSerpents(blank()), 'shark', sp(1, 3));
    s = put(s, 1, ['sea', sp(1, 4)]);
    const d = dests(rolled('shark', s));
    expect(d).toContain(sp(1, 4));
    expect(d).toContain(sp(0, 4));
    expect(d).not.toContain(sp(1, 5));
    const after = play(rolled('shark', s), 0, { type: 'creature', from: sp(1, 3), to: sp(1, 4) });
    // The mover's own swimmer: nobody to ask, it is eaten.
    expect(whereIs(after, 1)[0]).toBe(W.Lost);
  });

  it('leave ships and their passengers alone', () => {
    let s = creature(noSerpents(blank()), 'shark', sp(1, 3));
    s = ship(put(s, 1, ['ship', 0]), 0, sp(1, 4));
    s = play(rolled('shark', s), 0, { type: 'creature', from: sp(1, 3), to: sp(1, 4) });
    expect(whereIs(s, 1)).toEqual([W.Aboard, 0]);
  });
});

describe('whales', () => {
  it('move one to three sea spaces, stop at an occupied ship and capsize it', () => {
    let s = creature(noSerpents(blank()), 'whale', sp(1, 2));
    s = ship(put(s, 1, ['ship', 0]), 0, sp(1, 3));
    const d = dests(rolled('whale', s));
    expect(d).toContain(sp(1, 3));
    expect(d).toContain(sp(0, 4));
    // Three steps through the ship's space, four around it: out of reach.
    expect(d).not.toContain(sp(1, 5));
    s = play(rolled('whale', s), 0, { type: 'creature', from: sp(1, 2), to: sp(1, 3) });
    expect(shipOn(s, 0)).toBe(NONE);
    expect(whereIs(s, 1)).toEqual([W.Sea, sp(1, 3)]);
  });

  it('whose capsized passengers fall among a shark are eaten', () => {
    let s = creature(creature(noSerpents(blank()), 'whale', sp(1, 2)), 'shark', sp(1, 3));
    s = ship(put(s, 1, ['ship', 0]), 0, sp(1, 3));
    s = play(rolled('whale', s), 0, { type: 'creature', from: sp(1, 2), to: sp(1, 3) });
    expect(whereIs(s, 1)[0]).toBe(W.Lost);
  });

  it('ignore swimmers and empty ships, and pass creatures', () => {
    let s = creature(creature(noSerpents(blank()), 'whale', sp(1, 2)), 'shark', sp(1, 3));
    s = ship(put(s, 1, ['sea', sp(1, 4)]), 0, sp(1, 5));
    expect(dests(rolled('whale', s))).toContain(sp(1, 5));
    s = play(rolled('whale', s), 0, { type: 'creature', from: sp(1, 2), to: sp(1, 4) });
    expect(whereIs(s, 1)).toEqual([W.Sea, sp(1, 4)]);
    expect(creaturesAt(s, 'whale', sp(1, 4))).toBe(1);
  });
});

const withHand = (s: SurviveState, seat: number, ...tiles: HandTile['back'][]): SurviveState => ({
  ...s,
  hands: s.hands.map((h, i) =>
    i === seat ? tiles.map((back) => ({ terrain: 'beach' as const, back })) : h,
  ),
});

describe('defence tiles: reactions in another player’s turn', () => {
  function sharkAtSwimmers(): SurviveState {
    let s = creature(noSerpents(blank()), 'shark', sp(1, 3));
    s = put(put(s, 10, ['sea', sp(1, 4)]), 20, ['sea', sp(1, 4)]);
    return rolled('shark', s);
  }

  it('asks every threatened player, holder or not, so waiting reveals nothing', () => {
    const s = play(sharkAtSwimmers(), 0, { type: 'creature', from: sp(1, 3), to: sp(1, 4) });
    expect(s.phase).toBe('react');
    expect(survive.toMove(s)).toEqual([1, 2]);
    expect(survive.legalMoves(s, 1)).toEqual([{ type: 'decline' }]);
    expect(survive.view(s, 3).reaction?.waiting).toEqual([1, 2]);
    const one = play(s, 1, { type: 'decline' });
    expect(survive.toMove(one)).toEqual([2]);
    const both = play(one, 2, { type: 'decline' });
    expect(whereIs(both, 10)[0]).toBe(W.Lost);
    expect(whereIs(both, 20)[0]).toBe(W.Lost);
    expect(both.current).toBe(1);
  });

  it('shark defence: the shark leaves the game and the swimmers stay', () => {
    const s = play(withHand(sharkAtSwimmers(), 2, 'shark-defence'), 0, {
      type: 'creature',
      from: sp(1, 3),
      to: sp(1, 4),
    });
    expect(survive.legalMoves(s, 2)).toEqual([{ type: 'decline' }, { type: 'defend' }]);
    rejects(survive.apply(s, 1, { type: 'defend' }), 'survive.no-defence-tile');
    const saved = play(s, 2, { type: 'defend' });
    expect(creaturesAt(saved, 'shark', sp(1, 4))).toBe(0);
    expect(whereIs(saved, 10)).toEqual([W.Sea, sp(1, 4)]);
    expect(saved.hands[2]).toEqual([]);
    expect(saved.shown.at(-1)?.back).toBe('shark-defence');
  });

  it('whale defence: the whale leaves the game and the ship stays', () => {
    let s = creature(noSerpents(blank()), 'whale', sp(1, 2));
    s = ship(put(put(s, 10, ['ship', 0]), 0, ['ship', 0]), 0, sp(1, 3));
    s = withHand(rolled('whale', s), 1, 'whale-defence');
    s = play(s, 0, { type: 'creature', from: sp(1, 2), to: sp(1, 3) });
    expect(survive.toMove(s)).toEqual([1]);
    s = play(s, 1, { type: 'defend' });
    expect(shipOn(s, 0)).toBe(sp(1, 3));
    expect(creaturesAt(s, 'whale', sp(1, 3))).toBe(0);
  });

  it('cannot be played in one’s own turn', () => {
    const s = withHand(noSerpents(blank()), 0, 'shark-defence');
    expect(survive.legalMoves(s, 0).some((m) => m.type === 'defend')).toBe(false);
    rejects(survive.apply(s, 0, { type: 'defend' }), 'survive.wrong-phase');
  });
});

describe('start-of-turn tiles', () => {
  it('dolphin: one swimmer moves 1 to 3 sea spaces, free, before moving', () => {
    let s = withHand(put(noSerpents(blank()), 0, ['sea', sp(1, 4)]), 0, 'dolphin', 'wind');
    s = play(s, 0, { type: 'dolphin', explorer: 0 });
    expect(s.phase).toBe('dolphin');
    rejects(survive.apply(s, 0, { type: 'done' }), 'survive.must-move-once');
    s = play(s, 0, { type: 'swim', explorer: 0, space: sp(1, 5) });
    s = play(s, 0, { type: 'swim', explorer: 0, space: sp(1, 6) });
    s = play(s, 0, { type: 'done' });
    expect(s.phase).toBe('move');
    expect(s.points).toBe(0);
    // Its own swim is still to come, and no second tile this turn.
    expect(survive.apply(s, 0, { type: 'swim', explorer: 0, space: sp(1, 7) }).ok).toBe(true);
    rejects(survive.apply(s, 0, { type: 'wind', ship: 0 }), 'survive.tile-too-late');
  });

  it('wind: a ship you control sails 1 to 3 spaces, free', () => {
    let s = ship(put(noSerpents(blank()), 0, ['ship', 0]), 0, sp(1, 4));
    s = withHand(s, 0, 'wind');
    s = play(s, 0, { type: 'wind', ship: 0 });
    for (const c of [5, 6, 7]) s = play(s, 0, { type: 'sail', ship: 0, space: sp(1, c) });
    expect(s.phase).toBe('move');
    expect(shipOn(s, 0)).toBe(sp(1, 7));
    expect(s.points).toBe(0);
  });

  it('cannot be played after moving', () => {
    let s = withHand(put(noSerpents(blank()), 0, ['land', sp(5, 2)]), 0, 'move-shark');
    s = creature(s, 'shark', sp(1, 4));
    expect(survive.legalMoves(s, 0).some((m) => m.type === 'teleport')).toBe(true);
    s = play(s, 0, { type: 'walk', explorer: 0, space: sp(5, 3) });
    rejects(
      survive.apply(s, 0, { type: 'teleport', creature: 'shark', from: sp(1, 4), to: sp(1, 6) }),
      'survive.tile-too-late',
    );
  });

  it('move a creature: to any vacant sea space (no creature, ship or swimmer)', () => {
    let s = withHand(put(noSerpents(blank()), 0, ['sea', sp(11, 5)]), 0, 'move-whale');
    s = creature(ship(s, 0, sp(11, 6)), 'whale', sp(1, 4));
    rejects(
      survive.apply(s, 0, { type: 'teleport', creature: 'whale', from: sp(1, 4), to: sp(11, 5) }),
      'survive.not-vacant',
    );
    rejects(
      survive.apply(s, 0, { type: 'teleport', creature: 'whale', from: sp(1, 4), to: sp(11, 6) }),
      'survive.not-vacant',
    );
    rejects(
      survive.apply(s, 0, { type: 'teleport', creature: 'whale', from: sp(1, 4), to: sp(5, 5) }),
      'survive.not-vacant',
    );
    s = play(s, 0, { type: 'teleport', creature: 'whale', from: sp(1, 4), to: sp(11, 7) });
    expect(creaturesAt(s, 'whale', sp(11, 7))).toBe(1);
    expect(s.hands[0]).toEqual([]);
    expect(s.tilePlayed).toBe(true);
  });

  it('meet creatures on the way: a dolphin’s swimmer dies at a shark, a wind-driven ship founders on a whale', () => {
    let s = withHand(put(noSerpents(blank()), 0, ['sea', sp(1, 4)]), 0, 'dolphin');
    s = creature(s, 'shark', sp(1, 5));
    s = play(play(s, 0, { type: 'dolphin', explorer: 0 }), 0, {
      type: 'swim',
      explorer: 0,
      space: sp(1, 5),
    });
    expect(whereIs(s, 0)[0]).toBe(W.Lost);
    expect(s.phase).toBe('move');
    let w = ship(put(put(noSerpents(blank()), 0, ['ship', 0]), 1, ['land', sp(7, 5)]), 0, sp(1, 4));
    w = creature(withHand(w, 0, 'wind'), 'whale', sp(1, 5));
    w = play(play(w, 0, { type: 'wind', ship: 0 }), 0, { type: 'sail', ship: 0, space: sp(1, 5) });
    expect(shipOn(w, 0)).toBe(NONE);
    expect(whereIs(w, 0)).toEqual([W.Sea, sp(1, 5)]);
    expect(w.phase).toBe('move');
  });
});
