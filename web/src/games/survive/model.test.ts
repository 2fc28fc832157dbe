import { expect, test } from 'vitest';
import { survive } from '../../../../src/games/survive/index.js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import { diff, reconcileCreatures, snapshot } from './model';

const creatures = (list: [number, number[]][]) =>
  list.map(([space, counts]) => ({ space, counts }));

test('a creature that moves keeps its identity; one that appears is new; one eaten is gone', () => {
  const first = reconcileCreatures(
    [],
    creatures([
      [10, [1, 0, 0]],
      [50, [0, 1, 0]],
    ]),
  );
  expect(first.map((c) => [c.kind, c.space])).toEqual([
    [0, 10],
    [1, 50],
  ]);
  const shark = first.find((c) => c.kind === 1)!;
  // The shark moves from 50 to 51 and a whale comes up at 90.
  const second = reconcileCreatures(
    first,
    creatures([
      [10, [1, 0, 0]],
      [51, [0, 1, 0]],
      [90, [0, 0, 1]],
    ]),
  );
  expect(second.find((c) => c.kind === 1)).toEqual({ ...shark, space: 51 });
  expect(second.find((c) => c.kind === 0)).toEqual(first.find((c) => c.kind === 0));
  const whale = second.find((c) => c.kind === 2)!;
  expect(first.map((c) => c.id)).not.toContain(whale.id);
  // Two sharks in one space: two tokens, the one that stayed keeps its id.
  const third = reconcileCreatures(second, creatures([[51, [0, 2, 0]]]));
  expect(third.filter((c) => c.kind === 1).map((c) => c.space)).toEqual([51, 51]);
  expect(third.some((c) => c.id === shark.id)).toBe(true);
});

test('the marks of a move: an arrow for each piece that moved, one for a ship and its crew, a cross for a loss, a sunk tile', () => {
  const view = survive.view(
    survive.setup(survive.defaultOptions(2), 2),
    'spectator',
  ) as SurviveView;
  const explorer = (id: number, where: string, at: number) => ({
    ...(view.explorers[id] as SurviveView['explorers'][number]),
    where: where as SurviveView['explorers'][number]['where'],
    at,
  });
  const before: SurviveView = {
    ...view,
    ships: [20, -1, ...view.ships.slice(2)],
    explorers: [
      explorer(0, 'land', 40),
      explorer(1, 'aboard', 0),
      explorer(2, 'sea', 30),
      ...view.explorers.slice(3),
    ],
    terrain: view.terrain.map((t, s) => (s === 40 ? 1 : t)),
  };
  const after: SurviveView = {
    ...before,
    ships: [21, -1, ...view.ships.slice(2)],
    explorers: [
      explorer(0, 'sea', 40),
      explorer(1, 'aboard', 0),
      explorer(2, 'lost', -1),
      ...view.explorers.slice(3),
    ],
    terrain: before.terrain.map((t, s) => (s === 40 ? 0 : t)),
  };
  const marks = diff(snapshot(before, []), snapshot(after, []), before.terrain, after.terrain, 1);
  expect(marks).toEqual([
    { kind: 'move', from: { space: 20 }, to: { space: 21 }, seat: 1 },
    { kind: 'gone', at: { space: 30 }, seat: 1 },
    { kind: 'sunk', at: { space: 40 }, seat: 1 },
  ]);
  // Nothing moved: no mark.
  expect(diff(snapshot(after, []), snapshot(after, []), after.terrain, after.terrain, 0)).toEqual(
    [],
  );
});
