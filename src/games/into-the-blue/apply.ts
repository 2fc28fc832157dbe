import { checkActor, fail, ok, type Actor, type Outcome, type Seat } from '../../kernel/index.js';
import { CHEST_FACE, DICE } from './components.js';
import {
  combineDice,
  countOf,
  diceOfKey,
  isPerfect,
  sequenceLength,
  subMultisetKey,
} from './dice.js';
import { NO_DICE } from './setup.js';
import type { ItbMove, ItbState } from './state.js';

/** Who is to move, and a move applied: its checks and the new state. */

const CHANCE: readonly Actor[] = ['chance'];
const seatActors: (readonly Actor[])[] = [];

export function toMove(state: ItbState): readonly Actor[] {
  switch (state.phase) {
    case 'start':
    case 'roll':
    case 'chest':
      return CHANCE;
    case 'decide':
    case 'place':
      return (seatActors[state.current] ??= [state.current]);
    case 'over':
      return [];
  }
}

type Draft = { -readonly [K in keyof ItbState]: ItbState[K] };

/**
 * A copy to change before handing it out. Every state is built here with the same fields in the
 * same order, so V8 sees one object shape: object spreads over mixed shapes made playouts 3x slower.
 */
function draft(s: ItbState): Draft {
  return {
    options: s.options,
    players: s.players,
    shells: s.shells,
    supply: s.supply,
    chests: s.chests,
    chestPool: s.chestPool,
    current: s.current,
    phase: s.phase,
    dice: s.dice,
    kept: s.kept,
    rolling: s.rolling,
    rollsMade: s.rollsMade,
    trigger: s.trigger,
    turnCount: s.turnCount,
    lastTurn: s.lastTurn,
  };
}
export function apply(state: ItbState, actor: Actor, move: ItbMove): Outcome<ItbState> {
  const who = checkActor(toMove(state), actor);
  if (!who.ok) return who;
  switch (move.type) {
    case 'start': {
      if (state.phase !== 'start' || move.seat >= state.players) return fail('illegal-chance');
      const next = draft(state);
      startTurn(next, move.seat);
      return ok(next);
    }
    case 'dice':
      return applyDice(state, move.values);
    case 'chest':
      return applyChest(state, move.value);
    case 'reroll':
      return applyReroll(state, move.keep);
    case 'stop': {
      if (state.phase !== 'decide') return fail('itb.cannot-stop');
      const next = draft(state);
      resolveDive(next);
      return ok(next);
    }
    case 'place':
      return applyPlace(state, move.level);
  }
}

// Each move copies the state once (draft) and the steps below change that copy in place.

function applyDice(state: ItbState, values: readonly number[]): Outcome<ItbState> {
  if (state.phase !== 'roll') return fail('illegal-chance');
  if (values.length !== state.rolling)
    return fail('itb.wrong-dice-count', { expected: state.rolling });
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (!(v >= 1 && v <= CHEST_FACE && Number.isInteger(v)))
      return fail('itb.bad-face', { face: String(v) });
  }
  const next = draft(state);
  next.dice = combineDice(state.kept, values);
  next.kept = NO_DICE;
  next.rolling = 0;
  next.rollsMade = state.rollsMade + 1;
  next.phase = 'decide';
  // After the third roll the result is fixed.
  if (next.rollsMade >= 3) resolveDive(next);
  return ok(next);
}

function applyReroll(state: ItbState, keep: readonly number[]): Outcome<ItbState> {
  if (state.phase !== 'decide') return fail('itb.cannot-reroll');
  if (keep.length >= state.dice.length) return fail('itb.reroll-none');
  const keepKey = subMultisetKey(keep, state.dice);
  if (keepKey < 0) return fail('itb.keep-not-rolled');
  const next = draft(state);
  next.phase = 'roll';
  next.kept = diceOfKey(keepKey);
  next.rolling = DICE - keep.length;
  return ok(next);
}

/** The dice are final: an unsuccessful dive ends the turn, a successful one awaits placement. */
function resolveDive(next: Draft): void {
  if (isPerfect(next.dice)) next.phase = 'chest';
  else if (sequenceLength(next.dice) > 0) next.phase = 'place';
  else endTurn(next);
}

function applyPlace(state: ItbState, level: number): Outcome<ItbState> {
  if (state.phase !== 'place') return fail('itb.cannot-place');
  const k = sequenceLength(state.dice);
  if (!Number.isInteger(level) || level < 1 || level > k) {
    return fail('itb.level-not-in-sequence', { level: String(level), max: k });
  }
  const seat = state.current;
  const have = state.supply[seat] ?? 0;
  // Placing is mandatory; a player short of shells places what they have.
  const placed = Math.min(countOf(state.dice, level), have);
  const next = draft(state);
  next.shells = state.shells.map((row, i) =>
    i === level - 1 ? row.map((n, s) => (s === seat ? n + placed : n)) : row,
  );
  next.supply = state.supply.map((n, s) => (s === seat ? n - placed : n));
  next.trigger =
    state.trigger ?? (next.supply[seat] === 0 ? { kind: 'last-shell', by: seat } : null);
  endTurn(next);
  return ok(next);
}

function applyChest(state: ItbState, value: number): Outcome<ItbState> {
  if (state.phase !== 'chest') return fail('illegal-chance');
  const index = state.chestPool.indexOf(value);
  if (index < 0) return fail('itb.no-such-chest', { value: String(value) });
  const seat = state.current;
  const next = draft(state);
  next.chestPool = state.chestPool.filter((_, i) => i !== index);
  next.chests = state.chests.map((mine, s) => (s === seat ? [...mine, value] : mine));
  if (next.chestPool.length === 0) {
    // The last chest ends the game at once: no extra turn, no final round.
    next.phase = 'over';
    next.trigger = { kind: 'last-chest', by: seat };
  } else {
    // A perfect dive gives another full turn at once.
    startTurn(next, seat);
  }
  return ok(next);
}

function startTurn(next: Draft, seat: Seat): void {
  const turn = next.turnCount;
  next.current = seat;
  next.phase = 'roll';
  next.dice = NO_DICE;
  next.kept = NO_DICE;
  next.rolling = DICE;
  next.rollsMade = 0;
  next.turnCount = turn + 1;
  next.lastTurn = next.lastTurn.map((t, s) => (s === seat ? turn : t));
}

/**
 * Passes the turn clockwise. After the last shell, every other player has exactly one more turn:
 * the game ends when the turn would come back to the player who placed it.
 */
function endTurn(next: Draft): void {
  const seat = (next.current + 1) % next.players;
  if (next.trigger?.kind === 'last-shell' && seat === next.trigger.by) next.phase = 'over';
  else startTurn(next, seat);
}
