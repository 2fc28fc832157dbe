import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRng,
  checkReplay,
  kernelMessages,
  makeReplay,
  randomPlayoutFromLists,
  translate,
  type Actor,
  type ReplayMove,
} from '../../../kernel/index.js';
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
  const setupDone = s.phase !== 'layout' && s.phase !== 'place-explorer';
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

function playRandom(players: number, seed: string, each?: (s: SurviveState) => void) {
  const rng = createRng(seed);
  let s = survive.setup(survive.defaultOptions(players), players);
  const moves: ReplayMove[] = [];
  for (;;) {
    const toMove = survive.toMove(s);
    if (toMove.length === 0) break;
    const actor = toMove[rng.int(toMove.length)] as Actor;
    const move =
      actor === 'chance'
        ? survive.sampleChance(s, rng)
        : (() => {
            const legal = survive.legalMoves(s, actor);
            return legal[rng.int(legal.length)]!;
          })();
    const next = survive.apply(s, actor, move);
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.code}`);
    moves.push({ actor, move });
    s = next.value;
    each?.(s);
  }
  return { final: s, moves };
}

describe('random games (2, 3 and 4 players)', () => {
  it('keep every invariant at every move, hide what is hidden, and end with a result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 6 }), (players, seed) => {
        const { final } = playRandom(players, seed, (s) => {
          checkInvariants(s);
          checkViews(s);
        });
        const result = survive.result(final)!;
        expect(result.scores).toHaveLength(players);
        // Rescued explorers score their values, lost ones nothing.
        expect(result.scores.every((x) => x >= 0 && x <= 28)).toBe(true);
      }),
      { numRuns: 10 },
    );
  }, 60_000);

  it('replay exactly from their move logs, through the replay loader', () => {
    for (const players of [2, 3, 4]) {
      const { final, moves } = playRandom(players, `replay${players}`);
      const replay = makeReplay(
        survive,
        survive.defaultOptions(players),
        Array.from({ length: players }, (_, i) => ({ name: `p${i}`, kind: 'bot:random' })),
        moves,
      );
      const json = JSON.parse(JSON.stringify(replay));
      const loaded = checkReplay<SurviveState>(json, survive);
      expect(loaded.ok).toBe(true);
      if (!loaded.ok) return;
      expect(loaded.value.final.b).toEqual(final.b);
      expect(loaded.value.result).toEqual(survive.result(final));
    }
  });

  it('give the same legal moves in a state sampled from a player’s view as in the true state', () => {
    const rng = createRng('det');
    let checked = 0;
    playRandom(4, 'determinize', (s) => {
      const toMove = survive.toMove(s);
      if (toMove.length === 0 || toMove[0] === 'chance' || rng.int(4) !== 0) return;
      const seat = toMove[0] as number;
      const v = survive.view(s, seat);
      const sampled = survive.determinize(v, seat, rng);
      expect(survive.view(sampled, seat)).toEqual(v);
      expect(survive.legalMoves(sampled, seat)).toEqual(survive.legalMoves(s, seat));
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });

  it('describe every move in every language without unknown keys', () => {
    const { moves } = playRandom(3, 'log');
    let s = survive.setup(survive.defaultOptions(3), 3);
    for (const { actor, move } of moves.slice(0, 400)) {
      for (const lang of ['es', 'en', 'fr'] as const) {
        const entry = survive.describeMove(s, actor, move as never, 0);
        const text = translate([survive.messages, kernelMessages], lang, entry.key, entry.params);
        expect(text).not.toBe(entry.key);
        expect(text).not.toContain('{');
        expect(text).not.toContain('?');
      }
      s = (survive.apply(s, actor, move as never) as { value: SurviveState }).value;
    }
  });
});

describe('the fast random playout', () => {
  it('plays the very moves of the list-based playout, from any state, and leaves it unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 400 }),
        (players, seed, steps) => {
          // A state partway through a random game: setup, movement, a reaction...
          const rng = createRng(seed);
          let s = survive.setup(survive.defaultOptions(players), players);
          for (let i = 0; i < steps && survive.toMove(s).length > 0; i++) {
            const actor = survive.toMove(s)[0] as Actor;
            const legal = actor === 'chance' ? [] : survive.legalMoves(s, actor);
            const move =
              actor === 'chance' ? survive.sampleChance(s, rng) : legal[rng.int(legal.length)]!;
            s = (survive.apply(s, actor, move) as { value: SurviveState }).value;
          }
          const before = structuredClone(s);
          const fastRng = createRng(`playout${seed}`);
          const listRng = createRng(`playout${seed}`);
          const fast = survive.playout!(s, fastRng);
          expect(s).toEqual(before);
          const listed = randomPlayoutFromLists(survive, s, listRng);
          expect(fast).toEqual(listed);
          expect(survive.result(fast)).not.toBeNull();
          // The same number of draws: the generators are still in step.
          expect(fastRng.nextUint32()).toBe(listRng.nextUint32());
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('messages', () => {
  it('exist in es, en and fr for every key', () => {
    const keys = Object.keys(survive.messages.en).sort();
    expect(Object.keys(survive.messages.es).sort()).toEqual(keys);
    expect(Object.keys(survive.messages.fr).sort()).toEqual(keys);
  });
});

describe('parseMove', () => {
  it('accepts every legal move as JSON and rejects malformed ones', () => {
    const { moves } = playRandom(4, 'parse');
    for (const { move } of moves) {
      const parsed = survive.parseMove(JSON.parse(JSON.stringify(move)));
      expect(parsed.ok && parsed.value).toEqual(move);
    }
    expect(survive.parseMove({ type: 'walk', explorer: 'x' }).ok).toBe(false);
    expect(survive.parseMove({ type: 'fly' }).ok).toBe(false);
    expect(survive.parseMove(null).ok).toBe(false);
  });
});
