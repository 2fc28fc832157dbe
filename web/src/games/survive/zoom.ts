import { HEIGHT, R, spotCentre, W, WIDTH, type Spot } from './geometry';

/** The part of the map in view (the SVG's viewBox), always of the map's proportions. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}
export const WHOLE: Box = { x: 0, y: 0, w: WIDTH, h: HEIGHT };
/** Below this size of a hex on screen (CSS pixels), a small screen frames the current choice. */
export const MIN_HEX_PX = 30;

/** The smallest box of the map's proportions around `spots` (a space and a margin around). */
export function frame(spots: readonly Spot[]): Box {
  if (spots.length === 0) return WHOLE;
  const xs = spots.map((s) => spotCentre(s)[0]);
  const ys = spots.map((s) => spotCentre(s)[1]);
  const x0 = Math.min(...xs) - W * 0.9;
  const x1 = Math.max(...xs) + W * 0.9;
  const y0 = Math.min(...ys) - R * 1.3;
  const y1 = Math.max(...ys) + R * 1.3;
  let w = Math.max(x1 - x0, W * 6.5);
  let h = (w * HEIGHT) / WIDTH;
  if (y1 - y0 > h) {
    h = y1 - y0;
    w = (h * WIDTH) / HEIGHT;
  }
  if (w >= WIDTH) return WHOLE;
  const x = Math.min(WIDTH - w, Math.max(0, (x0 + x1) / 2 - w / 2));
  const y = Math.min(HEIGHT - h, Math.max(0, (y0 + y1) / 2 - h / 2));
  return { x, y, w, h };
}

export const clampBox = (b: Box): Box => {
  const w = Math.min(WIDTH, Math.max(WIDTH / 6, b.w));
  const h = (w * HEIGHT) / WIDTH;
  return {
    x: Math.min(WIDTH - w, Math.max(0, b.x)),
    y: Math.min(HEIGHT - h, Math.max(0, b.y)),
    w,
    h,
  };
};
