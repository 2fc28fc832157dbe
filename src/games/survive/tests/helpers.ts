import { expect } from 'vitest';
import type { Actor, Outcome } from '../../../kernel/index.js';
import { LAND_SPACES, spaceAt } from '../board.js';
import { addCreature, creatureCount } from '../pieces.js';
import { survive } from '../index.js';
import { CREATURE_INDEX, L, NONE, W, type SurviveMove, type SurviveState } from '../state.js';
import type { Creature, Terrain } from '../components.js';

export const sp = (row: number, col: number): number => {
  const s = spaceAt(row, col);
  if (s < 0) throw new Error(`no space ${row},${col}`);
  return s;
};

/**
 * A state in seat 0's movement step with no pieces but the five serpents, every island space
 * laid (beaches on rows 3, 4 and 9, forests elsewhere, mountains on rows 6 and 8 would do: here
 * `terrain` chooses), the tile backs all still unseen. Tests then put pieces where they want.
 */
export function blank(players = 4, terrain: (s: number) => Terrain = () => 'forest'): SurviveState {
  const s0 = survive.setup(survive.defaultOptions(players), players);
  const b = s0.b.slice();
  for (const s of LAND_SPACES)
    b[L.TERRAIN + s] = ['beach', 'forest', 'mountain'].indexOf(terrain(s)) + 1;
  b.fill(0, L.TO_LAY, L.TO_LAY + 3);
  return { ...s0, b, phase: 'move', current: 0, turn: 1 };
}

export type Place = ['land' | 'sea', number] | ['ship', number] | ['safe', number];

/** Puts explorer `e` (seat = e / 10) somewhere with a value. */
export function put(state: SurviveState, e: number, place: Place, value = 1): SurviveState {
  const b = state.b.slice();
  const old = b[L.EXP_WHERE + e];
  if (old === W.Aboard) b[L.SHIP_LOAD + b[L.EXP_AT + e]!]!--;
  const w = { land: W.Land, sea: W.Sea, ship: W.Aboard, safe: W.Safe }[place[0]];
  b[L.EXP_WHERE + e] = w;
  b[L.EXP_AT + e] = place[1];
  b[L.EXP_VALUE + e] = value;
  if (w === W.Aboard) b[L.SHIP_LOAD + place[1]]!++;
  return { ...state, b };
}

export function ship(state: SurviveState, id: number, space: number): SurviveState {
  const b = state.b.slice();
  b[L.SHIP_SPACE + id] = space;
  b[L.SHIP_AT + space] = id;
  b[L.SUPPLY]!--;
  return { ...state, b };
}

export function creature(
  state: SurviveState,
  kind: Creature,
  space: number,
  count = 1,
): SurviveState {
  const b = state.b.slice();
  const k = CREATURE_INDEX[kind];
  addCreature(b, k, space, count - creatureCount(b, k, space));
  return { ...state, b };
}

/** Turns island spaces into sea (as if their tiles had been removed). */
export function sink(state: SurviveState, ...spaces: number[]): SurviveState {
  const b = state.b.slice();
  for (const s of spaces) b[L.TERRAIN + s] = 0;
  return { ...state, b };
}

/** Removes every sea serpent (so tests can place their own). */
export function noSerpents(state: SurviveState): SurviveState {
  const b = state.b.slice();
  b.fill(0, L.CREATURES, L.CREATURES + 133);
  return { ...state, b };
}

export function play(state: SurviveState, actor: Actor, move: SurviveMove): SurviveState {
  const r = survive.apply(state, actor, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code}`);
  return r.value;
}

export function rejects(outcome: Outcome<unknown>, code: string): void {
  expect(outcome.ok ? 'ok' : outcome.error.code).toBe(code);
}

export const whereIs = (s: SurviveState, e: number): [number, number] => [
  s.b[L.EXP_WHERE + e]!,
  s.b[L.EXP_AT + e]!,
];
export const shipOn = (s: SurviveState, id: number): number => s.b[L.SHIP_SPACE + id]!;
export const creaturesAt = (s: SurviveState, kind: Creature, space: number): number =>
  creatureCount(s.b, CREATURE_INDEX[kind], space);
export { L, NONE, W };
