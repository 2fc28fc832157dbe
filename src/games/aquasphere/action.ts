import { refuse, type RuleError } from '../../kernel/index.js';
import { derived } from './derived.js';
import { BLUE, GREEN, LETTERS, RED } from './pack.js';
import { MAX_EXPANSIONS, MAX_PROGRAMMED, SUBS_PER_COLOUR } from './rules-constants.js';
import { capacity, lockCost } from './station.js';
import type { AqState, PlayerState } from './state.js';

/**
 * What a turn's moves need, read by both `legal.ts` (to list them) and `check.ts` (to say why one
 * is refused): a bot to program, a room the engineer may enter, an action a programmed bot may
 * carry out, and the sectors a green action's letters reach. Apart from both so that the check
 * may list the moves (for a pass) without the list depending back on the check.
 */

const bad = refuse;

/** Whether the player has a bot to program and room for it. */
export function canProgram(p: PlayerState): boolean {
  return p.programmed.length < MAX_PROGRAMMED && p.supply > 0;
}

/** Whether the engineer may step into `room` (an index) now. */
export function canEnter(state: AqState, p: PlayerState, room: number): boolean {
  return !p.programmed.includes(state.tiles[room]!);
}

/** The ring positions of the top expansion's letters in a sector (distinct, ascending). */
export function letterTargets(state: AqState, pos: number): number[] {
  const out: number[] = [];
  for (let mask = letterTargetMask(state, pos), at = 0; mask; mask >>= 1, at++)
    if (mask & 1) out.push(at);
  return out;
}

/** `letterTargets` as a bit per ring position: listing legal moves builds no array for it. */
export function letterTargetMask(state: AqState, pos: number): number {
  const sector = state.station[pos]!;
  const top = sector.expansions[sector.expansions.length - 1];
  if (top === undefined) return 0;
  const d = derived(state.options.pack);
  let mask = 0;
  for (const l of state.options.pack.expansions[top]!.letters)
    mask |= 1 << state.ring.indexOf(d.letterSector[LETTERS.indexOf(l)]!);
  return mask;
}

/** Why an action is refused, or null (letters are checked apart). */
export function actionProblem(
  state: AqState,
  seat: number,
  pos: number,
  colour: number,
  locks = lockCost(state, state.seats[seat]!.scientist, pos),
): RuleError | null {
  const p = state.seats[seat]!;
  if (!p.programmed.includes(colour)) return bad('aq.act.not-programmed', { colour });
  if (locks > p.time) return bad('aq.act.locks', { cost: locks, time: p.time });
  const sector = state.station[pos]!;
  switch (colour) {
    case RED:
      if (sector.cards.length === 0) return bad('aq.act.no-card');
      if (p.cards.length >= capacity(state, p, 'cards'))
        return bad('aq.act.card-capacity', { capacity: capacity(state, p, 'cards') });
      return null;
    case GREEN:
      if (p.expansions.length >= MAX_EXPANSIONS) return bad('aq.act.lab-complete');
      if (sector.expansions.length === 0) return bad('aq.act.no-expansion');
      return null;
    case BLUE: {
      if (sector.subs.includes(seat)) return bad('aq.act.sub-here');
      if (p.subsPlaced >= SUBS_PER_COLOUR) return bad('aq.act.no-sub-left');
      const costs = state.options.pack.sectors[sector.sector]!.subCosts;
      if (sector.subs.length >= costs.length) return bad('aq.act.no-sub-space');
      const cost = locks + costs[sector.subs.length]!;
      if (cost > p.time) return bad('aq.act.sub-cost', { cost, time: p.time });
      return null;
    }
    default:
      return null;
  }
}
