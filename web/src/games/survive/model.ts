import type { SurviveView } from '../../../../src/games/survive/state.js';
import { spotCentre, type Spot } from './geometry';

/**
 * What the map keeps from one view to the next, so that pieces glide between spaces and the
 * latest moves stay drawn on the map: creatures as tokens with an identity (the view only
 * counts them per space), and the marks of others' moves since the viewer last played.
 */

export interface CreatureToken {
  readonly id: number;
  /** 0 sea serpent, 1 shark, 2 whale. */
  readonly kind: number;
  readonly space: number;
}

const distance = (a: number, b: number) => {
  const [ax, ay] = spotCentre({ space: a });
  const [bx, by] = spotCentre({ space: b });
  return Math.hypot(ax - bx, ay - by);
};

/**
 * The creatures of `view` as tokens, keeping the ids of `prev`: a token stays where its space
 * still has a creature of its kind; a creature that appeared elsewhere takes the nearest token
 * left over (it moved there); the rest are new, and leftovers are gone.
 */
export function reconcileCreatures(
  prev: readonly CreatureToken[],
  creatures: SurviveView['creatures'],
): CreatureToken[] {
  let nextId = prev.reduce((m, t) => Math.max(m, t.id + 1), 0);
  const out: CreatureToken[] = [];
  for (let kind = 0; kind < 3; kind++) {
    const wanted = new Map<number, number>();
    for (const { space, counts } of creatures) {
      const n = counts[kind] ?? 0;
      if (n > 0) wanted.set(space, n);
    }
    const left: CreatureToken[] = [];
    for (const token of prev) {
      if (token.kind !== kind) continue;
      const n = wanted.get(token.space) ?? 0;
      if (n > 0) {
        wanted.set(token.space, n - 1);
        out.push(token);
      } else left.push(token);
    }
    for (const [space, n] of wanted) {
      for (let i = 0; i < n; i++) {
        let best = -1;
        left.forEach((t, j) => {
          if (best < 0 || distance(t.space, space) < distance(left[best]!.space, space)) best = j;
        });
        const id = best >= 0 ? left.splice(best, 1)[0]!.id : nextId++;
        out.push({ id, kind, space });
      }
    }
  }
  return out.sort((a, b) => a.id - b.id);
}

/** Where every piece is, by key: e<id> explorers, s<id> ships, c<id> creatures. */
export type Snapshot = ReadonlyMap<string, Spot>;

export function snapshot(view: SurviveView, creatures: readonly CreatureToken[]): Snapshot {
  const out = new Map<string, Spot>();
  view.ships.forEach((space, id) => {
    if (space >= 0) out.set(`s${id}`, { space });
  });
  for (const e of view.explorers) {
    if (e.where === 'land' || e.where === 'sea') out.set(`e${e.id}`, { space: e.at });
    else if (e.where === 'safe') out.set(`e${e.id}`, { isle: e.at });
    else if (e.where === 'aboard') {
      const space = view.ships[e.at] ?? -1;
      // Aboard: where its ship is, and it moves with it (the ship's mark says so).
      if (space >= 0) out.set(`e${e.id}:${e.at}`, { space });
    }
  }
  for (const c of creatures) out.set(`c${c.id}`, { space: c.space });
  return out;
}

/** A mark on the map: a piece that moved, appeared, or was lost; a tile that sank. */
export type Mark =
  | { readonly kind: 'move'; readonly from: Spot; readonly to: Spot; readonly seat: number }
  | { readonly kind: 'new' | 'gone' | 'sunk'; readonly at: Spot; readonly seat: number };

const same = (a: Spot, b: Spot) =>
  'space' in a ? 'space' in b && a.space === b.space : 'isle' in b && a.isle === b.isle;

/** An explorer's key without its ship: the same explorer aboard or not. */
const base = (key: string) => key.split(':')[0] as string;

/** What changed on the map from one view to the next, as marks of `seat` (who was playing). */
export function diff(
  before: Snapshot,
  after: Snapshot,
  terrainBefore: readonly number[],
  terrainAfter: readonly number[],
  seat: number,
): Mark[] {
  const marks: Mark[] = [];
  const seen = new Set<string>();
  const add = (m: Mark) => {
    const key = JSON.stringify(m);
    if (seen.has(key)) return;
    seen.add(key);
    marks.push(m);
  };
  const afterByBase = new Map([...after].map(([k, v]) => [base(k), [k, v] as const]));
  const beforeBases = new Set([...before.keys()].map(base));
  for (const [key, from] of before) {
    const found = afterByBase.get(base(key));
    if (!found) {
      add({ kind: 'gone', at: from, seat });
      continue;
    }
    const [afterKey, to] = found;
    // Aboard the same ship before and after: the ship's own mark tells its move.
    if (afterKey === key && key.includes(':')) continue;
    if (!same(from, to)) add({ kind: 'move', from, to, seat });
  }
  for (const [key, at] of after) if (!beforeBases.has(base(key))) add({ kind: 'new', at, seat });
  terrainBefore.forEach((t, space) => {
    if (t > 0 && terrainAfter[space] === 0) add({ kind: 'sunk', at: { space }, seat });
  });
  return marks;
}
