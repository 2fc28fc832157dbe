import {
  badOption,
  isRecord,
  ok,
  parseStartPlayer,
  type Outcome,
  type StartPlayer,
} from '../../kernel/index.js';
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
  /** Drawn by chance (the default), or seat 1 as before (decision 34). */
  readonly startPlayer: StartPlayer;
}

/** The rules version that first drew the start player (older replays play in seating order). */
export const SURVIVE_RULES_VERSION = 2;

export function defaultOptions(): SurviveOptions {
  return { explorerValues: EXPLORER_VALUES.value, backs: BACK_COUNTS.value, startPlayer: 'draw' };
}

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/**
 * Missing options take their defaults (in a replay of older rules, the start player takes the
 * seating order); present ones must be complete and valid.
 */
export function parseOptions(
  given: unknown,
  rulesVersion = SURVIVE_RULES_VERSION,
): Outcome<SurviveOptions> {
  const raw = given ?? {};
  if (!isRecord(raw)) return badOption('options', 'notAGroup');
  for (const key of Object.keys(raw)) {
    if (key !== 'explorerValues' && key !== 'backs' && key !== 'startPlayer') {
      return badOption(key, 'unknown');
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
      return !Array.isArray(v) || v.length !== EXPLORERS_PER_PLAYER
        ? badOption('explorerValues', 'count', { n: EXPLORERS_PER_PLAYER })
        : badOption('explorerValues', 'range', { min: 1, max: 99 });
    }
    explorerValues = [...(v as number[])];
  }
  let backs = defaults.backs;
  if (raw.backs !== undefined) {
    const b = raw.backs;
    if (!isRecord(b)) return badOption('backs', 'notAGroup');
    const parsed: Partial<Record<Back, [number, number, number]>> = {};
    for (const key of Object.keys(b)) {
      if (!(BACKS as readonly string[]).includes(key)) {
        return badOption(`backs.${key}`, 'unknown');
      }
    }
    for (const back of BACKS) {
      const row = b[back] ?? [0, 0, 0];
      if (!Array.isArray(row) || row.length !== 3 || !row.every(isCount)) {
        return badOption(`backs.${back}`, 'count', { n: 3 });
      }
      parsed[back] = [row[0], row[1], row[2]] as [number, number, number];
    }
    const full = parsed as Record<Back, [number, number, number]>;
    for (const [t, terrain] of TERRAINS.entries()) {
      const total = BACKS.reduce((sum, back) => sum + (full[back][t] as number), 0);
      if (total !== TERRAIN_COUNTS.value[terrain]) {
        return badOption(`backs.${terrain}`, 'sum', { n: TERRAIN_COUNTS.value[terrain] });
      }
    }
    // The game ends only when the volcano appears, so there must be exactly one.
    if (full.volcano[0] + full.volcano[1] + full.volcano[2] !== 1) {
      return badOption('backs.volcano', 'exactly', { n: 1 });
    }
    backs = full;
  }
  const startPlayer = parseStartPlayer(raw.startPlayer, rulesVersion);
  if (!startPlayer.ok) return startPlayer;
  return ok({ explorerValues, backs, startPlayer: startPlayer.value });
}
