import type { Seat } from '../../kernel/index.js';
import { CREATURES, DEFENCE_BACKS, type Back } from './components.js';
import type { HandTile, SurviveMove, SurviveState } from './state.js';

/** The tiles in players' hands: which tile a move plays, which tile defends, and a hand without one. */

const TELEPORT_BACKS: readonly Back[] = CREATURES.map((c): Back => `move-${c}`);

export function tileBack(
  move: Extract<SurviveMove, { type: 'dolphin' | 'wind' | 'teleport' }>,
): Back {
  return move.type === 'teleport'
    ? (TELEPORT_BACKS[CREATURES.indexOf(move.creature)] ?? `move-${move.creature}`)
    : move.type;
}

export function defenceTile(state: SurviveState, seat: Seat): HandTile | undefined {
  const r = state.reaction;
  if (!r) return undefined;
  const back: Back = r.creature === 'shark' ? 'shark-defence' : 'whale-defence';
  if (!DEFENCE_BACKS.has(back)) return undefined;
  return (state.hands[seat] ?? []).find((t) => t.back === back);
}

export function withoutSeatTile(
  hands: readonly (readonly HandTile[])[],
  seat: Seat,
  back: Back,
): (readonly HandTile[])[] {
  return hands.map((hand, s) => {
    if (s !== seat) return hand;
    const i = hand.findIndex((t) => t.back === back);
    return hand.filter((_, j) => j !== i);
  });
}
