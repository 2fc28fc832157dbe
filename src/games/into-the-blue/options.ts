import { fail, isRecord, ok, type Outcome } from '../../kernel/index.js';
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

const tokenRange = `a whole number from 0 to ${MAX_TOKEN_VALUE}`;

/** Missing options take their defaults; present ones must be complete and valid. */
export function parseOptions(raw: unknown): Outcome<ItbOptions> {
  if (raw === undefined || raw === null) return ok(defaultOptions());
  if (!isRecord(raw))
    return fail('bad-option', { option: 'options', reason: 'expected an object' });
  for (const key of Object.keys(raw)) {
    if (key !== 'treasures' && key !== 'chests') {
      return fail('bad-option', { option: key, reason: 'unknown option' });
    }
  }
  const defaults = defaultOptions();
  let treasures = defaults.treasures;
  if (raw.treasures !== undefined) {
    if (!Array.isArray(raw.treasures) || raw.treasures.length !== LEVELS) {
      return fail('bad-option', { option: 'treasures', reason: `expected ${LEVELS} levels` });
    }
    const parsed: TreasureLevel[] = [];
    for (const [i, level] of raw.treasures.entries()) {
      const option = `treasures[${i}]`;
      if (!isRecord(level) || !isTokenValue(level.main) || !isTokenValue(level.secondary)) {
        return fail('bad-option', {
          option,
          reason: `main and secondary must each be ${tokenRange}`,
        });
      }
      parsed.push({ main: level.main, secondary: level.secondary });
    }
    treasures = parsed;
  }
  let chests = defaults.chests;
  if (raw.chests !== undefined) {
    if (!Array.isArray(raw.chests) || raw.chests.length !== DEFAULT_CHESTS.value.length) {
      return fail('bad-option', {
        option: 'chests',
        reason: `expected ${DEFAULT_CHESTS.value.length} values`,
      });
    }
    if (!raw.chests.every(isTokenValue)) {
      return fail('bad-option', { option: 'chests', reason: `each must be ${tokenRange}` });
    }
    chests = raw.chests as number[];
  }
  return ok({ treasures, chests });
}
