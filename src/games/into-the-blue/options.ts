import { badOption, isRecord, ok, type Outcome } from '../../kernel/index.js';
import { DEFAULT_CHESTS, DEFAULT_TREASURES, LEVELS, type TreasureLevel } from './components.js';

/** Table options: the component values played with, recorded in every replay. */
export interface ItbOptions {
  /** treasures[level - 1] */
  readonly treasures: readonly TreasureLevel[];
  readonly chests: readonly number[];
}

export const MAX_TOKEN_VALUE = 99;

export function defaultOptions(): ItbOptions {
  return { treasures: DEFAULT_TREASURES.value, chests: DEFAULT_CHESTS.value };
}

function isTokenValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_TOKEN_VALUE;
}

/** Missing options take their defaults; present ones must be complete and valid. */
export function parseOptions(raw: unknown): Outcome<ItbOptions> {
  if (raw === undefined || raw === null) return ok(defaultOptions());
  if (!isRecord(raw)) return badOption('options', 'notAGroup');
  for (const key of Object.keys(raw)) {
    if (key !== 'treasures' && key !== 'chests') {
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
  return ok({ treasures, chests });
}
