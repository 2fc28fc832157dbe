import type { Rng } from '../../kernel/index.js';
import { DICE, LEVELS } from './components.js';
import {
  COUNTS_BY_KEY,
  diceKey,
  diceOfKey,
  PERFECT_BY_KEY,
  POWERS,
  SEQUENCE_BY_KEY,
} from './dice.js';
import { decideMoves } from './rules.js';
import type { EndTrigger, ItbMove, ItbState, Phase } from './state.js';

/**
 * Into the Blue's random playout on a flat copy of the state: numbers in locals and typed arrays,
 * dice as keys (see diceKey), no object per move. It draws exactly what the kernel's list-based
 * playout draws (sampleChance, then `rng.int` over legalMoves in their order), so a playout from
 * the same state and generator ends in the same state; the contract suite holds it to that.
 * The list-based playout made ~25k games/s, a state object per move being most of its time.
 */

const START = 0;
const ROLL = 1;
const DECIDE = 2;
const PLACE = 3;
const CHEST = 4;
const OVER = 5;
/** Steps between moves, drawing nothing: a turn begins (for `current`), ends, a dive resolves. */
const BEGIN_TURN = 6;
const END_TURN = 7;
const RESOLVE = 8;
const PHASES: readonly Phase[] = ['start', 'roll', 'decide', 'place', 'chest', 'over'];

/**
 * By dice key: what each legal decide-move keeps, in legalMoves' order (-1 for stop, at 0), so
 * a drawn index is a kept key without reading the move objects.
 */
const keepsByDice: (Int32Array | undefined)[] = [];

function keepsOf(key: number): Int32Array {
  let keeps = keepsByDice[key];
  if (!keeps) {
    keeps = Int32Array.from(decideMoves(key), (m: ItbMove) =>
      m.type === 'reroll' ? diceKey(m.keep) : -1,
    );
    keepsByDice[key] = keeps;
  }
  return keeps;
}

export function playout(state: ItbState, rng: Rng, seatRngs?: readonly Rng[]): ItbState {
  if (state.phase === 'over') return state;
  const players = state.players;
  // shells[(level - 1) * players + seat]
  const shells = new Int32Array(LEVELS * players);
  for (let l = 0; l < LEVELS; l++) {
    const row = state.shells[l]!;
    for (let s = 0; s < players; s++) shells[l * players + s] = row[s]!;
  }
  const supply = Int32Array.from(state.supply);
  const lastTurn = Int32Array.from(state.lastTurn);
  const chests = state.chests.map((mine) => [...mine]);
  const pool = [...state.chestPool];
  let current = state.current;
  let phase = PHASES.indexOf(state.phase);
  let dice = diceKey(state.dice);
  let kept = diceKey(state.kept);
  let rolling = state.rolling;
  let rollsMade = state.rollsMade;
  let trigger: EndTrigger | null = state.trigger;
  let turnCount = state.turnCount;

  // Steps that draw nothing are phases of their own here, so the loop needs no closures (V8
  // keeps the locals a closure captures in a heap context, which halved this loop's speed).
  while (phase !== OVER) {
    switch (phase) {
      case START:
        current = rng.int(players);
        phase = BEGIN_TURN;
        break;
      case BEGIN_TURN:
        phase = ROLL;
        dice = 0;
        kept = 0;
        rolling = DICE;
        rollsMade = 0;
        lastTurn[current] = turnCount;
        turnCount++;
        break;
      case END_TURN: {
        const seat = (current + 1) % players;
        if (trigger?.kind === 'last-shell' && seat === trigger.by) phase = OVER;
        else {
          current = seat;
          phase = BEGIN_TURN;
        }
        break;
      }
      case RESOLVE:
        if (PERFECT_BY_KEY[dice] === 1) phase = CHEST;
        else if (SEQUENCE_BY_KEY[dice]! > 0) phase = PLACE;
        else phase = END_TURN;
        break;
      case ROLL: {
        let key = kept;
        for (let i = 0; i < rolling; i++) key += POWERS[1 + rng.int(6)]!;
        dice = key;
        kept = 0;
        rolling = 0;
        rollsMade++;
        phase = rollsMade >= 3 ? RESOLVE : DECIDE;
        break;
      }
      case DECIDE: {
        const keeps = keepsByDice[dice] ?? keepsOf(dice);
        const keep = keeps[(seatRngs ? seatRngs[current]! : rng).int(keeps.length)]!;
        if (keep < 0) phase = RESOLVE;
        else {
          phase = ROLL;
          kept = keep;
          rolling = DICE - COUNTS_BY_KEY[keep * 8]!;
        }
        break;
      }
      case PLACE: {
        const level = 1 + (seatRngs ? seatRngs[current]! : rng).int(SEQUENCE_BY_KEY[dice]!);
        const placed = Math.min(COUNTS_BY_KEY[dice * 8 + level]!, supply[current]!);
        shells[(level - 1) * players + current]! += placed;
        supply[current]! -= placed;
        if (!trigger && supply[current] === 0) trigger = { kind: 'last-shell', by: current };
        phase = END_TURN;
        break;
      }
      case CHEST: {
        const value = pool[rng.int(pool.length)]!;
        // As apply does: the first chest of that value leaves the pool.
        pool.splice(pool.indexOf(value), 1);
        chests[current]!.push(value);
        if (pool.length === 0) {
          phase = OVER;
          trigger = { kind: 'last-chest', by: current };
        } else phase = BEGIN_TURN;
        break;
      }
    }
  }

  // The fields in rules.ts's draft order: states compare as JSON.
  return {
    options: state.options,
    players,
    shells: Array.from({ length: LEVELS }, (_, l) =>
      Array.from(shells.subarray(l * players, (l + 1) * players)),
    ),
    supply: Array.from(supply),
    chests,
    chestPool: pool,
    current,
    phase: 'over',
    dice: diceOfKey(dice),
    kept: diceOfKey(kept),
    rolling,
    rollsMade,
    trigger,
    turnCount,
    lastTurn: Array.from(lastTurn),
  };
}
