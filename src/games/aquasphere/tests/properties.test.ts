import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../kernel/index.js';
import { derived } from '../derived.js';
import { LETTERS } from '../pack.js';
import { CHARGING_LIMIT, MAX_EXPANSIONS, MAX_PROGRAMMED } from '../rules-constants.js';
import { botsPerColour } from '../setup.js';
import { capacity, lockCost, lockCosts } from '../station.js';
import type { AqState } from '../state.js';
import { game, pack, playRandom } from './helpers.js';

/**
 * What a state must always satisfy: every piece somewhere, exactly once. Plain checks returning
 * the first broken rule (an `expect` at every state of many games would be slow).
 */
function broken(s: AqState): string | null {
  let crystals = s.pool.crystals;
  let octopods = s.pool.octopods;
  let time = s.pool.time;
  for (const x of s.station) {
    crystals += x.crystals;
    octopods += x.octopods;
    time += x.time;
    if (new Set(x.subs).size !== x.subs.length) return 'two submarines of a colour in a sector';
    if (x.subs.length > pack.sectors[x.sector]!.subCosts.length) return 'too many submarines';
    if (x.charging.reduce((a, b) => a + b, 0) > CHARGING_LIMIT[s.players]!)
      return 'charging station over its limit';
  }
  s.seats.forEach((p) => {
    crystals += p.crystals;
    time += p.time + p.parked;
  });
  if (crystals !== pack.supply.crystals) return `crystals ${crystals}`;
  if (octopods !== pack.supply.octopods) return `octopods ${octopods}`;
  if (time !== pack.supply.timeMarkers) return `time markers ${time}`;
  for (let colour = 0; colour < 4; colour++) {
    const inStation = s.station.reduce((n, x) => n + x.subs.filter((c) => c === colour).length, 0);
    const onBoard = colour < s.players ? 6 - s.seats[colour]!.subsPlaced : s.neutralSubs[colour]!;
    if (onBoard < 0 || inStation + onBoard !== 6) return `submarines of colour ${colour}`;
  }
  if (s.round === 0) return null;
  for (const [seat, p] of s.seats.entries()) {
    const control = s.station.filter((x) => x.control === seat).length;
    const charging = s.station.reduce((n, x) => n + x.charging[seat]!, 0);
    // The supply section, the programmed bots, the station, and the play-order marker.
    if (p.supply + p.programmed.length + control + charging + 1 !== botsPerColour(s))
      return `bots of seat ${seat}`;
    if (p.supply < 0) return `negative supply for seat ${seat}`;
    if (p.programmed.length > MAX_PROGRAMMED || new Set(p.programmed).size !== p.programmed.length)
      return `programmed bots of seat ${seat}`;
    if (p.time < 0 || p.time > capacity(s, p, 'time')) return `time capacity of seat ${seat}`;
    if (p.crystals < 0 || p.crystals > capacity(s, p, 'crystals'))
      return `crystal capacity ${seat}`;
    if (p.cards.length > capacity(s, p, 'cards')) return `card capacity of seat ${seat}`;
    if (p.expansions.length > MAX_EXPANSIONS) return `expansions of seat ${seat}`;
    if (p.kp < 0) return `negative knowledge for seat ${seat}`;
  }
  return null;
}

const gameArb = fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.string() });

describe('invariants of random games (2 to 4 players)', () => {
  it('every piece is conserved at every step: bots, submarines, crystals, octopods, time', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const { states } = playRandom(players, seed);
        for (const s of states) {
          const problem = broken(s);
          if (problem) expect(problem).toBeNull();
        }
        // 16 bots a colour: the player board's 14, the starting bot and the play-order marker.
        expect(botsPerColour(states[0]!)).toBe(16);
      }),
      { numRuns: 60 },
    );
  });

  it('every game ends after the fourth round, the scores its knowledge counters', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const final = playRandom(players, seed).states.at(-1)!;
        expect(game.result(final)!.scores).toEqual(final.seats.map((p) => p.kp));
        expect(final.round).toBe(4);
      }),
      { numRuns: 20 },
    );
  });
});

describe('nothing is hidden', () => {
  it('every viewer sees the whole state, and no stack’s order is in it', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const { states } = playRandom(players, seed);
        for (const [i, s] of states.entries()) {
          // Face-down stacks are sets: the cards not yet drawn, in the pack's order.
          const drawnCards = [
            ...s.station.flatMap((x) => x.cards),
            ...s.seats.flatMap((p) => p.cards),
          ];
          expect([...s.deckCards, ...drawnCards].sort((a, b) => a - b)).toEqual(
            pack.researchCards.map((_, k) => k),
          );
          expect(s.deckCards).toEqual([...s.deckCards].sort((a, b) => a - b));
          const drawnTiles = [
            ...s.station.flatMap((x) => x.expansions),
            ...s.seats.flatMap((p) => p.expansions),
          ];
          expect([...s.deckExpansions, ...drawnTiles].sort((a, b) => a - b)).toEqual(
            pack.expansions.map((_, k) => k),
          );
          expect(s.deckExpansions).toEqual([...s.deckExpansions].sort((a, b) => a - b));
          if (i % 10 !== 0) continue;
          for (const viewer of [...s.seats.keys(), 'spectator' as const]) {
            const { viewer: who, ...seen } = game.view(s, viewer);
            expect(who).toBe(viewer);
            expect(seen).toEqual(s);
          }
        }
      }),
      { numRuns: 10 },
    );
  });

  it('determinize gives back the state the view shows', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), fc.string(), ({ players, seed }, at, sampleSeed) => {
        const { states } = playRandom(players, seed);
        const s = states[at % states.length]!;
        for (const viewer of [0, players - 1, 'spectator' as const]) {
          const v = game.view(s, viewer);
          const d = game.determinize(v, viewer, createRng(sampleSeed));
          expect(d).toEqual(s);
        }
        // A move is shown as it is.
        const move = { type: 'pass' } as const;
        expect(game.viewMove(s, 0, move, 1)).toEqual(move);
      }),
      { numRuns: 20 },
    );
  });
});

describe('lock costs', () => {
  it('are the cheaper of the two ways round the ring', () => {
    const base = playRandom(2, 'locks').states.at(-1)!;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 5 }),
        (locks, from) => {
          const s = { ...base, locks };
          const costs = lockCosts(s, from);
          for (let to = 0; to < 6; to++) {
            // Clockwise from `from` to `to`, the lock on each sector's clockwise edge is paid.
            let cw = 0;
            for (let p = from; p !== to; p = (p + 1) % 6) cw += locks[p]!;
            let ccw = 0;
            for (let p = from; p !== to; p = (p + 5) % 6) ccw += locks[(p + 5) % 6]!;
            expect(costs[to]).toBe(Math.min(cw, ccw));
            expect(lockCost(s, from, to)).toBe(Math.min(cw, ccw));
          }
        },
      ),
    );
  });
});

describe('letters and derived lookups', () => {
  it('every sector letter has its base lab', () => {
    const d = derived(pack);
    expect(d.letterSector.map((i) => pack.sectors[i]!.letter)).toEqual([...LETTERS]);
  });
});
