import { expect, test } from 'vitest';
import { HEIGHT, WIDTH } from './geometry';
import { createPanZoom, glide } from './pan-zoom';
import { WHOLE, type Box } from './zoom';

/** A pan-zoom whose box follows what it asks for at once (the map would glide to it). */
function setUp(start: Box) {
  let box = start;
  const asked: Box[] = [];
  const pz = createPanZoom(
    () => box,
    (b) => {
      asked.push(b);
      box = b;
    },
  );
  return { pz, asked, box: () => box };
}
// The map drawn at half its size in SVG units, 100 px from the page's corner.
const rect = { left: 100, top: 100, width: WIDTH / 2, height: HEIGHT / 2 };

test('zooming about the centre keeps it, within the closest and the whole map', () => {
  const { pz, box } = setUp(WHOLE);
  pz.zoom(0.5);
  expect(box().w).toBeCloseTo(WIDTH / 2);
  expect(box().h).toBeCloseTo(HEIGHT / 2);
  expect(box().x + box().w / 2).toBeCloseTo(WIDTH / 2);
  expect(box().y + box().h / 2).toBeCloseTo(HEIGHT / 2);
  for (let i = 0; i < 10; i++) pz.zoom(0.5);
  expect(box().w).toBeCloseTo(WIDTH / 6);
  for (let i = 0; i < 10; i++) pz.zoom(2);
  expect(box()).toEqual(WHOLE);
});

test('zooming about a point keeps that point where it was on screen', () => {
  const { pz, box } = setUp(WHOLE);
  const [mx, my] = pz.toMap(rect.left + 60, rect.top + 40, rect);
  pz.zoom(0.8, mx, my);
  expect(pz.toMap(rect.left + 60, rect.top + 40, rect)[0]).toBeCloseTo(mx);
  expect(pz.toMap(rect.left + 60, rect.top + 40, rect)[1]).toBeCloseTo(my);
  expect(box().w).toBeCloseTo(WIDTH * 0.8);
});

test('a small wobble is a click; a drag pans the map under the pointer and is no click', () => {
  const zoomed = { x: WIDTH / 4, y: HEIGHT / 4, w: WIDTH / 2, h: HEIGHT / 2 };
  const { pz, asked, box } = setUp(zoomed);
  pz.down(1, 300, 200);
  pz.move(1, 303, 202, rect);
  pz.up(1);
  expect(asked).toEqual([]);
  expect(pz.takeDrag()).toBe(false);
  pz.down(1, 300, 200);
  pz.move(1, 340, 180, rect);
  pz.up(1);
  // Half the map's width on screen is WIDTH / 4 px, so a pixel is 2 SVG units.
  expect(box().x).toBeCloseTo(zoomed.x - 40);
  expect(box().y).toBeCloseTo(zoomed.y + 20);
  expect(pz.takeDrag()).toBe(true);
  expect(pz.takeDrag()).toBe(false);
  // Moves with no pointer down do nothing.
  pz.move(1, 500, 500, rect);
  expect(asked).toHaveLength(1);
});

test('two pointers spreading apart zoom in about their centre', () => {
  const { pz, box } = setUp(WHOLE);
  pz.down(1, 200, 200);
  pz.down(2, 240, 200);
  pz.move(2, 280, 200, rect);
  expect(box().w).toBeCloseTo(WIDTH / 2);
  pz.up(1);
  pz.up(2);
  expect(pz.takeDrag()).toBe(true);
});

test('a glide starts at the box shown, ends at the box wanted, and never overshoots', () => {
  const to = { x: 100, y: 50, w: WIDTH / 3, h: HEIGHT / 3 };
  expect(glide(WHOLE, to, 0)).toEqual(WHOLE);
  const end = glide(WHOLE, to, 1);
  for (const f of ['x', 'y', 'w', 'h'] as const) expect(end[f]).toBeCloseTo(to[f]);
  let last = WHOLE.w;
  for (let k = 0.1; k < 1; k += 0.1) {
    const w = glide(WHOLE, to, k).w;
    expect(w).toBeLessThan(last);
    expect(w).toBeGreaterThan(to.w);
    last = w;
  }
});
