import { describe, expect, it } from 'vitest';
import { createRng } from '../../../kernel/index.js';
import { LAND_SPACES } from '../board.js';
import { survive } from '../index.js';
import { parseOptions } from '../options.js';
import type { SurviveState } from '../state.js';
import { L, NONE, W, play, rejects, sp } from './helpers.js';

/** A new game in seating order: seat 0 places first (the draw is tested in start-player.test.ts). */
function seated(players: number): SurviveState {
  return survive.setup({ ...survive.defaultOptions(players), startPlayer: 'seating' }, players);
}

function laidOut(players: number, seed = 'lay'): SurviveState {
  const rng = createRng(seed);
  let s = seated(players);
  while (s.phase === 'layout') s = play(s, 'chance', survive.sampleChance(s, rng));
  return s;
}

describe('setup', () => {
  it('lays 40 tiles face up by chance: 16 beaches, 16 forests, 8 mountains', () => {
    let s = seated(4);
    expect(survive.toMove(s)).toEqual(['chance']);
    const first = survive.chanceOutcomes(s);
    expect(first.map((o) => o.probability)).toEqual([0.4, 0.4, 0.2]);
    s = laidOut(4);
    const counts = [0, 0, 0, 0];
    for (const space of LAND_SPACES) counts[s.b[L.TERRAIN + space]!]!++;
    expect(counts).toEqual([0, 16, 16, 8]);
    expect(s.phase).toBe('place-explorer');
  });

  it('places explorers one at a time, clockwise, on empty land; the value stays hidden', () => {
    let s = laidOut(3);
    expect(survive.toMove(s)).toEqual([0]);
    const legal = survive.legalMoves(s, 0);
    // Six distinct values on 40 spaces.
    expect(legal).toHaveLength(6 * 40);
    s = play(s, 0, { type: 'place-explorer', value: 6, space: sp(5, 2) });
    expect(survive.toMove(s)).toEqual([1]);
    rejects(
      survive.apply(s, 1, { type: 'place-explorer', value: 1, space: sp(5, 2) }),
      'survive.not-empty-land',
    );
    rejects(
      survive.apply(s, 1, { type: 'place-explorer', value: 7, space: sp(5, 3) }),
      'survive.no-such-value',
    );
    expect(survive.view(s, 0).explorers[0]).toMatchObject({ where: 'land', value: 6 });
    expect(survive.view(s, 1).explorers[0]).toMatchObject({ where: 'land', value: null });
    expect(survive.viewMove(s, 0, { type: 'place-explorer', value: 6, space: 3 }, 1)).toEqual({
      type: 'place-explorer',
      space: 3,
    });
  });

  it('lets a player place only the values it still has', () => {
    let s = laidOut(2);
    for (let i = 0; i < 3; i++) {
      const free = survive
        .legalMoves(s, s.current)
        .find((m) => m.type === 'place-explorer' && m.value === 1)!;
      s = play(s, s.current, free);
      const other = survive.legalMoves(s, s.current)[0]!;
      s = play(s, s.current, other);
    }
    const values = new Set(
      survive.legalMoves(s, 0).map((m) => (m.type === 'place-explorer' ? m.value : 0)),
    );
    expect(values.has(1)).toBe(false);
  });

  it('with fewer than 4 players leaves tiles empty, then places 2 ships each next to the island', () => {
    let s = laidOut(2);
    const rng = createRng('p');
    while (s.phase === 'place-explorer') {
      const legal = survive.legalMoves(s, s.current);
      s = play(s, s.current, legal[rng.int(legal.length)]!);
    }
    expect(s.phase).toBe('place-ship');
    const starts = survive.legalMoves(s, 0);
    // 29 sea spaces touch the island; the lagoon holds a serpent.
    expect(starts).toHaveLength(28);
    expect(starts.some((m) => m.type === 'place-ship' && m.space === sp(6, 5))).toBe(false);
    rejects(survive.apply(s, 0, { type: 'place-ship', space: sp(0, 4) }), 'survive.not-ship-start');
    s = play(s, 0, { type: 'place-ship', space: sp(2, 4) });
    rejects(survive.apply(s, 1, { type: 'place-ship', space: sp(2, 4) }), 'survive.not-ship-start');
    for (let i = 0; i < 3; i++) s = play(s, s.current, survive.legalMoves(s, s.current)[0]!);
    expect(s.phase).toBe('move');
    expect(s.current).toBe(0);
    let ships = 0;
    for (let i = 0; i < 12; i++) if (s.b[L.SHIP_SPACE + i] !== NONE) ships++;
    expect(ships).toBe(4);
    let placed = 0;
    for (let e = 0; e < 20; e++) if (s.b[L.EXP_WHERE + e] === W.Land) placed++;
    expect(placed).toBe(20);
  });
});

describe('options', () => {
  it('accepts the defaults and rejects malformed component values', () => {
    expect(parseOptions(undefined).ok).toBe(true);
    rejects(parseOptions({ explorerValues: [1, 2] }), 'bad-option');
    rejects(parseOptions({ backs: { shark: [1, 1, 1] } }), 'bad-option');
    rejects(parseOptions({ colour: 'red' }), 'bad-option');
    const ok = parseOptions({ explorerValues: [1, 1, 1, 1, 1, 1, 1, 1, 1, 9] });
    expect(ok.ok && ok.value.explorerValues[9]).toBe(9);
  });
});
