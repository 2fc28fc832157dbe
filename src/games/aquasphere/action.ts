import type { Params } from '../../kernel/index.js';
import { derived } from './derived.js';
import { BLUE, GREEN, LETTERS, RED } from './pack.js';
import { MAX_EXPANSIONS, MAX_PROGRAMMED, SUBS_PER_COLOUR } from './rules-constants.js';
import { capacity } from './station.js';
import type { AqState, PlayerState } from './state.js';

/**
 * What a turn's moves need, read by both `legal.ts` (to list them) and `check.ts` (to say why one
 * is refused): a bot to program, a room the engineer may enter, an action a programmed bot may
 * carry out, and the sectors a green action's letters reach. Apart from both so that the check
 * may list the moves (for a pass) without the list depending back on the check.
 */

/** Whether the player has a bot to program and room for it. */
export function canProgram(p: PlayerState): boolean {
  return p.programmed.length < MAX_PROGRAMMED && p.supply > 0;
}

/** Whether the engineer may step into `room` (an index) now. */
export function canEnter(state: AqState, p: PlayerState, room: number): boolean {
  return !p.programmed.includes(state.tiles[room]!);
}

/** The ring positions of the top expansion's letters in a sector, a bit each. */
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

/**
 * How a refusal is answered. The rules of an action are written once (`refusal`), for two
 * askers: `check.ts` wants the error (`refuse`), while listing legal moves asks for every bot and
 * sector of every turn, is refused about two times in five and wants only a yes: it answers with
 * `Boolean` (a code is true), which the optimiser inlines, and the params object it is handed is
 * never built. An error built there only fed the collector (AquaSphere's random playouts are
 * about 1.1x faster without).
 */
type Answer<T> = (code: string, params?: Params) => T;

/** Why a programmed bot may not act, answered by `no`, or null. */
export function refusal<T>(
  state: AqState,
  p: PlayerState,
  seat: number,
  pos: number,
  colour: number,
  locks: number,
  no: Answer<T>,
): T | null {
  if (locks > p.time) return no('aq.act.locks', { cost: locks, time: p.time });
  const sector = state.station[pos]!;
  switch (colour) {
    case RED:
      if (sector.cards.length === 0) return no('aq.act.no-card');
      if (p.cards.length >= capacity(state, p, 'cards'))
        return no('aq.act.card-capacity', { capacity: capacity(state, p, 'cards') });
      return null;
    case GREEN:
      if (p.expansions.length >= MAX_EXPANSIONS) return no('aq.act.lab-complete');
      if (sector.expansions.length === 0) return no('aq.act.no-expansion');
      return null;
    case BLUE: {
      if (sector.subs.includes(seat)) return no('aq.act.sub-here');
      if (p.subsPlaced >= SUBS_PER_COLOUR) return no('aq.act.no-sub-left');
      const costs = state.options.pack.sectors[sector.sector]!.subCosts;
      if (sector.subs.length >= costs.length) return no('aq.act.no-sub-space');
      const cost = locks + costs[sector.subs.length]!;
      if (cost > p.time) return no('aq.act.sub-cost', { cost, time: p.time });
      return null;
    }
    default:
      return null;
  }
}
