import { expect, test } from 'vitest';
import { deservesToast } from './toast';

const move = (actor: 0 | 1 | 'chance') => ({ index: 3, actor, move: {} });

test('another player’s decision deserves a toast; the viewer’s own does not', () => {
  expect(deservesToast(move(1), 0)).toBe(true);
  expect(deservesToast(move(0), 0)).toBe(false);
  expect(deservesToast(move(0), 'spectator')).toBe(true);
});

test('chance never does, in anyone’s turn: "Program card P7 is turned face up" is on the board', () => {
  expect(deservesToast(move('chance'), 0)).toBe(false);
  expect(deservesToast(move('chance'), 'spectator')).toBe(false);
});
