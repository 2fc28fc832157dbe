import { fail, ok, type Outcome } from '../../kernel/index.js';
import {
  BACK_COUNTS,
  BACKS,
  EXPLORER_VALUES,
  EXPLORERS_PER_PLAYER,
  TERRAIN_COUNTS,
  TERRAINS,
  type Back,
  type BackCounts,
} from './components.js';

/** Table options: the component values played with, recorded in every replay. */
export interface SurviveOptions {
  /** The values under each colour's ten explorers. */
  readonly explorerValues: readonly number[];
  /** How many tiles of each terrain hide each back. */
  readonly backs: BackCounts;
}

export function defaultOptions(): SurviveOptions {
  return { explorerValues: EXPLORER_VALUES.value, backs: BACK_COUNTS.value };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Missing options take their defaults; present ones must be complete and valid. */
export function parseOptions(raw: unknown): Outcome<SurviveOptions> {
  if (raw === undefined || raw === null) return ok(defaultOptions());
  if (!isRecord(raw))
    return fail('bad-option', { option: 'options', reason: 'expected an object' });
  for (const key of Object.keys(raw)) {
    if (key !== 'explorerValues' && key !== 'backs') {
      return fail('bad-option', { option: key, reason: 'unknown option' });
    }
  }
  const defaults = defaultOptions();
  let explorerValues = defaults.explorerValues;
  if (raw.explorerValues !== undefined) {
    const v = raw.explorerValues;
    if (
      !Array.isArray(v) ||
      v.length !== EXPLORERS_PER_PLAYER ||
      !v.every((x) => Number.isInteger(x) && x >= 1 && x <= 99)
    ) {
      return fail('bad-option', {
        option: 'explorerValues',
        reason: `expected ${EXPLORERS_PER_PLAYER} whole numbers from 1 to 99`,
      });
    }
    explorerValues = [...(v as number[])];
  }
  let backs = defaults.backs;
  if (raw.backs !== undefined) {
    const b = raw.backs;
    if (!isRecord(b)) return fail('bad-option', { option: 'backs', reason: 'expected an object' });
    const parsed: Partial<Record<Back, [number, number, number]>> = {};
    for (const key of Object.keys(b)) {
      if (!(BACKS as readonly string[]).includes(key)) {
        return fail('bad-option', { option: `backs.${key}`, reason: 'unknown back' });
      }
    }
    for (const back of BACKS) {
      const row = b[back] ?? [0, 0, 0];
      if (!Array.isArray(row) || row.length !== 3 || !row.every(isCount)) {
        return fail('bad-option', {
          option: `backs.${back}`,
          reason: 'expected [beach, forest, mountain] counts',
        });
      }
      parsed[back] = [row[0], row[1], row[2]] as [number, number, number];
    }
    const full = parsed as Record<Back, [number, number, number]>;
    for (const [t, terrain] of TERRAINS.entries()) {
      const total = BACKS.reduce((sum, back) => sum + (full[back][t] as number), 0);
      if (total !== TERRAIN_COUNTS.value[terrain]) {
        return fail('bad-option', {
          option: 'backs',
          reason: `the ${terrain} backs must add up to ${TERRAIN_COUNTS.value[terrain]}`,
        });
      }
    }
    // The game ends only when the volcano appears, so there must be exactly one.
    if (full.volcano[0] + full.volcano[1] + full.volcano[2] !== 1) {
      return fail('bad-option', { option: 'backs.volcano', reason: 'exactly one volcano' });
    }
    backs = full;
  }
  return ok({ explorerValues, backs });
}
