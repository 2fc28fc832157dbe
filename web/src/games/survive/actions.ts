import type { SurviveMove, SurviveView } from '../../../../src/games/survive/state.js';

/**
 * The board's interaction, read off the legal moves: a move either picks a piece and a target
 * (an explorer and a space, a ship and a space, a creature and a space, an explorer value and a
 * space...) or is a plain choice (end moves, defend, play a tile). Selecting a piece highlights
 * its targets; choosing a target plays the move.
 */
export type Target =
  | { readonly kind: 'space'; readonly space: number }
  | { readonly kind: 'isle'; readonly isle: number };

export type PieceKey = string;

export interface TargetedAction {
  readonly piece: PieceKey;
  readonly target: Target;
  readonly move: SurviveMove;
}

export interface Actions {
  readonly targeted: readonly TargetedAction[];
  /** Moves without a target on the map: buttons. */
  readonly choices: readonly SurviveMove[];
  /** The pieces that can act, in a stable order. */
  readonly pieces: readonly PieceKey[];
}

export const targetKey = (t: Target) => (t.kind === 'space' ? `s${t.space}` : `i${t.isle}`);

export function pieceOf(
  move: SurviveMove,
  view: SurviveView,
): { piece: PieceKey; target: Target } | null {
  switch (move.type) {
    case 'place-explorer':
      return { piece: `value:${move.value}`, target: { kind: 'space', space: move.space } };
    case 'place-ship':
      return { piece: 'new-ship', target: { kind: 'space', space: move.space } };
    case 'walk':
    case 'swim':
      return { piece: `explorer:${move.explorer}`, target: { kind: 'space', space: move.space } };
    case 'board':
      return {
        piece: `explorer:${move.explorer}`,
        target: { kind: 'space', space: view.ships[move.ship] ?? -1 },
      };
    case 'ashore':
      return { piece: `explorer:${move.explorer}`, target: { kind: 'isle', isle: move.isle } };
    case 'sail':
      return { piece: `ship:${move.ship}`, target: { kind: 'space', space: move.space } };
    case 'creature':
      return {
        piece: `creature:${view.die ?? ''}:${move.from}`,
        target: { kind: 'space', space: move.to },
      };
    case 'teleport':
      return {
        piece: `creature:${move.creature}:${move.from}`,
        target: { kind: 'space', space: move.to },
      };
    case 'remove':
      return { piece: 'remove', target: { kind: 'space', space: move.space } };
    default:
      return null;
  }
}

export function actionsOf(legal: readonly SurviveMove[], view: SurviveView): Actions {
  const targeted: TargetedAction[] = [];
  const choices: SurviveMove[] = [];
  const pieces: PieceKey[] = [];
  for (const move of legal) {
    const p = pieceOf(move, view);
    if (!p) {
      choices.push(move);
      continue;
    }
    if (!pieces.includes(p.piece)) pieces.push(p.piece);
    targeted.push({ ...p, move });
  }
  return { targeted, choices, pieces };
}

/** The moves of one piece onto one target (a space may take a swim and a boarding alike). */
export function movesTo(actions: Actions, piece: PieceKey, target: Target): SurviveMove[] {
  const key = targetKey(target);
  return actions.targeted
    .filter((a) => a.piece === piece && targetKey(a.target) === key)
    .map((a) => a.move);
}

export function targetsOf(actions: Actions, piece: PieceKey | null): Target[] {
  if (piece === null) return [];
  const seen = new Map<string, Target>();
  for (const a of actions.targeted) if (a.piece === piece) seen.set(targetKey(a.target), a.target);
  return [...seen.values()];
}
