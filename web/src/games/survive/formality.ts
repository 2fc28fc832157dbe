import type { SurviveMove } from '../../../../src/games/survive/state.js';

/**
 * The move a person alone at a table with bots is not asked for: "do not defend" when they hold
 * no tile to defend with, so the question would have one answer. Everyone a creature reaches is
 * asked, tile or not, so that others cannot tell a hand from how fast it answers: online and at
 * a hot-seat table the question stays (the local table asks this only when one person sits).
 */
export function formality(legal: readonly unknown[]): unknown {
  const only = legal.length === 1 ? (legal[0] as SurviveMove) : undefined;
  return only?.type === 'decline' ? only : undefined;
}
