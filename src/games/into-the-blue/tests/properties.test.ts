import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../kernel/index.js';
import { playRandom as playGame } from '../../../../tests/contract/play.js';
import { SHELLS_PER_PLAYER } from '../components.js';
import { intoTheBlue as game } from '../index.js';
import { finalResult, scoreLevels, treasurePoints } from '../scoring.js';

/** A complete random game, every state along the way kept. */
const playRandom = (players: number, seed: string) => playGame(game, players, seed);

const gameArb = fc.record({ players: fc.integer({ min: 2, max: 5 }), seed: fc.string() });

describe('invariants of every game', () => {
  it('shells are conserved: board plus supply is 12 per player at every step', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        for (const s of playRandom(players, seed).states) {
          for (let seat = 0; seat < players; seat++) {
            const onBoard = s.shells.reduce((sum, row) => sum + (row[seat] ?? 0), 0);
            expect(onBoard + (s.supply[seat] ?? 0)).toBe(SHELLS_PER_PLAYER);
          }
          // Chests too: five in all, in the pool or in hands.
          expect(s.chestPool.length + s.chests.flat().length).toBe(5);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every game ends, and a score is its tokens plus its chests', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const final = playRandom(players, seed).states.at(-1)!;
        const result = game.result(final);
        expect(result).not.toBeNull();
        const tokens = treasurePoints(final);
        result!.scores.forEach((score, seat) => {
          expect(score).toBe(
            (tokens[seat] ?? 0) + (final.chests[seat] ?? []).reduce((a, b) => a + b, 0),
          );
        });
        expect(result).toEqual(finalResult(final, final.chests));
        // Winners have the top score.
        const top = Math.max(...result!.scores);
        result!.ranking.forEach((rank, seat) =>
          expect(rank === 1).toBe(result!.scores[seat] === top),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('treasure points are the points of the places scoreLevels explains, at every step', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        for (const s of playRandom(players, seed).states) {
          const explained = Array<number>(players).fill(0);
          for (const level of scoreLevels(s))
            for (const place of level.places) explained[place.seat]! += place.points;
          expect(treasurePoints(s)).toEqual(explained);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a player never sees another player’s chest before the end, and sees everything after', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        // Checked in plain code and asserted once per game: an expect per value and state made
        // this the slowest test of the suite, near its time limit on a busy CI machine.
        const wrong: string[] = [];
        for (const s of playRandom(players, seed).states) {
          const over = s.phase === 'over';
          const at = `turn ${s.turnCount} (${s.phase})`;
          // Everything but the chests is public, and shown as it is (the same values).
          const shown = Object.entries(s).filter(
            ([key]) => key !== 'chestPool' && key !== 'chests',
          );
          for (let viewer = 0; viewer < players; viewer++) {
            const v = game.view(s, viewer);
            if ('chestPool' in v) wrong.push(`${at}: seat ${viewer} sees the chest pool`);
            if (v.chestsLeft !== s.chestPool.length) wrong.push(`${at}: chests left`);
            for (const [key, value] of shown) {
              if ((v as unknown as Record<string, unknown>)[key] !== value)
                wrong.push(`${at}: seat ${viewer} is not shown ${key}`);
            }
            const expected = s.chests.map((mine, seat) =>
              over || seat === viewer ? mine : mine.map(() => null),
            );
            if (JSON.stringify(v.chests) !== JSON.stringify(expected))
              wrong.push(`${at}: seat ${viewer} sees chests ${JSON.stringify(v.chests)}`);
          }
          const spectator = game.view(s, 'spectator');
          if (!over && !spectator.chests.flat().every((c) => c === null))
            wrong.push(`${at}: a spectator sees a chest`);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  // That a determinized view looks the same to its viewer is the contract suite's
  // (tests/contract); which chests it may deal is this game's.
  it('a determinized view deals exactly the table’s chests', () => {
    fc.assert(
      fc.property(gameArb, fc.string(), ({ players, seed }, sampleSeed) => {
        const s = playRandom(players, seed).states.at(-2)!;
        const d = game.determinize(game.view(s, s.current), s.current, createRng(sampleSeed));
        expect([...d.chestPool, ...d.chests.flat()].sort()).toEqual(
          [...game.defaultOptions(players).chests].sort(),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('a reroll keeping the same dice is one move, whatever the roll it is offered in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.string(), (players, seed) => {
        const seen = new Map<string, unknown>();
        for (const state of playRandom(players, seed).states) {
          if (state.phase !== 'decide') continue;
          for (const move of game.legalMoves(state, state.current)) {
            if (move.type !== 'reroll') continue;
            const key = move.keep.join();
            expect(move.keep).toEqual([...move.keep].sort((a, b) => a - b));
            expect(seen.get(key) ?? move).toBe(move);
            seen.set(key, move);
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});
