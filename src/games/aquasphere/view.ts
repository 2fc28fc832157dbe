import type { Actor, Viewer } from '../../kernel/index.js';
import { shown } from './shown.js';
import { clone, type AqMove, type AqState } from './state.js';

/**
 * Nothing in AquaSphere is secret: research cards, lab expansions and program cards lie face up
 * once drawn, and what is still face down is drawn by chance only when it is turned up (setup.ts),
 * so it is not in the state at all. A view is the whole state, with who is looking: the state's
 * frozen copy, one for all its viewers (shown.ts).
 */
export type AqView = AqState & { readonly viewer: Viewer };

export function view(state: AqState, viewer: Viewer): AqView {
  return { ...shown(state), viewer };
}

export function viewMove(_before: AqState, _actor: Actor, move: AqMove, _viewer: Viewer): unknown {
  return move;
}

/** The full state a view stands for: the view itself (nothing was hidden). */
export function determinize(v: AqView): AqState {
  return clone(v);
}
