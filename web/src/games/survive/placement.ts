import { ISLES } from '../../../../src/games/survive/board.js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import { deckSlot, isleCentre, SHIP_DY, slots, spaceCentre } from './geometry';
import type { CreatureToken } from './model';

/** A piece's place on the map (SVG units), and its size against a piece alone in a space. */
export interface Placed {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/**
 * Where every piece stands, by key (s3 a ship, e12 an explorer, c7 a creature): ships in their
 * space, their crew on deck, pieces sharing a space in its slots (leaving room for a ship),
 * explorers saved on an isle around it. Pure, so the map only draws what this decides.
 */
export function placePieces(
  view: Pick<SurviveView, 'explorers' | 'ships'>,
  creatures: readonly Pick<CreatureToken, 'id' | 'space'>[],
): Map<string, Placed> {
  const out = new Map<string, Placed>();
  const loose = new Map<number, string[]>();
  const push = (space: number, key: string) => {
    const list = loose.get(space);
    if (list) list.push(key);
    else loose.set(space, [key]);
  };
  for (const c of creatures) push(c.space, `c${c.id}`);
  const aboard = new Map<number, number[]>();
  for (const e of view.explorers) {
    if (e.where === 'land' || e.where === 'sea') push(e.at, `e${e.id}`);
    else if (e.where === 'aboard') aboard.set(e.at, [...(aboard.get(e.at) ?? []), e.id]);
  }
  const shipAt = new Set<number>();
  view.ships.forEach((space, id) => {
    if (space < 0) return;
    shipAt.add(space);
    const [x, y] = spaceCentre(space);
    out.set(`s${id}`, { x, y: y + SHIP_DY, scale: 1 });
    const crew = aboard.get(id) ?? [];
    const order = crew.length === 1 ? [1] : crew.length === 2 ? [0, 2] : [0, 1, 2];
    crew.forEach((e, i) => {
      const slot = deckSlot(order[i] ?? i);
      out.set(`e${e}`, { x: x + slot.dx, y: y + slot.dy, scale: slot.scale });
    });
  });
  for (const [space, keys] of loose) {
    const [x, y] = spaceCentre(space);
    slots(keys.length, shipAt.has(space)).forEach((slot, i) =>
      out.set(keys[i] as string, { x: x + slot.dx, y: y + slot.dy, scale: slot.scale }),
    );
  }
  for (let isle = 0; isle < ISLES; isle++) {
    const saved = view.explorers.filter((e) => e.where === 'safe' && e.at === isle);
    const [x, y] = isleCentre(isle);
    slots(saved.length, false).forEach((slot, i) =>
      out.set(`e${saved[i]!.id}`, {
        x: x + slot.dx * 0.9,
        y: y + slot.dy * 0.9 + 3,
        scale: slot.scale * 0.9,
      }),
    );
  }
  return out;
}
