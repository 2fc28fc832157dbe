import { actionProblem, canEnter, canProgram, letterTargets } from './action.js';
import { derived } from './derived.js';
import { ACT, BUY, PASS, PAY_BOT, PAY_CRYSTAL, RETURN, STOP } from './moves-table.js';
import { COLOURS, GREEN } from './pack.js';
import { BUY_COST } from './rules-constants.js';
import { lockCosts } from './station.js';
import type { AqMove, AqState } from './state.js';

/**
 * The legal moves of a seat: in a turn, program a bot (along an HQ arrow, or once a round for 3
 * time markers), carry out an action with a programmed bot, return a programmed bot, or pass;
 * and the red-line choice, in a turn or at a scoring. `check.ts` says why any other move is
 * refused (the contract suite, tests/contract, holds the two to each other).
 */

const NONE: readonly number[] = [];

/** Every subset of `targets` of at most `max` positions, ascending within each. */
function subsets(targets: readonly number[], max: number): number[][] {
  let out: number[][] = [[]];
  for (const t of targets)
    out = out.concat(out.filter((s) => s.length < max).map((s) => [...s, t]));
  return out;
}

/** The seat's legal moves now, in a fixed order (random playouts draw from it by index). */
export function legalMoves(state: AqState, seat: number): AqMove[] {
  if (state.current !== seat) return [];
  if (state.phase === 'redline') return redLineMoves(state, seat);
  if (state.phase !== 'play') return [];
  const p = state.seats[seat]!;
  const d = derived(state.options.pack);
  const out: AqMove[] = [];
  let canStep = false;
  if (canProgram(p)) {
    for (const room of d.arrows[p.engineer]!) {
      if (canEnter(state, p, room)) {
        out.push(d.programMoves[room]!);
        canStep = true;
      }
    }
    if (p.parked === 0 && p.time >= BUY_COST) {
      for (let c = 0; c < COLOURS.length; c++) if (!p.programmed.includes(c)) out.push(BUY[c]!);
    }
  }
  const locks = p.programmed.length > 0 ? lockCosts(state, p.scientist) : NONE;
  for (const c of p.programmed) {
    for (let pos = 0; pos < 6; pos++) {
      if (actionProblem(state, seat, pos, c, locks[pos])) continue;
      const targets = c === GREEN && p.supply > 0 ? letterTargets(state, pos) : NONE;
      if (targets.length > 0) {
        for (const letters of subsets(targets, p.supply)) {
          out.push(
            letters.length ? { type: 'act', sector: pos, colour: 'green', letters } : ACT[pos]![c]!,
          );
        }
      } else out.push(ACT[pos]![c]!);
    }
  }
  // Returning a bot is no option of its own (it never ends a turn): whoever could only return
  // bots can neither program nor act.
  const idle = out.length === 0;
  for (const c of p.programmed) out.push(RETURN[c]!);
  if (d.exits[p.engineer] || idle || (state.options.passing !== 'exit' && !canStep)) {
    out.push(PASS);
  }
  return out;
}

function redLineMoves(state: AqState, seat: number): AqMove[] {
  const p = state.seats[seat]!;
  if (p.crystals > 0) return [PAY_CRYSTAL, STOP];
  return [...p.programmed.map((c) => PAY_BOT[c]!), STOP];
}
