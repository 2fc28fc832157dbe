import { canEnter, canProgram, letterTargetMask, refusal } from './action.js';
import { derived } from './derived.js';
import { putGreenActs } from './green-moves.js';
import { ACT, BUY, PASS, PAY_BOT, PAY_CRYSTAL, RETURN, STOP } from './moves-table.js';
import { COLOURS, GREEN } from './pack.js';
import { BUY_COST } from './rules-constants.js';
import { lockCostsInto } from './station.js';
import type { AqMove, AqState } from './state.js';

/**
 * The legal moves of a seat: in a turn, program a bot (along an HQ arrow, or once a round for 3
 * time markers), carry out an action with a programmed bot, return a programmed bot, or pass;
 * and the red-line choice, in a turn or at a scoring. `check.ts` says why any other move is
 * refused (the contract suite, tests/contract, holds the two to each other).
 */

const NONE: readonly number[] = [];
/** Lock costs while listing (filled and read within one call, never handed out). */
const locksScratch = [0, 0, 0, 0, 0, 0];

/** The seat's legal moves now, in a fixed order (random playouts draw from it by index). */
export function legalMoves(state: AqState, seat: number): AqMove[] {
  const out: AqMove[] = [];
  fillLegalMoves(state, seat, out);
  return out;
}

/**
 * `legalMoves` written over the start of `out`; returns how many. The game's playout lists every
 * turn into one array and ignores what lies past the count (shared moves, never changed, see
 * moves-table.ts), which spares it even truncating the array.
 */
export function fillLegalMoves(state: AqState, seat: number, out: AqMove[]): number {
  if (state.current !== seat) return 0;
  if (state.phase === 'redline') return redLineMoves(state, seat, out);
  if (state.phase !== 'play') return 0;
  const p = state.seats[seat]!;
  const d = derived(state.options.pack);
  let n = 0;
  let canStep = false;
  if (canProgram(p)) {
    for (const room of d.arrows[p.engineer]!) {
      if (canEnter(state, p, room)) {
        out[n++] = d.programMoves[room]!;
        canStep = true;
      }
    }
    if (p.parked === 0 && p.time >= BUY_COST) {
      for (let c = 0; c < COLOURS.length; c++) if (!p.programmed.includes(c)) out[n++] = BUY[c]!;
    }
  }
  const locks = p.programmed.length > 0 ? lockCostsInto(state, p.scientist, locksScratch) : NONE;
  for (const c of p.programmed) {
    for (let pos = 0; pos < 6; pos++) {
      if (refusal(state, p, seat, pos, c, locks[pos]!, Boolean)) continue;
      if (c === GREEN && p.supply > 0)
        n = putGreenActs(out, n, pos, letterTargetMask(state, pos), p.supply);
      else out[n++] = ACT[pos]![c]!;
    }
  }
  // Returning a bot is no option of its own (it never ends a turn): whoever could only return
  // bots can neither program nor act.
  const idle = n === 0;
  for (const c of p.programmed) out[n++] = RETURN[c]!;
  if (d.exits[p.engineer] || idle || (state.options.passing !== 'exit' && !canStep)) {
    out[n++] = PASS;
  }
  return n;
}

function redLineMoves(state: AqState, seat: number, out: AqMove[]): number {
  const p = state.seats[seat]!;
  let n = 0;
  if (p.crystals > 0) out[n++] = PAY_CRYSTAL;
  else for (const c of p.programmed) out[n++] = PAY_BOT[c]!;
  out[n++] = STOP;
  return n;
}
