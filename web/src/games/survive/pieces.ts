import { CREATURES } from '../../../../src/games/survive/components.js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import type { PieceKey } from './actions';
import type { Spot } from './geometry';
import type { CreatureToken } from './model';

/** A piece key's parts: `explorer:3`, `ship:1`, `creature:shark:17`, `value:6`, `new-ship`, `remove`. */
export const pieceParts = (piece: PieceKey) => piece.split(':') as [string, string?, string?];

/** The die's and the tiles' order of the creatures, which the texts number. */
export const creatureIndex = (c: string) => CREATURES.indexOf(c as (typeof CREATURES)[number]);

/** The creature kinds in the order of a token's `kind`. */
const CREATURE_KIND = ['serpent', 'shark', 'whale'] as const;

/** Where a piece that can act stands: a space, an isle reached, or nowhere (one still to place). */
export function pieceSpot(view: SurviveView, piece: PieceKey): Spot | null {
  const [kind, a, b] = pieceParts(piece);
  if (kind === 'explorer') {
    const e = view.explorers[Number(a)];
    if (!e) return null;
    if (e.where === 'aboard') {
      const s = view.ships[e.at] ?? -1;
      return s >= 0 ? { space: s } : null;
    }
    if (e.where === 'safe') return { isle: e.at };
    return e.where === 'land' || e.where === 'sea' ? { space: e.at } : null;
  }
  if (kind === 'ship') {
    const s = view.ships[Number(a)] ?? -1;
    return s >= 0 ? { space: s } : null;
  }
  if (kind === 'creature') return { space: Number(b) };
  return null;
}

/** The space a piece stands on, or -1. */
export function pieceSpace(view: SurviveView, piece: PieceKey): number {
  const spot = pieceSpot(view, piece);
  return spot && 'space' in spot ? spot.space : -1;
}

/** The piece's key on the map (`e3`, `s1`, `c7`: creatures by identity), or null. */
export function mapKey(creatures: readonly CreatureToken[], piece: PieceKey): string | null {
  const [kind, a, b] = pieceParts(piece);
  if (kind === 'explorer') return `e${a}`;
  if (kind === 'ship') return `s${a}`;
  if (kind === 'creature') {
    const c = creatures.find((x) => x.space === Number(b) && CREATURE_KIND[x.kind] === a);
    return c ? `c${c.id}` : null;
  }
  return null;
}
