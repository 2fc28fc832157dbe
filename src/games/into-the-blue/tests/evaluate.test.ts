import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../kernel/index.js';
import { expectedTreasure, type EvalParams } from '../bots/evaluate.js';
import { LEVELS, secondaryTokens } from '../components.js';
import { intoTheBlue as game } from '../index.js';
import { compareOnLevel } from '../scoring.js';
import type { ItbPublic, ItbState } from '../state.js';

/**
 * expectedTreasure written plainly, with a fresh array for every step (as it first was): each
 * player's chance of each place on a level from the others taken one by one, times the prizes.
 */
function plainExpectedTreasure(state: ItbPublic, params: EvalParams): number[] {
  const n = state.players;
  const ending = state.trigger !== null;
  const points = Array<number>(n).fill(0);
  for (let level = 1; level <= LEVELS; level++) {
    const row = state.shells[level - 1]!;
    const t = state.options.treasures[level - 1];
    if (!t) continue;
    const prize = [t.main, ...Array<number>(secondaryTokens(n)).fill(t.secondary)];
    for (let i = 0; i < n; i++) {
      const mine = row[i] ?? 0;
      const supplyI = ending ? 0 : (state.supply[i] ?? 0);
      const presence = mine > 0 ? 1 : supplyI > 0 ? params.entryChance : 0;
      if (presence === 0) continue;
      let dist = [1];
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const theirs = row[j] ?? 0;
        const supplyJ = ending ? 0 : (state.supply[j] ?? 0);
        const tie = compareOnLevel(state, level, i, j).order < 0 ? 0.5 : -0.5;
        const blur = params.blurBase + params.blurPerShell * Math.sqrt((supplyI + supplyJ) / 2);
        const theyCanScore = theirs > 0 || supplyJ > 0;
        const pAhead = theyCanScore
          ? 1 - 1 / (1 + Math.exp(-((mine - theirs + tie * 0.5) / blur)))
          : 0;
        const next = Array<number>(dist.length + 1).fill(0);
        for (let k = 0; k < dist.length; k++) {
          next[k] = next[k]! + dist[k]! * (1 - pAhead);
          next[k + 1] = next[k + 1]! + dist[k]! * pAhead;
        }
        dist = next;
      }
      let e = 0;
      for (let k = 0; k < prize.length && k < dist.length; k++) e += dist[k]! * prize[k]!;
      points[i] = points[i]! + presence * e;
    }
  }
  return points;
}

/** A position of a random game: `steps` moves in (or its end), chance included. */
function positionAfter(players: number, seed: number, steps: number): ItbState {
  let state = game.setup(game.defaultOptions(players), players);
  const rng = createRng(`treasure${seed}`);
  for (let s = 0; s < steps; s++) {
    const actor = game.toMove(state)[0];
    if (actor === undefined) break;
    const legal = actor === 'chance' ? [] : game.legalMoves(state, actor);
    const move = actor === 'chance' ? game.sampleChance(state, rng) : legal[rng.int(legal.length)];
    const next = game.apply(state, actor, move!);
    if (!next.ok) throw new Error(next.error.code);
    state = next.value;
  }
  return state;
}

const params = fc.record({
  blurBase: fc.double({ min: 0.05, max: 2, noNaN: true }),
  blurPerShell: fc.double({ min: 0, max: 1, noNaN: true }),
  shellWorth: fc.double({ min: 0, max: 1, noNaN: true }),
  entryChance: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('expected treasure (the bots’ estimate of the majorities)', () => {
  it('equals the plain estimate to the bit, in any position of 2 to 5 players', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.nat(1000),
        fc.nat(600),
        params,
        (players, seed, steps, p) => {
          const state = positionAfter(players, seed, steps);
          expect(expectedTreasure(state, p)).toEqual(plainExpectedTreasure(state, p));
        },
      ),
      { numRuns: 150 },
    );
  });
});
