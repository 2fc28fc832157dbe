import {
  checkActor,
  fail,
  ok,
  type Actor,
  type ChanceOutcome,
  type Outcome,
  type Rng,
  type Seat,
} from '../../kernel/index.js';
import { CHEST_FACE, DICE, LEVELS, SHELLS_PER_PLAYER } from './components.js';
import {
  combineDice,
  diceKey,
  diveOutcome,
  faceCounts,
  isSubMultiset,
  keepChoices,
  rollOutcomesOf,
  sequenceLength,
} from './dice.js';
import type { ItbOptions } from './options.js';
import type { ItbMove, ItbState } from './state.js';

export function setup(options: ItbOptions, players: number): ItbState {
  const zeros = Array<number>(players).fill(0);
  return {
    options,
    players,
    shells: Array.from({ length: LEVELS }, () => zeros),
    supply: Array<number>(players).fill(SHELLS_PER_PLAYER),
    chests: Array.from({ length: players }, () => []),
    // The chests lie face down: which one is taken is a chance move, so their order is irrelevant.
    chestPool: [...options.chests].sort((a, b) => a - b),
    current: 0,
    phase: 'roll',
    dice: [],
    kept: [],
    rolling: DICE,
    rollsMade: 0,
    trigger: null,
    turnCount: 1,
    lastTurn: zeros.map((_, seat) => (seat === 0 ? 0 : -1)),
  };
}

const CHANCE: readonly Actor[] = ['chance'];
const seatActors: (readonly Actor[])[] = [];

export function toMove(state: ItbState): readonly Actor[] {
  switch (state.phase) {
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

const STOP: ItbMove = { type: 'stop' };
/** Legal decide-moves by dice multiset: at most 462 multisets, each computed once. */
const decideMovesByDice = new Map<number, readonly ItbMove[]>();
/** Legal place-moves by dice multiset. */
const placeMovesByDice = new Map<number, readonly ItbMove[]>();

export function legalMoves(state: ItbState, seat: Seat): readonly ItbMove[] {
  if (seat !== state.current) return [];
  const key = diceKey(state.dice);
  if (state.phase === 'decide') {
    let moves = decideMovesByDice.get(key);
    if (!moves) {
      moves = [
        STOP,
        ...keepChoices(state.dice).map((keep): ItbMove => ({ type: 'reroll', keep })),
      ];
      decideMovesByDice.set(key, moves);
    }
    return moves;
  }
  if (state.phase === 'place') {
    let moves = placeMovesByDice.get(key);
    if (!moves) {
      moves = Array.from({ length: sequenceLength(state.dice) }, (_, i): ItbMove => ({
        type: 'place',
        level: i + 1,
      }));
      placeMovesByDice.set(key, moves);
    }
    return moves;
  }
  return [];
}

export function chanceOutcomes(state: ItbState): readonly ChanceOutcome<ItbMove>[] {
  if (state.phase === 'roll') return rollOutcomesOf(state.rolling);
  if (state.phase === 'chest') {
    const counts = new Map<number, number>();
    for (const v of state.chestPool) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].map(([value, n]) => ({
      move: { type: 'chest', value },
      probability: n / state.chestPool.length,
    }));
  }
  return [];
}

export function sampleChance(state: ItbState, rng: Rng): ItbMove {
  if (state.phase === 'chest') {
    return { type: 'chest', value: state.chestPool[rng.int(state.chestPool.length)] as number };
  }
  const values: number[] = [];
  for (let i = 0; i < state.rolling; i++) values.push(1 + rng.int(CHEST_FACE));
  return { type: 'dice', values: values.sort((a, b) => a - b) };
}

export function apply(state: ItbState, actor: Actor, move: ItbMove): Outcome<ItbState> {
  const who = checkActor(toMove(state), actor);
  if (!who.ok) return who;
  switch (move.type) {
    case 'dice':
      return applyDice(state, move.values);
    case 'chest':
      return applyChest(state, move.value);
    case 'reroll':
      return applyReroll(state, move.keep);
    case 'stop':
      if (state.phase !== 'decide') return fail('itb.cannot-stop');
      return ok(resolveDive(state));
    case 'place':
      return applyPlace(state, move.level);
  }
}

function applyDice(state: ItbState, values: readonly number[]): Outcome<ItbState> {
  if (state.phase !== 'roll') return fail('illegal-chance');
  if (values.length !== state.rolling) return fail('itb.wrong-dice-count', { expected: state.rolling });
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > CHEST_FACE) return fail('itb.bad-face', { face: String(v) });
  }
  const rolled: ItbState = {
    ...state,
    dice: combineDice(state.kept, values),
    kept: [],
    rolling: 0,
    rollsMade: state.rollsMade + 1,
    phase: 'decide',
  };
  // After the third roll the result is fixed.
  return ok(rolled.rollsMade >= 3 ? resolveDive(rolled) : rolled);
}

function applyReroll(state: ItbState, keep: readonly number[]): Outcome<ItbState> {
  if (state.phase !== 'decide') return fail('itb.cannot-reroll');
  if (keep.length >= state.dice.length) return fail('itb.reroll-none');
  if (!isSubMultiset(keep, state.dice)) return fail('itb.keep-not-rolled');
  return ok({
    ...state,
    phase: 'roll',
    kept: [...keep].sort((a, b) => a - b),
    rolling: DICE - keep.length,
  });
}

/** The dice are final: an unsuccessful dive ends the turn, a successful one awaits placement. */
function resolveDive(state: ItbState): ItbState {
  const outcome = diveOutcome(state.dice);
  if (outcome.kind === 'perfect') return { ...state, phase: 'chest' };
  if (outcome.kind === 'successful') return { ...state, phase: 'place' };
  return endTurn(state);
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
  const placed = Math.min(faceCounts(state.dice)[level] ?? 0, have);
  const shells = state.shells.map((row, i) =>
    i === level - 1 ? row.map((n, s) => (s === seat ? n + placed : n)) : row,
  );
  const supply = state.supply.map((n, s) => (s === seat ? n - placed : n));
  const trigger =
    state.trigger ?? (supply[seat] === 0 ? { kind: 'last-shell' as const, by: seat } : null);
  return ok(endTurn({ ...state, shells, supply, trigger }));
}

function applyChest(state: ItbState, value: number): Outcome<ItbState> {
  if (state.phase !== 'chest') return fail('illegal-chance');
  const index = state.chestPool.indexOf(value);
  if (index < 0) return fail('itb.no-such-chest', { value: String(value) });
  const seat = state.current;
  const chestPool = state.chestPool.filter((_, i) => i !== index);
  const chests = state.chests.map((mine, s) => (s === seat ? [...mine, value] : mine));
  if (chestPool.length === 0) {
    // The last chest ends the game at once: no extra turn, no final round.
    return ok({
      ...state,
      chests,
      chestPool,
      phase: 'over',
      trigger: { kind: 'last-chest', by: seat },
    });
  }
  // A perfect dive gives another full turn at once.
  return ok(startTurn({ ...state, chests, chestPool }, seat));
}

function startTurn(state: ItbState, seat: Seat): ItbState {
  return {
    ...state,
    current: seat,
    phase: 'roll',
    dice: [],
    kept: [],
    rolling: DICE,
    rollsMade: 0,
    turnCount: state.turnCount + 1,
    lastTurn: state.lastTurn.map((t, s) => (s === seat ? state.turnCount : t)),
  };
}

/**
 * Passes the turn clockwise. After the last shell, every other player has exactly one more turn:
 * the game ends when the turn would come back to the player who placed it.
 */
function endTurn(state: ItbState): ItbState {
  const next = (state.current + 1) % state.players;
  if (state.trigger?.kind === 'last-shell' && next === state.trigger.by) {
    return { ...state, phase: 'over' };
  }
  return startTurn(state, next);
}
