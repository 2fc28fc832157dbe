import { refuse, type Actor, type RuleError, type Seat } from '../../kernel/index.js';
import {
  CREATURES,
  EXPLORERS_PER_PLAYER,
  SHIP_CAPACITY,
  TILE_REACH,
  type Creature,
} from './components.js';
import { LAND_SPACES, NEIGHBOURS } from './board.js';
import { canReach, isVacant } from './creatures.js';
import { defenceTile, tileBack } from './hand.js';
import { isEmptyLand, isShipStart, valuesToPlace } from './legal.js';
import {
  canSailOn,
  canSwimOn,
  dolphinStepError,
  explorerStepError,
  sailError,
} from './movement.js';
import {
  controllers,
  creatureCount,
  inPlay,
  isLand,
  isSea,
  shipAt,
  shipSpace,
  swimmersAt,
  where,
} from './pieces.js';
import {
  CREATURE_INDEX,
  L,
  NONE,
  W,
  type Buf,
  type SurviveMove,
  type SurviveState,
} from './state.js';
import { backIndex, isRemovable, terrainIndex } from './tiles.js';

/** Checking a move: why it is not allowed now, changing nothing. */

/** Which phases accept which moves. */
const ACCEPTS: Readonly<Record<SurviveMove['type'], readonly string[]>> = {
  start: ['start'],
  terrain: ['layout'],
  'place-explorer': ['place-explorer'],
  'place-ship': ['place-ship'],
  walk: ['move'],
  swim: ['move', 'dolphin'],
  board: ['move'],
  ashore: ['move'],
  sail: ['move', 'wind'],
  done: ['move', 'dolphin', 'wind', 'creature'],
  dolphin: ['move'],
  wind: ['move'],
  teleport: ['move'],
  remove: ['remove'],
  back: ['reveal'],
  boarders: ['boarders'],
  die: ['roll'],
  creature: ['creature'],
  defend: ['react'],
  decline: ['react'],
};

const isSpace = (s: number): boolean => Number.isInteger(s) && s >= 0 && s < 133;

/**
 * Why `actor`, one of those to move (apply.ts checks that first), may not make `move` now (a rule
 * error), or null when it may.
 */
export function check(state: SurviveState, actor: Actor, move: SurviveMove): RuleError | null {
  if (!(ACCEPTS[move.type] ?? []).includes(state.phase)) {
    return refuse('survive.wrong-phase', { phase: state.phase });
  }
  const { b, players } = state;
  const seat = state.current;
  const because = (code: string | null): RuleError | null => (code ? refuse(code) : null);
  switch (move.type) {
    case 'start':
      return move.seat < players ? null : refuse('illegal-chance');
    case 'terrain': {
      const t = terrainIndex(move.terrain);
      return t < 1 || b[L.TO_LAY + t - 1] === 0 ? refuse('illegal-chance') : null;
    }
    case 'place-explorer':
      if (!valuesToPlace(state, seat).includes(move.value)) {
        return refuse('survive.no-such-value', { value: move.value });
      }
      return isEmptyLand(b, players, move.space) ? null : refuse('survive.not-empty-land');
    case 'place-ship':
      return isShipStart(b, move.space) ? null : refuse('survive.not-ship-start');
    case 'walk':
    case 'swim':
    case 'board':
    case 'ashore':
      if (state.phase === 'dolphin') {
        if (move.type !== 'swim' || move.explorer !== state.focus) {
          return refuse('survive.not-the-dolphin-swimmer');
        }
        return because(dolphinStepError(b, move.explorer, move.space));
      }
      if (inPlay(b, seat) === 0) return refuse('survive.nothing-to-move');
      return because(explorerStepError(b, players, seat, move));
    case 'sail':
      if (state.phase === 'wind') {
        if (move.ship !== state.focus) return refuse('survive.not-the-wind-ship');
        if (!isSpace(move.space) || !isSea(b, move.space)) return refuse('survive.not-sea');
        if (!(NEIGHBOURS[shipSpace(b, move.ship)] ?? []).includes(move.space)) {
          return refuse('survive.not-adjacent');
        }
        return shipAt(b, move.space) === NONE ? null : refuse('survive.space-has-ship');
      }
      if (inPlay(b, seat) === 0) return refuse('survive.nothing-to-move');
      return because(sailError(b, players, seat, move.ship, move.space));
    case 'done':
      if (state.phase !== 'move' && state.phase !== 'creature' && state.stepsLeft === TILE_REACH) {
        return refuse('survive.must-move-once');
      }
      return null;
    case 'dolphin':
    case 'wind':
    case 'teleport':
      return checkTile(state, move);
    case 'remove':
      return checkRemoval(b, move.space);
    case 'back': {
      const i = backIndex(move.back);
      const t = terrainIndex(state.removal!.terrain);
      return i < 0 || b[L.BACKS + (t - 1) * 12 + i] === 0 ? refuse('illegal-chance') : null;
    }
    case 'boarders': {
      const swimmers = swimmersAt(b, state.removal!.space, players);
      const chosen = move.explorers;
      const fine =
        Array.isArray(chosen) &&
        chosen.length === SHIP_CAPACITY &&
        new Set(chosen).size === SHIP_CAPACITY &&
        chosen.every((e) => swimmers.includes(e));
      return fine ? null : refuse('survive.choose-three-swimmers', { count: SHIP_CAPACITY });
    }
    case 'die':
      return CREATURES.includes(move.creature) ? null : refuse('illegal-chance');
    case 'creature': {
      const kind = CREATURE_INDEX[state.die as Creature];
      if (!isSpace(move.from) || creatureCount(b, kind, move.from) === 0) {
        return refuse('survive.no-creature-there');
      }
      return canReach(b, kind, move.from, move.to, players) ? null : refuse('survive.out-of-reach');
    }
    case 'defend':
      return defenceTile(state, actor as Seat) ? null : refuse('survive.no-defence-tile');
    case 'decline':
      return null;
  }
}

function checkTile(
  state: SurviveState,
  move: Extract<SurviveMove, { type: 'dolphin' | 'wind' | 'teleport' }>,
): RuleError | null {
  const seat = state.current;
  const back = tileBack(move);
  if (!(state.hands[seat] ?? []).some((t) => t.back === back)) {
    return refuse('survive.tile-not-in-hand');
  }
  if (state.points > 0 || state.tilePlayed) return refuse('survive.tile-too-late');
  const { b, players } = state;
  if (move.type === 'dolphin') {
    const e = move.explorer;
    if (
      !Number.isInteger(e) ||
      e < 0 ||
      e >= players * EXPLORERS_PER_PLAYER ||
      Math.floor(e / EXPLORERS_PER_PLAYER) !== seat
    ) {
      return refuse('survive.not-your-explorer');
    }
    if (where(b, e) !== W.Sea) return refuse('survive.not-a-swimmer');
    return canSwimOn(b, e) ? null : refuse('survive.nowhere-to-go');
  }
  if (move.type === 'wind') {
    const ship = move.ship;
    if (!Number.isInteger(ship) || ship < 0 || ship >= 12 || shipSpace(b, ship) === NONE) {
      return refuse('survive.no-such-ship');
    }
    if ((controllers(b, ship, players) & (1 << seat)) === 0)
      return refuse('survive.not-in-control');
    return canSailOn(b, ship) ? null : refuse('survive.nowhere-to-go');
  }
  if (!CREATURES.includes(move.creature)) return refuse('survive.no-creature-there');
  if (!isSpace(move.from) || creatureCount(b, CREATURE_INDEX[move.creature], move.from) === 0) {
    return refuse('survive.no-creature-there');
  }
  return isSpace(move.to) && isVacant(b, move.to, players) ? null : refuse('survive.not-vacant');
}

function checkRemoval(b: Buf, space: number): RuleError | null {
  if (!isSpace(space) || !isLand(b, space)) return refuse('survive.not-a-tile');
  if (isRemovable(b, space)) return null;
  let lowest = 3;
  for (const s of LAND_SPACES) if (isLand(b, s)) lowest = Math.min(lowest, b[L.TERRAIN + s]!);
  return refuse(
    b[L.TERRAIN + space] !== lowest ? 'survive.lower-terrain-first' : 'survive.not-by-the-sea',
    { terrain: lowest - 1 },
  );
}
