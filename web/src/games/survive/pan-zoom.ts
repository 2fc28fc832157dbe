import { HEIGHT, WIDTH } from './geometry';
import { clampBox, type Box } from './zoom';

/** Where the map is drawn on screen, in CSS pixels (a DOMRect's fields). */
export interface ScreenRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Pan and zoom of the map's box from pointers, wheel and buttons; it never reads the DOM. */
export interface PanZoom {
  /** Zoom by `factor` (below 1 closer) about a point of the map, the box's centre by default. */
  readonly zoom: (factor: number, cx?: number, cy?: number) => void;
  /** The map's point under a screen point. */
  readonly toMap: (x: number, y: number, rect: ScreenRect) => readonly [number, number];
  readonly down: (pointer: number, x: number, y: number) => void;
  readonly move: (pointer: number, x: number, y: number, rect: ScreenRect) => void;
  readonly up: (pointer: number) => void;
  /** Whether the pointers dragged the map since the first went down; reading it forgets it. */
  readonly takeDrag: () => boolean;
}

/** The box a glide from `from` to `to` shows at `k` of its time (0 to 1), easing out. */
export function glide(from: Box, to: Box, k: number): Box {
  const e = k * (2 - k);
  return {
    x: from.x + (to.x - from.x) * e,
    y: from.y + (to.y - from.y) * e,
    w: from.w + (to.w - from.w) * e,
    h: from.h + (to.h - from.h) * e,
  };
}

/** A drag shorter than this (CSS pixels) is still a click. */
const SLOP = 6;
const clampWidth = (w: number) => Math.min(WIDTH, Math.max(WIDTH / 6, w));

/**
 * One pointer drags the map, two pinch it; the point under the gesture's centre at its start
 * stays under it. `box` is the box shown now, `set` asks for a new one (the map tweens to it).
 */
export function createPanZoom(box: () => Box, set: (b: Box) => void): PanZoom {
  const pointers = new Map<number, { x: number; y: number }>();
  let gesture: { box: Box; x: number; y: number; spread: number } | null = null;
  let dragged = false;
  const centre = () => {
    const ps = [...pointers.values()];
    const x = ps.reduce((s, p) => s + p.x, 0) / ps.length;
    const y = ps.reduce((s, p) => s + p.y, 0) / ps.length;
    const spread = ps.length > 1 ? Math.hypot(ps[0]!.x - ps[1]!.x, ps[0]!.y - ps[1]!.y) : 0;
    return { x, y, spread, count: ps.length };
  };
  const startGesture = () => {
    const { x, y, spread } = centre();
    gesture = { box: box(), x, y, spread };
  };
  return {
    zoom(factor, cx = box().x + box().w / 2, cy = box().y + box().h / 2) {
      const b = box();
      const w = clampWidth(b.w * factor);
      const h = (w / WIDTH) * HEIGHT;
      set(clampBox({ x: cx - ((cx - b.x) * w) / b.w, y: cy - ((cy - b.y) * h) / b.h, w, h }));
    },
    toMap(x, y, r) {
      if (r.width === 0) return [0, 0] as const;
      const b = box();
      return [b.x + ((x - r.left) / r.width) * b.w, b.y + ((y - r.top) / r.height) * b.h] as const;
    },
    down(pointer, x, y) {
      pointers.set(pointer, { x, y });
      if (pointers.size === 1) dragged = false;
      startGesture();
    },
    move(pointer, px, py, r) {
      if (!pointers.has(pointer) || !gesture) return;
      pointers.set(pointer, { x: px, y: py });
      const { x, y, spread, count } = centre();
      const g = gesture.box;
      let w = g.w;
      if (count > 1 && gesture.spread > 0)
        w = clampWidth((g.w * gesture.spread) / Math.max(1, spread));
      const h = (w / WIDTH) * HEIGHT;
      const ax = g.x + ((gesture.x - r.left) / r.width) * g.w;
      const ay = g.y + ((gesture.y - r.top) / r.height) * g.h;
      const nx = (x - r.left) / r.width;
      const ny = (y - r.top) / r.height;
      if (!dragged && Math.hypot(x - gesture.x, y - gesture.y) < SLOP && w === g.w) return;
      dragged = true;
      set(clampBox({ x: ax - nx * w, y: ay - ny * h, w, h }));
    },
    up(pointer) {
      pointers.delete(pointer);
      if (pointers.size > 0) startGesture();
      else gesture = null;
    },
    takeDrag() {
      const was = dragged;
      dragged = false;
      return was;
    },
  };
}
