import { refuse, type RuleError } from '../../kernel/index.js';
import { canEnter, letterTargetMask, refusal } from './action.js';
import { derived } from './derived.js';
import { legalMoves } from './legal.js';
import { PASS, colourIndex } from './moves-table.js';
import { BUY_COST, MAX_PROGRAMMED } from './rules-constants.js';
import { lockCost } from './station.js';
import type { AqMove, AqState } from './state.js';

/**
 * Why a player's move is refused, changing nothing: the one answer `apply` and `applyInPlace`
 * give for a move `legal.ts` would not list, a `RuleError` made with the kernel's `refuse`.
 */

const bad = refuse;
/** A ring position's bit, and none for any other number (`1 << 32` would wrap to position 0). */
const BIT = [1, 2, 4, 8, 16, 32];

/** Why a player's move is refused now, or null if it is legal. */
export function check(state: AqState, seat: number, move: AqMove): RuleError | null {
  if (state.phase === 'redline') {
    if (move.type !== 'redline') return bad('aq.redline.pending');
    const p = state.seats[seat]!;
    if (move.pay === 'crystal' && p.crystals === 0) return bad('aq.redline.no-crystal');
    if (move.pay === 'bot') {
      if (p.crystals > 0) return bad('aq.redline.crystal-first');
      if (!p.programmed.includes(colourIndex(move.colour)))
        return bad('aq.redline.not-programmed', { colour: colourIndex(move.colour) });
    }
    return null;
  }
  const p = state.seats[seat]!;
  const d = derived(state.options.pack);
  switch (move.type) {
    case 'redline':
      return bad('aq.redline.none');
    case 'program': {
      const room = d.roomIndex.get(move.room);
      if (room === undefined) return bad('aq.program.no-room', { room: move.room });
      if (!d.arrows[p.engineer]!.includes(room))
        return bad('aq.program.no-arrow', { room: move.room });
      if (p.programmed.length >= MAX_PROGRAMMED) return bad('aq.program.full');
      if (p.supply === 0) return bad('aq.program.no-bot');
      if (!canEnter(state, p, room)) return bad('aq.program.taken', { colour: state.tiles[room]! });
      return null;
    }
    case 'buy': {
      if (p.parked > 0) return bad('aq.buy.used');
      if (p.time < BUY_COST) return bad('aq.buy.cost', { cost: BUY_COST, time: p.time });
      if (p.programmed.length >= MAX_PROGRAMMED) return bad('aq.program.full');
      if (p.supply === 0) return bad('aq.program.no-bot');
      if (p.programmed.includes(colourIndex(move.colour)))
        return bad('aq.program.taken', { colour: colourIndex(move.colour) });
      return null;
    }
    case 'act': {
      const colour = colourIndex(move.colour);
      if (!p.programmed.includes(colour)) return bad('aq.act.not-programmed', { colour });
      const locks = lockCost(state, p.scientist, move.sector);
      const problem = refusal(state, p, seat, move.sector, colour, locks, bad);
      if (problem) return problem;
      const letters = move.letters ?? [];
      if (letters.length > 0) {
        if (move.colour !== 'green') return bad('aq.act.letters-green');
        // The ring positions still free for a letter, a bit each; a letter takes its bit.
        let free = letterTargetMask(state, move.sector);
        for (const l of letters) {
          const bit = BIT[l] ?? 0;
          if (!(free & bit)) return bad('aq.act.letters');
          free ^= bit;
        }
        if (letters.length > p.supply) return bad('aq.program.no-bot');
      }
      return null;
    }
    case 'return':
      return p.programmed.includes(colourIndex(move.colour))
        ? null
        : bad('aq.return.not-programmed', { colour: colourIndex(move.colour) });
    case 'pass':
      // Rare enough to list the moves: passing is legal exactly when legalMoves offers it.
      return legalMoves(state, seat).includes(PASS) ? null : bad('aq.pass.not-yet');
    default:
      return bad('aq.not-now');
  }
}
