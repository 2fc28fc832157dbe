import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandom } from '../../../../tests/contract/play.js';
import { survive } from '../index.js';
import { L, NONE, W, type SurviveState } from '../state.js';
import { PIECE_COUNTS } from '../components.js';
import { creatureCount } from '../pieces.js';

/**
 * Every explorer is in exactly one place, and the board agrees with itself. Plain checks (not
 * `expect`, too slow at every move of many games) that name the broken invariant.
 */
function invariantBroken(s: SurviveState): string | null {
  const { b, players } = s;
  const loads = Array<number>(12).fill(0);
  const setupDone = s.phase !== 'start' && s.phase !== 'layout' && s.phase !== 'place-explorer';
  // While a reaction is awaited, the creature waits in its victims' space.
  const waitingAt = s.phase === 'react' ? (s.reaction?.space ?? -1) : -1;
  for (let e = 0; e < players * 10; e++) {
    const w = b[L.EXP_WHERE + e]!;
    const at = b[L.EXP_AT + e]!;
    if (setupDone && !([W.Land, W.Aboard, W.Sea, W.Safe, W.Lost] as number[]).includes(w)) {
      return `explorer ${e} nowhere`;
    }
    if (w === W.Land && b[L.TERRAIN + at] === 0) return `explorer ${e} on land that sank`;
    if (w === W.Aboard) {
      if (b[L.SHIP_SPACE + at] === NONE) return `explorer ${e} aboard a missing ship`;
      loads[at]!++;
    }
    if (w === W.Sea) {
      if (b[L.TERRAIN + at] !== 0) return `swimmer ${e} on land`;
      if (at !== waitingAt && creatureCount(b, 0, at) + creatureCount(b, 1, at) > 0) {
        return `swimmer ${e} with a serpent or a shark`;
      }
    }
    if (w === W.Safe && at >= 4) return `explorer ${e} on no isle`;
  }
  for (let ship = 0; ship < 12; ship++) {
    const space = b[L.SHIP_SPACE + ship]!;
    if (b[L.SHIP_LOAD + ship] !== loads[ship]) return `ship ${ship} load`;
    if (loads[ship]! > 3) return `ship ${ship} over capacity`;
    if (space === NONE) continue;
    if (b[L.SHIP_AT + space] !== ship) return `ship ${ship} not where it says`;
    if (b[L.TERRAIN + space] !== 0) return `ship ${ship} on land`;
    if (
      loads[ship]! > 0 &&
      space !== waitingAt &&
      creatureCount(b, 0, space) + creatureCount(b, 2, space) > 0
    ) {
      return `occupied ship ${ship} with a serpent or a whale`;
    }
  }
  let sharks = 0;
  for (let space = 0; space < 133; space++) {
    for (let k = 0; k < 3; k++) {
      if (creatureCount(b, k, space) > 0 && b[L.TERRAIN + space] !== 0) return 'creature on land';
    }
    sharks += creatureCount(b, 1, space);
  }
  if (sharks + b[L.SUPPLY + 1]! > PIECE_COUNTS.value.shark) return 'too many sharks';
  return null;
}

function checkInvariants(s: SurviveState): void {
  const broken = invariantBroken(s);
  if (broken) expect(broken).toBeNull();
}

/** No hidden value or back of another player appears in a player's view while the game runs. */
function checkViews(s: SurviveState): void {
  if (s.phase === 'over') return;
  for (const viewer of [...Array.from({ length: s.players }, (_, i) => i), 'spectator' as const]) {
    const v = survive.view(s, viewer);
    const leaks = [
      ...v.explorers.filter((x) => x.owner !== viewer && x.value !== null),
      ...v.hands.flatMap((hand, owner) =>
        owner === viewer ? [] : hand.filter((t) => t.back !== null),
      ),
    ];
    if (leaks.length > 0) expect(leaks).toEqual([]);
  }
}

describe('random games (2, 3 and 4 players)', () => {
  it('keep every invariant at every move, hide what is hidden, and end with a result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 6 }), (players, seed) => {
        const { states } = playRandom(survive, players, seed);
        for (const s of states) {
          checkInvariants(s);
          checkViews(s);
        }
        const final = states.at(-1)!;
        const result = survive.result(final)!;
        expect(result.scores).toHaveLength(players);
        // Rescued explorers score their values, lost ones nothing.
        expect(result.scores.every((x) => x >= 0 && x <= 28)).toBe(true);
      }),
      { numRuns: 10 },
    );
  }, 60_000);
});
