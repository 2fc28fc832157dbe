/** Arrow keys as unit steps on screen (y grows downwards). */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The step an arrow key stands for, or undefined for any other key. */
export const arrowStep = (key: string): readonly [number, number] | undefined => ARROWS[key];

/** A box on screen (a DOMRect's fields). */
export interface Area {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The candidate nearest to `from` in the direction `step`: its centre must lie ahead (more than
 * a pixel), and being off the line counts twice being far along it, so the arrows follow rows
 * and columns rather than jumping diagonally. Undefined if nothing lies that way.
 */
export function nearestInDirection<T>(
  from: Area,
  candidates: readonly { readonly item: T; readonly area: Area }[],
  step: readonly [number, number],
): T | undefined {
  const fx = from.left + from.width / 2;
  const fy = from.top + from.height / 2;
  let best: T | undefined;
  let bestScore = Infinity;
  for (const { item, area } of candidates) {
    const dx = area.left + area.width / 2 - fx;
    const dy = area.top + area.height / 2 - fy;
    const along = dx * step[0] + dy * step[1];
    if (along <= 1) continue;
    const score = along + Math.abs(dx * step[1] - dy * step[0]) * 2;
    if (score < bestScore) {
      bestScore = score;
      best = item;
    }
  }
  return best;
}

/**
 * Moves the focus from `current` to the nearest element matching `selector` inside `container`
 * the way an arrow key points. True if the key was an arrow (the caller then prevents its
 * default, scrolling), whether or not something lay that way.
 */
export function focusByArrow(
  key: string,
  current: Element,
  container: ParentNode,
  selector: string,
): boolean {
  const step = arrowStep(key);
  if (!step) return false;
  const candidates = [...container.querySelectorAll<HTMLElement | SVGElement>(selector)]
    .filter((el) => el !== current)
    .map((el) => ({ item: el, area: el.getBoundingClientRect() }));
  nearestInDirection(current.getBoundingClientRect(), candidates, step)?.focus();
  return true;
}
