import { expect, test } from 'vitest';
import { createRng } from '../../../../src/kernel/index.js';
import { aquasphere, type AqMove, type AqState } from '../../../../src/games/aquasphere/index.js';
import { playRandom } from '../../../../src/games/aquasphere/tests/helpers.js';
import { previewOf } from './preview';

/** The preview of every legal move agrees with what applying it does. */
test('a preview says what the move costs, gives and displaces', () => {
  const rng = createRng('aquasphere-preview');
  let acts = 0;
  let displaced = 0;
  for (const players of [2, 4]) {
    let state = aquasphere.setup(aquasphere.defaultOptions(players), players) as AqState;
    while (aquasphere.toMove(state).length > 0) {
      const actor = aquasphere.toMove(state)[0] as number | 'chance';
      if (actor === 'chance') {
        const next = aquasphere.apply(state, 'chance', aquasphere.sampleChance(state, rng));
        if (!next.ok) throw new Error(next.error.code);
        state = next.value;
        continue;
      }
      const view = aquasphere.view(state, actor);
      const legal = aquasphere.legalMoves(state, actor);
      for (const move of legal) {
        const p = previewOf(view, actor, move);
        expect(p).not.toBeNull();
        if (!p || move.type !== 'act') continue;
        acts++;
        const before = state.station[move.sector]!.control;
        expect(p.controls).toContain(move.sector);
        if (before >= 0) {
          expect(p.displaced).toContainEqual({ seat: before, sector: move.sector });
          displaced++;
        }
        expect(p.time[0] - p.locks - p.subCost).toBeLessThanOrEqual(p.time[1]);
        if (move.colour === 'blue') expect(p.submarine).toBe(true);
        if (move.colour === 'red') expect(p.cardsTaken).toHaveLength(1);
      }
      const move = legal[rng.int(legal.length)] as AqMove;
      const next = aquasphere.apply(state, actor, move);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
    }
  }
  expect(acts).toBeGreaterThan(100);
  expect(displaced).toBeGreaterThan(10);
});

/**
 * Taking time markers or crystals with too little room in the lab: the preview says what the
 * capacity cuts, so that a move that seems to pay its locks for nothing is explained.
 */
test('a preview says when a full lab cuts what a sector offers', () => {
  let cuts = 0;
  let whole = 0;
  for (const players of [2, 3, 4]) {
    for (const state of playRandom(players, `aquasphere-preview-storage-${players}`).states) {
      const actor = aquasphere.toMove(state)[0];
      if (actor === undefined || actor === 'chance') continue;
      for (const move of aquasphere.legalMoves(state, actor)) {
        if (move.type !== 'act' || (move.colour !== 'yellow' && move.colour !== 'black')) continue;
        const p = previewOf(aquasphere.view(state, actor), actor, move)!;
        const time = move.colour === 'yellow';
        const [from, to] = time ? p.time : p.crystals;
        const start = time ? from - p.locks : from;
        const sector = state.station[move.sector]!;
        const offered = time ? Math.max(sector.time, 2) : sector.crystals;
        if (p.cut) {
          cuts++;
          expect(p.cut).toMatchObject({ kind: time ? 'time' : 'crystals', offered });
          expect(p.cut.got).toBe(p.cut.cap - start);
          expect(to).toBe(p.cut.cap);
        } else if (state.pool.time >= 2) {
          whole++;
          expect(to - start).toBeGreaterThanOrEqual(offered);
        }
      }
    }
  }
  expect(cuts).toBeGreaterThan(10);
  expect(whole).toBeGreaterThan(10);
});
