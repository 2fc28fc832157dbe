import { expect, test } from 'vitest';
import { arrowStep, focusByArrow, nearestInDirection, type Area } from './spatial-nav';

const at = (x: number, y: number): Area => ({ left: x - 5, top: y - 5, width: 10, height: 10 });
// A grid of cells 20 px apart, named by column and row.
const grid = Array.from({ length: 9 }, (_, i) => ({
  item: `${i % 3},${Math.floor(i / 3)}`,
  area: at((i % 3) * 20, Math.floor(i / 3) * 20),
}));
const from = (name: string) => grid.find((c) => c.item === name)!.area;
const others = (name: string) => grid.filter((c) => c.item !== name);

test('the arrows go to the next cell along the row or column', () => {
  expect(nearestInDirection(from('1,1'), others('1,1'), arrowStep('ArrowRight')!)).toBe('2,1');
  expect(nearestInDirection(from('1,1'), others('1,1'), arrowStep('ArrowLeft')!)).toBe('0,1');
  expect(nearestInDirection(from('1,1'), others('1,1'), arrowStep('ArrowUp')!)).toBe('1,0');
  expect(nearestInDirection(from('1,1'), others('1,1'), arrowStep('ArrowDown')!)).toBe('1,2');
});

test('nothing that way is nothing; other keys are not arrows', () => {
  expect(nearestInDirection(from('2,1'), others('2,1'), arrowStep('ArrowRight')!)).toBeUndefined();
  expect(arrowStep('Enter')).toBeUndefined();
});

test('off the line counts twice: a farther cell in line beats a nearer diagonal one', () => {
  const cells = [
    { item: 'diagonal', area: at(15, 12) },
    { item: 'in line', area: at(30, 0) },
  ];
  expect(nearestInDirection(at(0, 0), cells, [1, 0])).toBe('in line');
});

test('focusByArrow focuses the nearest element that way and says the key was an arrow', () => {
  const focused: string[] = [];
  const el = (name: string, area: Area) => ({
    name,
    getBoundingClientRect: () => area,
    focus: () => focused.push(name),
  });
  const els = grid.map((c) => el(c.item, c.area));
  const container = { querySelectorAll: () => els } as unknown as ParentNode;
  const current = els[4] as unknown as Element;
  expect(focusByArrow('ArrowDown', current, container, '.hex')).toBe(true);
  expect(focused).toEqual(['1,2']);
  expect(focusByArrow('a', current, container, '.hex')).toBe(false);
  expect(focused).toEqual(['1,2']);
});
