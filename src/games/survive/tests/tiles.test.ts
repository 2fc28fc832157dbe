import { describe, expect, it } from 'vitest';
import { survive } from '../index.js';
import type { SurviveState } from '../state.js';
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
  L,
  NONE,
  W,
} from './helpers.js';

const coast = sp(5, 2);
const inland = sp(5, 4);

function removing(
  terrain: (s: number) => 'beach' | 'forest' | 'mountain' = () => 'forest',
): SurviveState {
  return { ...noSerpents(blank(4, terrain)), phase: 'remove' };
}

describe('removing a terrain tile', () => {
  it('takes beaches first, then forests, then mountains', () => {
    const s = removing((x) => (x === coast ? 'beach' : x === sp(7, 2) ? 'mountain' : 'forest'));
    expect(survive.legalMoves(s, 0)).toEqual([{ type: 'remove', space: coast }]);
    rejects(
      survive.apply(s, 0, { type: 'remove', space: sp(5, 9) }),
      'survive.lower-terrain-first',
    );
    const forests = survive.legalMoves({ ...s, b: sinkAt(s, coast) }, 0);
    expect(forests.length).toBeGreaterThan(1);
    expect(forests.every((m) => m.type === 'remove' && m.space !== sp(7, 2))).toBe(true);
  });

  it('must be next to the sea, counting the lagoon and earlier holes', () => {
    const s = removing();
    rejects(survive.apply(s, 0, { type: 'remove', space: inland }), 'survive.not-by-the-sea');
    const spaces = survive.legalMoves(s, 0).map((m) => (m.type === 'remove' ? m.space : -1));
    expect(spaces).toHaveLength(28);
    // (6,4) touches the lagoon (6,5).
    expect(spaces).toContain(sp(6, 4));
    // A hole opened at (5,3) puts (5,4) by the sea.
    const holed = { ...s, b: sinkAt(s, sp(5, 3)) };
    expect(survive.apply(holed, 0, { type: 'remove', space: inland }).ok).toBe(true);
  });

  it('lets a beach ringed by forests be removed last among the beaches, though landlocked', () => {
    const s = removing((x) => (x === inland ? 'beach' : 'forest'));
    expect(survive.legalMoves(s, 0)).toEqual([{ type: 'remove', space: inland }]);
  });

  it('drops the explorers on it into the sea; chance then draws its back among those of its terrain', () => {
    let s = put(put(removing(), 0, ['land', coast]), 10, ['land', coast]);
    s = play(s, 0, { type: 'remove', space: coast });
    expect(whereIs(s, 0)).toEqual([W.Sea, coast]);
    expect(whereIs(s, 10)).toEqual([W.Sea, coast]);
    expect(s.b[L.TERRAIN + coast]).toBe(0);
    expect(survive.toMove(s)).toEqual(['chance']);
    const outcomes = survive.chanceOutcomes(s);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1);
    // A forest: 16 backs, 2 of them sharks.
    expect(
      outcomes.find((o) => o.move.type === 'back' && o.move.back === 'shark')?.probability,
    ).toBe(2 / 16);
  });
});

function sinkAt(s: SurviveState, space: number) {
  const b = s.b.slice();
  b[L.TERRAIN + space] = 0;
  return b;
}

function revealed(back: Parameters<typeof reveal>[1], swimmers = 2): SurviveState {
  let s = removing();
  for (const e of [0, 10, 20, 30, 1].slice(0, swimmers)) s = put(s, e, ['land', coast]);
  return reveal(play(s, 0, { type: 'remove', space: coast }), back);
}

function reveal(
  s: SurviveState,
  back: 'shark' | 'whale' | 'ship' | 'whirlpool' | 'volcano' | 'dolphin',
): SurviveState {
  return play(s, 'chance', { type: 'back', back });
}

describe('green backs act at once', () => {
  it('shark: a shark takes the space and eats its swimmers', () => {
    const s = revealed('shark');
    expect(creaturesAt(s, 'shark', coast)).toBe(1);
    expect(whereIs(s, 0)[0]).toBe(W.Lost);
    expect(whereIs(s, 10)[0]).toBe(W.Lost);
    expect(s.b[L.SUPPLY + 1]).toBe(5);
    expect(s.phase).toBe('roll');
  });

  it('whale: a whale takes the space; swimmers are unharmed', () => {
    const s = revealed('whale');
    expect(creaturesAt(s, 'whale', coast)).toBe(1);
    expect(whereIs(s, 0)).toEqual([W.Sea, coast]);
  });

  it('ship: a ship appears and up to three swimmers climb aboard', () => {
    const s = revealed('ship');
    const id = s.b[L.SHIP_AT + coast]!;
    expect(id).not.toBe(NONE);
    expect(whereIs(s, 0)).toEqual([W.Aboard, id]);
    expect(whereIs(s, 10)).toEqual([W.Aboard, id]);
    expect(s.b[L.SHIP_LOAD + id]).toBe(2);
  });

  it('ship: with more than three swimmers, the revealer chooses who boards', () => {
    let s = revealed('ship', 5);
    expect(s.phase).toBe('boarders');
    expect(survive.toMove(s)).toEqual([0]);
    // C(5, 3) choices.
    expect(survive.legalMoves(s, 0)).toHaveLength(10);
    rejects(
      survive.apply(s, 0, { type: 'boarders', explorers: [0, 10] }),
      'survive.choose-three-swimmers',
    );
    s = play(s, 0, { type: 'boarders', explorers: [10, 20, 30] });
    expect(whereIs(s, 0)).toEqual([W.Sea, coast]);
    expect(whereIs(s, 30)[0]).toBe(W.Aboard);
    expect(s.phase).toBe('roll');
  });

  it('whirlpool: swallows everything in the space and the sea around it, not the land', () => {
    let s = removing();
    s = put(put(s, 0, ['land', coast]), 1, ['land', sp(5, 3)]);
    s = ship(put(s, 10, ['ship', 0]), 0, sp(4, 2));
    s = put(s, 11, ['sea', sp(5, 1)]);
    s = creature(creature(s, 'whale', sp(6, 1)), 'serpent', sp(4, 1));
    s = put(s, 12, ['sea', sp(5, 0)]);
    s = reveal(play(s, 0, { type: 'remove', space: coast }), 'whirlpool');
    expect(whereIs(s, 0)[0]).toBe(W.Lost);
    expect(whereIs(s, 10)[0]).toBe(W.Lost);
    expect(whereIs(s, 11)[0]).toBe(W.Lost);
    expect(shipOn(s, 0)).toBe(NONE);
    expect(creaturesAt(s, 'whale', sp(6, 1))).toBe(0);
    expect(creaturesAt(s, 'serpent', sp(4, 1))).toBe(0);
    // Land next door and the sea two spaces away are untouched.
    expect(whereIs(s, 1)).toEqual([W.Land, sp(5, 3)]);
    expect(whereIs(s, 12)).toEqual([W.Sea, sp(5, 0)]);
  });

  it('volcano: the game ends at once; only explorers on safe isles score, by value', () => {
    let s = removing(() => 'mountain');
    s = put(put(put(s, 0, ['safe', 0], 6), 1, ['safe', 2], 1), 10, ['safe', 1], 5);
    s = put(put(s, 11, ['sea', sp(4, 1)], 6), 20, ['land', sp(7, 5)], 6);
    s = reveal(play(s, 0, { type: 'remove', space: coast }), 'volcano');
    expect(s.phase).toBe('over');
    expect(survive.toMove(s)).toEqual([]);
    expect(whereIs(s, 11)[0]).toBe(W.Lost);
    expect(whereIs(s, 20)[0]).toBe(W.Lost);
    expect(survive.result(s)).toEqual({ scores: [7, 5, 0, 0], ranking: [1, 2, 3, 3] });
    // At the end every value is shown.
    expect(survive.view(s, 3).explorers.find((x) => x.id === 10)?.value).toBe(5);
  });
});

describe('red backs go to the hand', () => {
  it('face down: only their holder sees them', () => {
    const s = revealed('dolphin');
    expect(s.hands[0]).toEqual([{ terrain: 'forest', back: 'dolphin' }]);
    expect(survive.view(s, 0).hands[0]).toEqual([{ terrain: 'forest', back: 'dolphin' }]);
    expect(survive.view(s, 1).hands[0]).toEqual([{ terrain: 'forest', back: null }]);
    expect(survive.view(s, 1).removal?.back).toBeNull();
    const before = play(put(removing(), 0, ['land', coast]), 0, { type: 'remove', space: coast });
    expect(survive.viewMove(before, 'chance', { type: 'back', back: 'dolphin' }, 1)).toEqual({
      type: 'back',
    });
    expect(survive.viewMove(before, 'chance', { type: 'back', back: 'shark' }, 1)).toEqual({
      type: 'back',
      back: 'shark',
    });
  });
});
