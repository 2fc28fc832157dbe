import { shuffled, type Actor, type Rng, type Viewer } from '../../kernel/index.js';
import type { ItbMove, ItbState, ItbView } from './state.js';

/** Chests stay face down: a player sees their own values, everyone sees all at the end. */
export function view(state: ItbState, viewer: Viewer): ItbView {
  const over = state.phase === 'over';
  const { chestPool, chests, ...open } = state;
  return {
    ...open,
    viewer,
    chests: chests.map((mine, seat) =>
      over || seat === viewer ? mine : mine.map((): number | null => null),
    ),
    chestsLeft: chestPool.length,
  };
}

/** Only the player who draws a chest sees its value as it is drawn. */
export function viewMove(before: ItbState, actor: Actor, move: ItbMove, viewer: Viewer): unknown {
  if (move.type === 'chest' && viewer !== before.current) return { type: 'chest' };
  void actor;
  return move;
}

/** Deals the chests a viewer cannot see at random among the hidden places (for search bots). */
export function determinize(v: ItbView, rng: Rng): ItbState {
  const unknown = [...v.options.chests];
  for (const mine of v.chests) {
    for (const value of mine) {
      if (value === null) continue;
      const i = unknown.indexOf(value);
      if (i >= 0) unknown.splice(i, 1);
    }
  }
  const deck = shuffled(unknown, rng);
  const chests = v.chests.map((mine) => mine.map((value) => value ?? (deck.pop() as number)));
  const { viewer: _viewer, chestsLeft: _left, chests: _chests, ...open } = v;
  return { ...open, chests, chestPool: deck.sort((a, b) => a - b) };
}
