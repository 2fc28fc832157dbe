import type { Rng } from '../../kernel/index.js';
import * as rngModule from '../../kernel/rng.js';
import * as componentsModule from './components.js';
import * as diceModule from './dice.js';
import * as diceIndexModule from './dice-index.js';
import type { EndTrigger, ItbState, Phase } from './state.js';

/**
 * Into the Blue's random playout on a flat copy of the state: numbers in locals and typed arrays
 * kept between calls, dice as dense indices (see dice-index.ts), moves as integers, nothing allocated per move or
 * turn. It draws exactly what the kernel's list-based playout draws (sampleChance, then `rng.int`
 * over legalMoves in their order), so a playout from the same state and generator ends in the
 * same state; the contract suite and this game's properties hold it to that.
 * The list-based playout made ~25k games/s, a state object per move being most of its time.
 */

/**
 * This module's imports, as its own constants: V8 reads an imported binding through its module
 * cell at every use, where it folds a module's own constant (docs/architecture.md,
 * "Hot paths read module constants").
 */
const { intFromWords, seededWords } = rngModule;
const { DICE, LEVELS } = componentsModule;
const { diceKey, diceOfKey } = diceModule;
const { ADD, COUNT, indexOfKey, KEEP_AT, KEEP_COUNT, KEEPS, KEY_OF, PERFECT, SEQUENCE } =
  diceIndexModule;

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
/** lastShellBy's value once the last chest is taken (it ends the game at once). */
const LAST_CHEST = -2;
const PHASES: readonly Phase[] = ['start', 'roll', 'decide', 'place', 'chest', 'over'];

/** Scratch of the flat state, reused by every call (a playout runs to its end, never nested). */
const MAX_PLAYERS = 5;
const CHESTS_MAX = 16;
/** shells[(level - 1) * players + seat] */
const shells = new Int32Array(LEVELS * MAX_PLAYERS);
const supply = new Int32Array(MAX_PLAYERS);
const lastTurn = new Int32Array(MAX_PLAYERS);
/** The chest pool, sorted as the state keeps it. */
const pool = new Int32Array(CHESTS_MAX);
/** chests[seat * CHESTS_MAX + i]: the seat's chests in the order taken; chestCount[seat] of them. */
const chests = new Int32Array(MAX_PLAYERS * CHESTS_MAX);
const chestCount = new Int32Array(MAX_PLAYERS);

/** Each seat's generator words for the call in progress (see playout). */
const seatWords: (Uint32Array | undefined)[] = Array<undefined>(MAX_PLAYERS).fill(undefined);

export function playout(state: ItbState, rng: Rng, seatRngs?: readonly Rng[]): ItbState {
  if (state.phase === 'over') return state;
  const players = state.players;
  if (players > MAX_PLAYERS || state.chestPool.length + state.options.chests.length > CHESTS_MAX)
    throw new RangeError('into-the-blue playout: more players or chests than its scratch holds');
  for (let l = 0; l < LEVELS; l++) {
    const row = state.shells[l]!;
    for (let s = 0; s < players; s++) shells[l * players + s] = row[s]!;
  }
  for (let s = 0; s < players; s++) {
    supply[s] = state.supply[s]!;
    lastTurn[s] = state.lastTurn[s]!;
    const mine = state.chests[s]!;
    chestCount[s] = mine.length;
    for (let i = 0; i < mine.length; i++) chests[s * CHESTS_MAX + i] = mine[i]!;
  }
  let poolSize = state.chestPool.length;
  for (let i = 0; i < poolSize; i++) pool[i] = state.chestPool[i]!;
  let current = state.current;
  let phase = PHASES.indexOf(state.phase);
  let dice = indexOfKey(diceKey(state.dice));
  let kept = indexOfKey(diceKey(state.kept));
  let rolling = state.rolling;
  let rollsMade = state.rollsMade;
  // Who placed the last shell: -1 no one yet, LAST_CHEST when the last chest ended the game.
  const trigger = state.trigger;
  let lastShellBy = trigger === null ? -1 : trigger.kind === 'last-shell' ? trigger.by : LAST_CHEST;
  let turnCount = state.turnCount;
  const words = seededWords(rng);
  // Whose words each seat's moves step (its own generator's, or chance's); undefined: a
  // generator this loop cannot step, drawn from by its `int`.
  let seatsSeeded = true;
  for (let s = 0; s < players; s++) {
    seatWords[s] = seatRngs ? seededWords(seatRngs[s]!) : words;
    if (seatWords[s] === undefined) seatsSeeded = false;
  }

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
        const seat = current + 1 === players ? 0 : current + 1;
        if (seat === lastShellBy) phase = OVER;
        else {
          current = seat;
          phase = BEGIN_TURN;
        }
        break;
      }
      case RESOLVE:
        phase = PERFECT[dice] === 1 ? CHEST : SEQUENCE[dice]! > 0 ? PLACE : END_TURN;
        break;
      case ROLL: {
        let d = kept;
        if (words === undefined) for (let i = 0; i < rolling; i++) d = ADD[d * 8 + 1 + rng.int(6)]!;
        else {
          // Most draws are dice: rng.int(6) stepped here in locals, as nextUint32 and int do it
          // (xoshiro128**, then Lemire's method; for 6, low words below 4 are rejected).
          let s0 = words[0]!;
          let s1 = words[1]!;
          let s2 = words[2]!;
          let s3 = words[3]!;
          for (let i = 0; i < rolling;) {
            const x = Math.imul(s1, 5);
            const r = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
            const t = s1 << 9;
            const c = s2 ^ s0;
            const e = s3 ^ s1;
            s0 ^= e;
            s1 ^= c;
            s2 = c ^ t;
            s3 = (e << 11) | (e >>> 21);
            const m = r * 6;
            const high = Math.floor(m / 0x100000000);
            if (m - high * 0x100000000 >= 4) {
              d = ADD[d * 8 + 1 + high]!;
              i++;
            }
          }
          words[0] = s0;
          words[1] = s1;
          words[2] = s2;
          words[3] = s3;
        }
        dice = d;
        kept = 0;
        rolling = 0;
        rollsMade++;
        phase = rollsMade >= 3 ? RESOLVE : DECIDE;
        break;
      }
      case DECIDE: {
        const n = KEEP_COUNT[dice]!;
        const pick = seatsSeeded
          ? intFromWords(seatWords[current]!, n)
          : (seatRngs ? seatRngs[current]! : rng).int(n);
        const keep = KEEPS[KEEP_AT[dice]! + pick]!;
        if (keep < 0) phase = RESOLVE;
        else {
          phase = ROLL;
          kept = keep;
          rolling = DICE - COUNT[keep * 8]!;
        }
        break;
      }
      case PLACE: {
        const k = SEQUENCE[dice]!;
        const level =
          1 +
          (seatsSeeded
            ? intFromWords(seatWords[current]!, k)
            : (seatRngs ? seatRngs[current]! : rng).int(k));
        const showing = COUNT[dice * 8 + level]!;
        const have = supply[current]!;
        const placed = showing < have ? showing : have;
        shells[(level - 1) * players + current]! += placed;
        supply[current] = have - placed;
        if (lastShellBy === -1 && have === placed) lastShellBy = current;
        phase = END_TURN;
        break;
      }
      case CHEST: {
        const at = rng.int(poolSize);
        const value = pool[at]!;
        // As apply does: the first chest of that value leaves the pool (the pool is sorted).
        let first = at;
        while (first > 0 && pool[first - 1] === value) first--;
        pool.copyWithin(first, first + 1, poolSize);
        poolSize--;
        chests[current * CHESTS_MAX + chestCount[current]!] = value;
        chestCount[current]!++;
        if (poolSize === 0) {
          phase = OVER;
          lastShellBy = LAST_CHEST;
        } else phase = BEGIN_TURN;
        break;
      }
    }
  }

  // The fields in apply.ts's draft order (states compare as JSON), built by plain loops:
  // Array.from over typed subarrays was a tenth of a game.
  const shellRows: number[][] = [];
  for (let l = 0; l < LEVELS; l++) {
    const row: number[] = [];
    for (let s = 0; s < players; s++) row.push(shells[l * players + s]!);
    shellRows.push(row);
  }
  const supplyOut: number[] = [];
  const lastTurnOut: number[] = [];
  const chestsOut: number[][] = [];
  for (let s = 0; s < players; s++) {
    supplyOut.push(supply[s]!);
    lastTurnOut.push(lastTurn[s]!);
    const mine: number[] = [];
    for (let i = 0; i < chestCount[s]!; i++) mine.push(chests[s * CHESTS_MAX + i]!);
    chestsOut.push(mine);
  }
  const poolOut: number[] = [];
  for (let i = 0; i < poolSize; i++) poolOut.push(pool[i]!);
  let triggerOut: EndTrigger | null = trigger;
  if (lastShellBy === LAST_CHEST) triggerOut = { kind: 'last-chest', by: current };
  else if (trigger === null && lastShellBy >= 0)
    triggerOut = { kind: 'last-shell', by: lastShellBy };
  return {
    options: state.options,
    players,
    shells: shellRows,
    supply: supplyOut,
    chests: chestsOut,
    chestPool: poolOut,
    current,
    phase: 'over',
    dice: diceOfKey(KEY_OF[dice]!),
    kept: diceOfKey(KEY_OF[kept]!),
    rolling,
    rollsMade,
    trigger: triggerOut,
    turnCount,
    lastTurn: lastTurnOut,
  };
}
