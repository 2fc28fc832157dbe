import { expect, test } from 'vitest';
import { createRng } from '../../../kernel/index.js';
import { rollout, DEFAULT_SEARCH } from '../bots/search.js';
import { aquasphere as game } from '../index.js';
import { clone, type AqState } from '../state.js';
import { playRandom } from './helpers.js';

const { states } = playRandom(4, 'view-copy');
const mid = states[Math.floor(states.length / 2)]!;
/** A view or a state as JSON, without the viewer nor the options (the pack: long, never changed). */
const body = (v: unknown) =>
  JSON.stringify({ ...(v as object), viewer: undefined, options: undefined });
const viewers = [0, 1, 2, 3, 'spectator'] as const;

test("one state's views share one copy of it, which is not the state's own", () => {
  const views = viewers.map((viewer) => game.view(mid, viewer));
  for (const v of views) {
    expect(v.seats).toBe(views[0]!.seats);
    expect(v.station).toBe(views[0]!.station);
    expect(body(v)).toBe(body(mid));
  }
  expect(views[0]!.seats).not.toBe(mid.seats);
  expect(views[0]!.station[0]!.cards).not.toBe(mid.station[0]!.cards);
  expect(views.map((v) => v.viewer)).toEqual([...viewers]);
});

test('a state changed in place is viewed anew, and its earlier views stay as they were', () => {
  const state = clone(mid);
  const rng = createRng('in place');
  let moved = 0;
  while (game.toMove(state).length > 0 && moved < 40) {
    const before = game.view(state, 0);
    const text = body(before);
    const actor = game.toMove(state)[0]!;
    const move =
      actor === 'chance'
        ? game.sampleChance(state, rng)
        : game.legalMoves(state, actor)[rng.int(game.legalMoves(state, actor).length)]!;
    expect(game.applyInPlace!(state, actor, move)).toBeNull();
    moved++;
    expect(body(before)).toBe(text);
    // Not the copy viewed before the move: the state as it is now.
    expect(body(game.view(state, 'spectator'))).toBe(body(state));
  }
  expect(moved).toBe(40);
});

test("the search's rollout, which changes its state in place, leaves no stale view behind", () => {
  const state: AqState = clone(mid);
  const seat = game.toMove(state)[0];
  const early = body(game.view(state, 1));
  rollout(state, typeof seat === 'number' ? seat : 0, createRng('rollout'), DEFAULT_SEARCH);
  expect(body(state)).not.toBe(body(mid));
  expect(body(game.view(state, 1))).toBe(body(state));
  expect(early).toBe(body(mid));
});
