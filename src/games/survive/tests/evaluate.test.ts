import { describe, expect, it } from 'vitest';
import { ISLE_DISTANCE, NEIGHBOURS } from '../board.js';
import { DEFAULT_EVAL as P, equities } from '../bots/evaluate.js';
import { L, type SurviveState } from '../state.js';
import { blank, creature, noSerpents, put } from './helpers.js';

/** Sea spaces at 1, 2 and 3 steps from `from` through the sea (the nearest way). */
function ring(state: SurviveState, from: number): number[][] {
  const dist = new Map([[from, 0]]);
  const rings: number[][] = [[from], [], [], []];
  for (let d = 0; d < 3; d++) {
    for (const s of rings[d]!) {
      for (const n of NEIGHBOURS[s]!) {
        if (dist.has(n) || state.b[L.TERRAIN + n] !== 0) continue;
        dist.set(n, d + 1);
        rings[d + 1]!.push(n);
      }
    }
  }
  return rings;
}

const swim = (s: number) => P.swim - P.swimPerStep * ISLE_DISTANCE[s]!;

describe('the evaluation', () => {
  it('counts a creature’s threat within its reach only: serpents 1 step, sharks 2, whales 3', () => {
    const base = noSerpents(blank());
    // A sea space with sea at three steps from it.
    const from = [...Array(133).keys()].find((s) => ring(base, s)[3]!.length > 0)!;
    const rings = ring(base, from);
    const values = Array<number>(40).fill(1);
    // Seat 1's first explorer swims at each distance from a shark, then from a serpent.
    const threat = (kind: 'shark' | 'serpent', d: number): number => {
      const at = rings[d]![0]!;
      const s = put(creature(base, kind, from), 10, ['sea', at]);
      const eq = equities(s, values)[1]!;
      // Seat 1's other explorers are unplaced: 9 times the least chance.
      return 1 - (eq - 9 * 0.02) / swim(at);
    };
    expect(threat('shark', 1)).toBeCloseTo(P.sharkThreat);
    expect(threat('shark', 2)).toBeCloseTo(P.sharkThreat);
    expect(threat('shark', 3)).toBeCloseTo(0);
    expect(threat('serpent', 1)).toBeCloseTo(P.serpentThreat);
    expect(threat('serpent', 2)).toBeCloseTo(0);
    // A whale threatens passengers, not swimmers.
    const whale = put(creature(base, 'whale', from), 10, ['sea', rings[1]![0]!]);
    expect(equities(whale, values)[1]).toBeCloseTo(swim(rings[1]![0]!) + 9 * 0.02);
  });
});
