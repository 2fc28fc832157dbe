import {
  badOption,
  isRecord,
  ok,
  parseStartPlayer,
  type Outcome,
  type StartPlayer,
} from '../../kernel/index.js';
import { DEFAULT_CHESTS, DEFAULT_TREASURES, LEVELS, type TreasureLevel } from './components.js';

/** Table options: the component values played with, recorded in every replay. */
export interface ItbOptions {
  /** treasures[level - 1] */
  readonly treasures: readonly TreasureLevel[];
  readonly chests: readonly number[];
  /** Drawn by chance (the default), or seat 1 as before (decision 11). */
  readonly startPlayer: StartPlayer;
}

/** The rules version that first drew the start player (older replays play in seating order). */
export const ITB_RULES_VERSION = 2;

export const MAX_TOKEN_VALUE = 99;

export function defaultOptions(): ItbOptions {
  return { treasures: DEFAULT_TREASURES.value, chests: DEFAULT_CHESTS.value, startPlayer: 'draw' };
}

function isTokenValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_TOKEN_VALUE;
}

/**
 * Missing options take their defaults (in a replay of older rules, the start player takes the
 * seating order); present ones must be complete and valid.
 */
export function parseOptions(
  given: unknown,
  rulesVersion = ITB_RULES_VERSION,
): Outcome<ItbOptions> {
  const raw = given ?? {};
  if (!isRecord(raw)) return badOption('options', 'notAGroup');
  for (const key of Object.keys(raw)) {
    if (key !== 'treasures' && key !== 'chests' && key !== 'startPlayer') {
      return badOption(key, 'unknown');
    }
  }
  const defaults = defaultOptions();
  let treasures = defaults.treasures;
  if (raw.treasures !== undefined) {
    if (!Array.isArray(raw.treasures) || raw.treasures.length !== LEVELS) {
      return badOption('treasures', 'count', { n: LEVELS });
    }
    const parsed: TreasureLevel[] = [];
    for (const [i, level] of raw.treasures.entries()) {
      const option = `treasures[${i}]`;
      if (!isRecord(level) || !isTokenValue(level.main) || !isTokenValue(level.secondary)) {
        return badOption(option, 'range', { min: 0, max: MAX_TOKEN_VALUE });
      }
      parsed.push({ main: level.main, secondary: level.secondary });
    }
    treasures = parsed;
  }
  let chests = defaults.chests;
  if (raw.chests !== undefined) {
    if (!Array.isArray(raw.chests) || raw.chests.length !== DEFAULT_CHESTS.value.length) {
      return badOption('chests', 'count', { n: DEFAULT_CHESTS.value.length });
    }
    if (!raw.chests.every(isTokenValue)) {
      return badOption('chests', 'range', { min: 0, max: MAX_TOKEN_VALUE });
    }
    chests = raw.chests as number[];
  }
  const startPlayer = parseStartPlayer(raw.startPlayer, rulesVersion);
  if (!startPlayer.ok) return startPlayer;
  return ok({ treasures, chests, startPlayer: startPlayer.value });
}
