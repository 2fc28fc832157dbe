import { describe, expect, it } from 'vitest';
import { createRng, type Seat } from '../../../kernel/index.js';
import { surviveBots } from '../bots/index.js';
import { HeuristicBot } from '../bots/heuristic.js';
import { survive } from '../index.js';
import type { SurviveMove, SurviveState } from '../state.js';

/**
 * Survive's search bot with a deadline (local play on a phone, `strict`): it reads its clock
 * between steps of its work (a partial turn extended, a tile's removal valued) and plays its best
 * so far once past. Its clock here is a count: each read advances it by 1 ms, so the time is the
 * work done.
 */

const search = (time?: { timeMs?: number; clock?: () => number; strict?: boolean }) =>
  surviveBots.find((b) => b.name === 'search')!.create(time);

/** A counting clock: 0, 1, 2, ... one a read. */
function counter(): { clock: () => number; reads: () => number } {
  let t = 0;
  return { clock: () => t++, reads: () => t };
}

/** Seeded games of heuristic bots: the decisions in `phase` with many choices. */
function* decisionsIn(phase: SurviveState['phase'], minChoices: number): Generator<SurviveState> {
  for (let g = 0; g < 50; g++) {
    const chance = createRng(`deadline-${g}`);
    const bots = [0, 1, 2].map(() => new HeuristicBot());
    let s = survive.setup(survive.defaultOptions(3), 3);
    while (survive.result(s) === null) {
      const actor = survive.toMove(s)[0]!;
      if (actor === 'chance') {
        s = play(s, 'chance', survive.sampleChance(s, chance));
        continue;
      }
      const legal = survive.legalMoves(s, actor);
      if (s.phase === phase && legal.length >= minChoices) yield s;
      const view = survive.view(s, actor);
      s = play(s, actor, bots[actor]!.decide({ view, seat: actor, legal, rng: chance }));
    }
  }
}

function decisionIn(phase: SurviveState['phase'], minChoices: number): SurviveState {
  for (const s of decisionsIn(phase, minChoices)) return s;
  throw new Error(`no ${phase} decision with ${minChoices} choices`);
}

function play(s: SurviveState, actor: Seat | 'chance', move: SurviveMove): SurviveState {
  const next = survive.apply(s, actor, move);
  if (!next.ok) throw new Error(next.error.code);
  return next.value;
}

function decide(agent: ReturnType<typeof search>, s: SurviveState): unknown {
  const seat = survive.toMove(s)[0] as Seat;
  const legal = survive.legalMoves(s, seat);
  return agent.decide({ view: survive.view(s, seat), seat, legal, rng: createRng('decide') });
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const legalIn = (s: SurviveState) => survive.legalMoves(s, survive.toMove(s)[0] as Seat);

describe('the search bot with a deadline', () => {
  const moving = decisionIn('move', 12);
  const removing = decisionIn('remove', 16);

  it.each([
    ['a whole turn', moving, 10],
    ['a tile to remove', removing, 4],
  ])('plays a legal move after its deadline’s work when planning %s', (_, s, timeMs) => {
    const all = counter();
    decide(search({ timeMs: Infinity, clock: all.clock, strict: true }), s);
    const cut = counter();
    const move = decide(search({ timeMs, clock: cut.clock, strict: true }), s);
    expect(legalIn(s)).toContainEqual(move);
    // A read per step: the start's, one per step within its time, and those finding it out
    // (the beam's at half the time, a tile's within a turn's end, the leaves').
    expect(cut.reads()).toBeLessThanOrEqual(timeMs + 3);
    // The deadline cut it short: all its work reads the clock far more often.
    expect(all.reads()).toBeGreaterThan(2 * cut.reads());
  });

  it('does all its work when its clock stands still, as without a deadline', () => {
    for (const s of [moving, removing]) {
      const still = decide(search({ timeMs: 10, clock: () => 0, strict: true }), s);
      expect(still).toEqual(decide(search(), s));
    }
  });

  it('has no deadline unless strict, whatever its time and clock (server bots, tournaments)', () => {
    // A turn where no time at all, strictly, plays another move than all the work: the best
    // first step by its partial turns alone.
    let checked = false;
    for (const s of decisionsIn('move', 12)) {
      const full = decide(search(), s);
      const strict = { timeMs: 0, clock: counter().clock, strict: true };
      if (equal(decide(search(strict), s), full)) continue;
      expect(decide(search({ timeMs: 0 }), s)).toEqual(full);
      expect(decide(search({ timeMs: 0, clock: counter().clock }), s)).toEqual(full);
      checked = true;
      break;
    }
    expect(checked).toBe(true);
  });
});
