import fc from 'fast-check';
import { expect, test } from 'vitest';
import { SPACES } from '../../../../src/games/survive/board.js';
import type { ExplorerView } from '../../../../src/games/survive/state.js';
import { isleCentre, SHIP_DY, spaceCentre } from './geometry';
import { placePieces } from './placement';

const explorer = (id: number, where: ExplorerView['where'], at: number): ExplorerView => ({
  id,
  owner: Math.floor(id / 10),
  where,
  at,
  value: null,
  swam: false,
});

test('a piece alone stands in the middle of its space, at full size', () => {
  const placed = placePieces({ explorers: [explorer(0, 'land', 40)], ships: [] }, []);
  const [x, y] = spaceCentre(40);
  expect(placed.get('e0')).toEqual({ x, y: y + 1, scale: 1 });
  expect([...placed.keys()]).toEqual(['e0']);
});

test('a ship takes the lower part of its space, its crew on deck, others above it', () => {
  const placed = placePieces(
    {
      explorers: [explorer(0, 'aboard', 0), explorer(1, 'aboard', 0), explorer(10, 'sea', 5)],
      ships: [5],
    },
    [{ id: 3, space: 5 }],
  );
  const [x, y] = spaceCentre(5);
  expect(placed.get('s0')).toEqual({ x, y: y + SHIP_DY, scale: 1 });
  // Two aboard stand at both ends of the deck.
  expect(placed.get('e0')!.x).toBeCloseTo(x - 11);
  expect(placed.get('e1')!.x).toBeCloseTo(x + 11);
  // The swimmer and the creature share the upper part, above the ship.
  for (const key of ['e10', 'c3']) expect(placed.get(key)!.y).toBeLessThan(y);
  expect(placed.get('e10')!.x).not.toBe(placed.get('c3')!.x);
});

test('pieces not on the map are not placed; the saved stand by their isle', () => {
  const placed = placePieces(
    {
      explorers: [explorer(0, 'unplaced', -1), explorer(1, 'lost', -1), explorer(2, 'safe', 1)],
      ships: [-1],
    },
    [],
  );
  expect([...placed.keys()]).toEqual(['e2']);
  const [x, y] = isleCentre(1);
  expect(placed.get('e2')).toEqual({ x, y: y + 0.9 + 3, scale: 0.9 });
});

test('every piece on the map is placed, and no two in one space at the same point', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 10 }),
      fc.integer({ min: 0, max: SPACES - 1 }),
      fc.boolean(),
      (kinds, space, ship) => {
        const explorers = kinds.map((k, id) => explorer(id, k === 0 ? 'land' : 'sea', space));
        const creatures = kinds.flatMap((k, id) => (k === 3 ? [{ id, space }] : []));
        const placed = placePieces({ explorers, ships: ship ? [space] : [] }, creatures);
        const keys = [...explorers.map((e) => `e${e.id}`), ...creatures.map((c) => `c${c.id}`)];
        for (const key of keys) expect(placed.has(key)).toBe(true);
        const points = new Set(keys.map((k) => `${placed.get(k)!.x},${placed.get(k)!.y}`));
        expect(points.size).toBe(keys.length);
      },
    ),
  );
});
