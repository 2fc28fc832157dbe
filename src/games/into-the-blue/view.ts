import { shuffled, type Actor, type Rng, type Viewer } from '../../kernel/index.js';
import type { ItbMove, ItbState, ItbView } from './state.js';

/** Chests stay face down: a player sees their own values, everyone sees all at the end. */
export function view(state: ItbState, viewer: Viewer): ItbView {
  const over = state.phase === 'over';
  // Field by field, not `{ chestPool, chests, ...open } = state`: the server builds a view per
  // viewer per move, and a rest pattern copied the state's fields about 50 times slower.
  return {
    options: state.options,
    players: state.players,
    shells: state.shells,
    supply: state.supply,
    current: state.current,
    phase: state.phase,
    dice: state.dice,
    kept: state.kept,
    rolling: state.rolling,
    rollsMade: state.rollsMade,
    trigger: state.trigger,
    turnCount: state.turnCount,
    lastTurn: state.lastTurn,
    viewer,
    chests: state.chests.map((mine, seat) =>
      over || seat === viewer ? mine : mine.map((): number | null => null),
    ),
    chestsLeft: state.chestPool.length,
  };
}

/** Only the player who draws a chest sees its value as it is drawn. */
export function viewMove(before: ItbState, actor: Actor, move: ItbMove, viewer: Viewer): unknown {
  if (move.type === 'chest' && viewer !== before.current) return { type: 'chest' };
  void actor;
  return move;
}

/** The chest values a viewer has not seen: all of the table's chests less those shown in the view. */
export function unseenChests(v: ItbView): number[] {
  const unseen = [...v.options.chests];
  for (const mine of v.chests) {
    for (const value of mine) {
      if (value === null) continue;
      const i = unseen.indexOf(value);
      if (i >= 0) unseen.splice(i, 1);
    }
  }
  return unseen;
}

/** Deals the chests a viewer cannot see at random among the hidden places (for search bots). */
export function determinize(v: ItbView, rng: Rng): ItbState {
  const deck = shuffled(unseenChests(v), rng);
  const chests = v.chests.map((mine) => mine.map((value) => value ?? (deck.pop() as number)));
  const { viewer: _viewer, chestsLeft: _left, chests: _chests, ...open } = v;
  return { ...open, chests, chestPool: deck.sort((a, b) => a - b) };
}
